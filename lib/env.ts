import { z } from "zod";

// NEXT_PUBLIC_* values are inlined at build time, so each is read by its full name.
const clientEnvSchema = z.object({
  NEXT_PUBLIC_API_URL: z.string().min(1).default("/api"),
  NEXT_PUBLIC_HRIS_API_URL: z.string().min(1).default("/api"),
  NEXT_PUBLIC_APP_ENV: z.enum(["development", "staging", "production"]).default("development"),
});

export const clientEnv = clientEnvSchema.parse({
  NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL || undefined,
  NEXT_PUBLIC_HRIS_API_URL: process.env.NEXT_PUBLIC_HRIS_API_URL || undefined,
  NEXT_PUBLIC_APP_ENV: process.env.NEXT_PUBLIC_APP_ENV || undefined,
});
