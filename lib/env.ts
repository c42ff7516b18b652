import { z } from "zod";

const optionalUrl = z.url().optional();

// NEXT_PUBLIC_* values are inlined at build time, so each is read by its full name.
const clientEnvSchema = z.object({
  NEXT_PUBLIC_API_URL: z.string().min(1).default("/api"),
  NEXT_PUBLIC_HRIS_API_URL: z.string().min(1).default("/api"),
  NEXT_PUBLIC_APP_ENV: z.enum(["development", "staging", "production"]).default("development"),
  // Site configuration (lib/site-config.ts supplies each environment's default).
  NEXT_PUBLIC_EMPLOYER_URL: optionalUrl,
  NEXT_PUBLIC_TALENT_URL: optionalUrl,
  NEXT_PUBLIC_HRIS_APP_URL: optionalUrl,
  NEXT_PUBLIC_PRIORITY_SUPPORT_URL: optionalUrl,
  NEXT_PUBLIC_SUPPORT_PHONE: z.string().regex(/^\+?[\d\s-]{6,20}$/).optional(),
  NEXT_PUBLIC_IMAGE_HOSTS: z.string().optional(),
});

export const clientEnv = clientEnvSchema.parse({
  NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL || undefined,
  NEXT_PUBLIC_HRIS_API_URL: process.env.NEXT_PUBLIC_HRIS_API_URL || undefined,
  NEXT_PUBLIC_APP_ENV: process.env.NEXT_PUBLIC_APP_ENV || undefined,
  NEXT_PUBLIC_EMPLOYER_URL: process.env.NEXT_PUBLIC_EMPLOYER_URL || undefined,
  NEXT_PUBLIC_TALENT_URL: process.env.NEXT_PUBLIC_TALENT_URL || undefined,
  NEXT_PUBLIC_HRIS_APP_URL: process.env.NEXT_PUBLIC_HRIS_APP_URL || undefined,
  NEXT_PUBLIC_PRIORITY_SUPPORT_URL: process.env.NEXT_PUBLIC_PRIORITY_SUPPORT_URL || undefined,
  NEXT_PUBLIC_SUPPORT_PHONE: process.env.NEXT_PUBLIC_SUPPORT_PHONE || undefined,
  NEXT_PUBLIC_IMAGE_HOSTS: process.env.NEXT_PUBLIC_IMAGE_HOSTS || undefined,
});
