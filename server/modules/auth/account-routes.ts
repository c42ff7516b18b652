import { createRoute } from "@hono/zod-openapi";
import { requireSession, sessionOf } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { changePasswordRequestSchema, codeSentResponseSchema, emailOnlyRequestSchema, googleRegistrationRequestSchema, registrationEmailRequestSchema, registrationResponseSchema, resetPasswordRequestSchema, socialLoginRequestSchema, socialRegistrationRequestSchema, successResponseSchema, tokenResponseSchema, verifyEmailRequestSchema } from "./auth-schemas";
import { employerPortalOnly } from "./auth-errors";
import { clientInfoOf, withSessionCookies } from "./auth-http";
import { changePassword, requestPasswordReset, resetPassword } from "./password-service";
import { registerWithEmail, resendVerificationCode, verifyEmail } from "./registration-service";
import { loginWithGoogle, registerWithGoogle } from "./social-service";

const tags = ["Accounts"];
const tokens = jsonContent(resultEnvelope(tokenResponseSchema), "Signed in: tokens in the body and as HttpOnly cookies");
const success = jsonContent(resultEnvelope(successResponseSchema), "Done");
const codeSent = jsonContent(resultEnvelope(codeSentResponseSchema), "A code was mailed");

const registerEmail = createRoute({
  method: "post",
  path: "/v1/registration/email",
  tags,
  summary: "Sign up with a company email; mails a 6-digit verification code",
  request: { body: jsonBody(registrationEmailRequestSchema) },
  responses: {
    201: jsonContent(resultEnvelope(registrationResponseSchema), "Account created; verify the email next"),
    ...pickErrors(400, 409, 422, 429, 500),
  },
});

const resendVerification = createRoute({
  method: "post",
  path: "/v1/users/verification/code",
  tags,
  summary: "Mail a new email-verification code",
  request: { body: jsonBody(emailOnlyRequestSchema) },
  responses: { 200: codeSent, ...pickErrors(400, 404, 409, 422, 429, 500) },
});

const verify = createRoute({
  method: "post",
  path: "/v1/users/verification/verify",
  tags,
  summary: "Verify the email with its code; signs the user in",
  request: { body: jsonBody(verifyEmailRequestSchema) },
  responses: { 200: tokens, ...pickErrors(400, 404, 409, 422, 500) },
});

const changePasswordRoute = createRoute({
  method: "put",
  path: "/v1/users/password",
  tags,
  summary: "Change the password; signs out every other session",
  middleware: [requireSession] as const,
  request: { body: jsonBody(changePasswordRequestSchema) },
  responses: { 200: success, ...pickErrors(400, 401, 422, 429, 500) },
});

const forgotCode = createRoute({
  method: "post",
  path: "/v1/users/forgot/code",
  tags,
  summary: "Mail a password-reset code (6 digits, 15 minutes, 5 tries)",
  request: { body: jsonBody(emailOnlyRequestSchema) },
  responses: { 200: codeSent, ...pickErrors(400, 403, 404, 422, 429, 500) },
});

const forgotVerify = createRoute({
  method: "post",
  path: "/v1/users/forgot/verify",
  tags,
  summary: "Set a new password with the reset code; signs out every session",
  request: { body: jsonBody(resetPasswordRequestSchema) },
  responses: { 200: success, ...pickErrors(400, 403, 404, 422, 500) },
});

const socialLogin = createRoute({
  method: "post",
  path: "/v1/login/socmed",
  tags,
  summary: "Sign in with a Google ID token (404 SOCIAL_LOGIN_DISABLED unless configured)",
  request: { body: jsonBody(socialLoginRequestSchema) },
  responses: { 200: tokens, ...pickErrors(400, 403, 404, 422, 500) },
});

const socialRegistration = createRoute({
  method: "post",
  path: "/v1/registration/socmed",
  tags,
  summary: "Sign up with a Google ID token",
  request: { body: jsonBody(socialRegistrationRequestSchema) },
  responses: { 200: tokens, ...pickErrors(400, 404, 409, 422, 500) },
});

const googleRegistration = createRoute({
  method: "post",
  path: "/v1/registration/socmed/google",
  tags,
  summary: "Sign up with the credential of Google Identity Services",
  request: { body: jsonBody(googleRegistrationRequestSchema) },
  responses: { 200: tokens, ...pickErrors(400, 404, 409, 422, 500) },
});

export const accountRoutes = createRouter()
  .openapi(registerEmail, async (c) => {
    const result = await registerWithEmail(c.get("db"), c.req.valid("json"));
    return c.json({ result }, 201);
  })
  .openapi(resendVerification, async (c) => {
    const result = await resendVerificationCode(c.get("db"), c.req.valid("json").email);
    return c.json({ result }, 200);
  })
  .openapi(verify, async (c) => {
    const result = await verifyEmail(c.get("db"), c.req.valid("json"), clientInfoOf(c));
    return c.json({ result: withSessionCookies(c, result) }, 200);
  })
  .openapi(changePasswordRoute, async (c) => {
    const session = sessionOf(c);
    await changePassword(c.get("db"), { ...c.req.valid("json"), userId: session.userId, sessionId: session.sessionId }, clientInfoOf(c));
    return c.json({ result: { success: true as const } }, 200);
  })
  .openapi(forgotCode, async (c) => {
    const result = await requestPasswordReset(c.get("db"), c.req.valid("json").email);
    return c.json({ result }, 200);
  })
  .openapi(forgotVerify, async (c) => {
    await resetPassword(c.get("db"), c.req.valid("json"));
    return c.json({ result: { success: true as const } }, 200);
  })
  .openapi(socialLogin, async (c) => {
    const input = c.req.valid("json");
    if (input.platform !== "employer") {
      throw employerPortalOnly();
    }
    const result = await loginWithGoogle(c.get("db"), input.idToken, clientInfoOf(c));
    return c.json({ result: withSessionCookies(c, result) }, 200);
  })
  .openapi(socialRegistration, async (c) => {
    const input = c.req.valid("json");
    const result = await registerWithGoogle(c.get("db"), { idToken: input.idToken, name: input.name }, clientInfoOf(c));
    return c.json({ result: withSessionCookies(c, result) }, 200);
  })
  .openapi(googleRegistration, async (c) => {
    const input = c.req.valid("json");
    const result = await registerWithGoogle(c.get("db"), { idToken: input.credential, name: input.name }, clientInfoOf(c));
    return c.json({ result: withSessionCookies(c, result) }, 200);
  });
