// A hand check rather than a zod schema: this module is on every page, and zod is ~31 KiB gzip of
// first-load JS. The rules are the ones the schema had (defaults, the app-env enum, URL-parseable
// site URLs, the support phone's pattern), and a bad value still fails at start-up.

const APP_ENVS = ["development", "staging", "production"] as const;
type AppEnv = (typeof APP_ENVS)[number];

export type ClientEnv = {
  NEXT_PUBLIC_API_URL: string;
  NEXT_PUBLIC_HRIS_API_URL: string;
  NEXT_PUBLIC_APP_ENV: AppEnv;
  // Site configuration (lib/site-config.ts supplies each environment's default).
  NEXT_PUBLIC_EMPLOYER_URL?: string;
  NEXT_PUBLIC_TALENT_URL?: string;
  NEXT_PUBLIC_HRIS_APP_URL?: string;
  NEXT_PUBLIC_PRIORITY_SUPPORT_URL?: string;
  NEXT_PUBLIC_SUPPORT_PHONE?: string;
  NEXT_PUBLIC_IMAGE_HOSTS?: string;
  /** The notification status poll (spec 9: 60 s); tests shorten it. */
  NEXT_PUBLIC_NOTIFICATION_POLL_MS: number;
};

function invalid(name: string, expected: string): never {
  throw new Error(`Invalid environment variable ${name}: expected ${expected}`);
}

/** An optional URL, as z.url() read it: trimmed, parseable by URL, tabs and newlines removed. */
function optionalUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  try {
    new URL(trimmed);
  } catch {
    invalid(name, "a URL");
  }
  return trimmed.replace(/[\t\n\r]/g, "");
}

function appEnv(value: string | undefined): AppEnv {
  if (value === undefined) return "development";
  if (!(APP_ENVS as readonly string[]).includes(value)) invalid("NEXT_PUBLIC_APP_ENV", APP_ENVS.join(" | "));
  return value as AppEnv;
}

function supportPhone(value: string | undefined): string | undefined {
  if (value !== undefined && !/^\+?[\d\s-]{6,20}$/.test(value)) invalid("NEXT_PUBLIC_SUPPORT_PHONE", "a phone number");
  return value;
}

function pollInterval(value: string | undefined): number {
  if (value === undefined) return 60_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1000) invalid("NEXT_PUBLIC_NOTIFICATION_POLL_MS", "whole milliseconds, at least 1000");
  return ms;
}

// NEXT_PUBLIC_* values are inlined at build time, so each is read by its full name.
export const clientEnv: ClientEnv = {
  NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL || "/api",
  NEXT_PUBLIC_HRIS_API_URL: process.env.NEXT_PUBLIC_HRIS_API_URL || "/api",
  NEXT_PUBLIC_APP_ENV: appEnv(process.env.NEXT_PUBLIC_APP_ENV || undefined),
  NEXT_PUBLIC_EMPLOYER_URL: optionalUrl("NEXT_PUBLIC_EMPLOYER_URL", process.env.NEXT_PUBLIC_EMPLOYER_URL || undefined),
  NEXT_PUBLIC_TALENT_URL: optionalUrl("NEXT_PUBLIC_TALENT_URL", process.env.NEXT_PUBLIC_TALENT_URL || undefined),
  NEXT_PUBLIC_HRIS_APP_URL: optionalUrl("NEXT_PUBLIC_HRIS_APP_URL", process.env.NEXT_PUBLIC_HRIS_APP_URL || undefined),
  NEXT_PUBLIC_PRIORITY_SUPPORT_URL: optionalUrl(
    "NEXT_PUBLIC_PRIORITY_SUPPORT_URL",
    process.env.NEXT_PUBLIC_PRIORITY_SUPPORT_URL || undefined,
  ),
  NEXT_PUBLIC_SUPPORT_PHONE: supportPhone(process.env.NEXT_PUBLIC_SUPPORT_PHONE || undefined),
  NEXT_PUBLIC_IMAGE_HOSTS: process.env.NEXT_PUBLIC_IMAGE_HOSTS || undefined,
  NEXT_PUBLIC_NOTIFICATION_POLL_MS: pollInterval(process.env.NEXT_PUBLIC_NOTIFICATION_POLL_MS || undefined),
};
