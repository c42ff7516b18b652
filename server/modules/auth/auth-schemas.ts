import { z } from "zod";
import {
  companySummarySchema,
  memberRoleSchema,
  memberStatusSchema,
} from "@/server/modules/companies/companies-schemas";
import {
  companySubscriptionSchema,
  subscriptionUsageSchema,
} from "@/server/modules/subscriptions/subscriptions-schemas";
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH, AUTH_ERROR_CODES, AUTH_MESSAGES, EMAIL_PATTERN } from "./auth-contract";
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string()
  .trim()
  .max(254, "Email is too long")
  .regex(EMAIL_PATTERN, "Enter a valid email address");

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const codeSchema = z.string().trim().regex(/^\d{6}$/, "Enter the 6-digit code");

/** employer: this portal; talent: the job-seeker platform. */
export const platformSchema = z.enum(["employer", "talent"]);

// --- Requests ---------------------------------------------------------------------------------

/** POST /v1/registration/email */
export const registrationEmailRequestSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters").max(100),
  email: emailSchema,
  password: passwordSchema,
});
export type RegistrationEmailRequest = z.infer<typeof registrationEmailRequestSchema>;

/** POST /v1/login/email. `platform` defaults to employer; talent accounts are refused here. */
export const loginEmailRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password").max(PASSWORD_MAX_LENGTH),
  platform: platformSchema.default("employer"),
});
export type LoginEmailRequest = z.input<typeof loginEmailRequestSchema>;

/** POST /v1/login/refresh. Without refreshToken the refresh-token cookie is used. */
export const refreshRequestSchema = z.object({
  refreshToken: z.string().min(1).max(200).optional(),
  platform: platformSchema,
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** POST /v1/users/verification/code (resend) and POST /v1/users/forgot/code */
export const emailOnlyRequestSchema = z.object({ email: emailSchema });
export type EmailOnlyRequest = z.infer<typeof emailOnlyRequestSchema>;

/** POST /v1/users/verification/verify: signs the user in on success. */
export const verifyEmailRequestSchema = z.object({ email: emailSchema, code: codeSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** POST /v1/users/forgot/verify */
export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  code: codeSchema,
  newPassword: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** PUT /v1/users/password: signs out every other session. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Products a session can be handed to with a login token. */
export const loginTokenPlatformSchema = z.enum(["hris", "employer", "talent"]);

/** POST /v1/auth/login-token */
export const loginTokenRequestSchema = z.object({ platform: loginTokenPlatformSchema });
export type LoginTokenRequest = z.infer<typeof loginTokenRequestSchema>;

/** POST /v1/auth/login-token/redeem: the receiving product trades the one-time token for a session. */
export const redeemLoginTokenRequestSchema = z.object({
  loginToken: z.string().min(1).max(200),
  platform: loginTokenPlatformSchema,
});
export type RedeemLoginTokenRequest = z.infer<typeof redeemLoginTokenRequestSchema>;

const idTokenSchema = z.string().min(10, "Missing Google ID token").max(8192);

/** POST /v1/login/socmed */
export const socialLoginRequestSchema = z.object({
  provider: z.literal("google").default("google"),
  idToken: idTokenSchema,
  platform: platformSchema.default("employer"),
});
export type SocialLoginRequest = z.input<typeof socialLoginRequestSchema>;

/** POST /v1/registration/socmed. `name` overrides the name in the Google token. */
export const socialRegistrationRequestSchema = z.object({
  provider: z.literal("google").default("google"),
  idToken: idTokenSchema,
  name: z.string().trim().min(2).max(100).optional(),
});
export type SocialRegistrationRequest = z.input<typeof socialRegistrationRequestSchema>;

/** POST /v1/registration/socmed/google: the `credential` of Google Identity Services. */
export const googleRegistrationRequestSchema = z.object({
  credential: idTokenSchema,
  name: z.string().trim().min(2).max(100).optional(),
});
export type GoogleRegistrationRequest = z.infer<typeof googleRegistrationRequestSchema>;

// --- Responses (each inside the { result } envelope) -----------------------------------------

/**
 * Login, refresh, verification and social sign-in answer this and also set the HttpOnly cookies.
 * `expire` and `refreshExpire` are lifetimes in seconds from now (spec 3 Token data).
 */
export const tokenResponseSchema = z.object({
  token: z.string(),
  expire: z.number().int(),
  refreshToken: z.string(),
  refreshExpire: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** POST /v1/registration/email: the pre-registration record (spec 3) while the code is awaited. */
export const registrationResponseSchema = z.object({
  email: z.string(),
  verificationRequired: z.literal(true),
  /** Seconds the mailed code stays valid. */
  codeExpire: z.number().int(),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** A code was mailed: verification resend and forgot-password code. */
export const codeSentResponseSchema = z.object({
  email: z.string(),
  codeExpire: z.number().int(),
  /** Seconds before another code may be requested. */
  resendAfter: z.number().int(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

export const successResponseSchema = z.object({ success: z.literal(true) });

export const loginTokenResponseSchema = z.object({
  loginToken: z.string(),
  /** Seconds the token stays valid; it works once. */
  expire: z.number().int(),
  platform: loginTokenPlatformSchema,
});
export type LoginTokenResponse = z.infer<typeof loginTokenResponseSchema>;

/** A join request the user sent and the owner has not accepted yet. */
export const joinRequestSchema = z.object({
  userCompanyId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  status: memberStatusSchema,
  requestedAt: z.string(),
});

/**
 * GET /v1/users/me (spec 3 Current user + Auth state). company/companyId/userCompanyId/role are set
 * only for an active membership; a pending join request shows in `joinRequest`.
 */
export const currentUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  platform: platformSchema,
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  socialProvider: z.string().nullable(),
  profile: z.object({
    profilePictureUrl: z.string().nullable(),
    phoneNumber: z.string().nullable(),
  }),
  company: companySummarySchema.nullable(),
  companyId: z.string().nullable(),
  userCompanyId: z.string().nullable(),
  role: memberRoleSchema.nullable(),
  jobTitle: z.string().nullable(),
  joinRequest: joinRequestSchema.nullable(),
  /** Onboarding is complete (the user has a company membership, active or pending). */
  isDataFilled: z.boolean(),
  subscription: companySubscriptionSchema.nullable(),
  needUpgradePlan: z.boolean(),
  subscriptionUsage: subscriptionUsageSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /v1/login/self: the session check. The current user plus the session it runs in. */
export const loginSelfSchema = currentUserSchema.extend({
  session: z.object({
    id: z.string(),
    platform: platformSchema,
    createdAt: z.string(),
    /** When the session ends unless refreshed (the refresh token's expiry). */
    expiresAt: z.string(),
  }),
});
export type LoginSelf = z.infer<typeof loginSelfSchema>;

// Zod-free, for client code: ./auth-contract.ts
export { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH, AUTH_ERROR_CODES, AUTH_MESSAGES, EMAIL_PATTERN };
