import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import {
  emailOnlyRequestSchema,
  loginEmailRequestSchema,
  registrationEmailRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from "@/server/modules/auth/auth-schemas";

/**
 * The auth forms' validation: the server's request schemas (one contract), and zod with them. The
 * forms load this file with their first validation (lib/lazy-resolver.ts), never with the page.
 */

const signInFormSchema = loginEmailRequestSchema.pick({ email: true, password: true });
export type SignInValues = z.infer<typeof signInFormSchema>;
export const signInResolver = zodResolver(signInFormSchema);

export const signUpResolver = zodResolver(registrationEmailRequestSchema);

export const verificationResolver = zodResolver(verifyEmailRequestSchema);

export const forgotPasswordResolver = zodResolver(emailOnlyRequestSchema);

const resetPasswordFormSchema = resetPasswordRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordFormSchema>;
export const resetPasswordResolver = zodResolver(resetPasswordFormSchema);
