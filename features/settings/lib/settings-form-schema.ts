import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { changePasswordRequestSchema } from "@/server/modules/auth/auth-schemas";
import { employerProfileRequestSchema } from "@/server/modules/companies/companies-schemas";

/**
 * The settings forms' validation (zod, with the server's request schemas). The forms load it with
 * their first validation (lib/lazy-resolver.ts), never with the page.
 */

const personalInfoSchema = employerProfileRequestSchema.pick({ handphone: true, department: true }).extend({
  name: z.string().trim().min(2, "Enter your name (at least 2 characters)").max(100),
  jobTitle: z.string().trim().max(120),
});
export type PersonalInfoValues = z.infer<typeof personalInfoSchema>;
export const personalInfoResolver = zodResolver(personalInfoSchema);

const passwordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, { path: ["confirmPassword"], message: "The passwords do not match" });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;
export const passwordFormResolver = zodResolver(passwordFormSchema);
