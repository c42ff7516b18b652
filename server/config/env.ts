import { isIP } from "node:net";
import { z } from "zod";

const booleanFlag = z
  .enum(["1", "0", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

/**
 * Every environment variable the server reads, parsed once. `.env.example` documents each one.
 * An invalid value stops the process with a message naming the variable.
 */
export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /**
   * Another server that answers /api (the mock API of `npm run test:e2e:mocked`): the portal then
   * forwards its API traffic there and opens no database and runs no worker of its own.
   */
  API_UPSTREAM_URL: z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SEED_SCALE: z.enum(["demo", "large"]).default("demo"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WORKER_IN_PROCESS: z
    .enum(["1", "0", "true", "false"])
    .default("1")
    .transform((value) => value === "1" || value === "true"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Hiring Portal <no-reply@hiring-portal.local>"),
  LOCAL_MAILBOX: booleanFlag,
  /** Where help center feedback is mailed (spec 2.3 Send Feedback). */
  SUPPORT_EMAIL: z.email("must be an email address").default("support@hiring-portal.local"),
  /**
   * The proxies whose X-Forwarded-For is believed (comma-separated addresses, or `loopback` for
   * 127.0.0.1 and ::1). Unset: no proxy is, and the caller is the connection's own address.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const entries = (value ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
      const invalid = entries.filter((entry) => entry !== "loopback" && isIP(entry) === 0);
      if (invalid.length > 0) context.addIssue({ code: "custom", message: `must list IP addresses or loopback, not ${invalid.join(", ")}` });
      return entries;
    }),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(5 * 1024 * 1024),
  MIXPANEL_TOKEN: z.string().min(1).optional(),
  SENTRY_DSN: z.url().optional(),
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.5),
  /** Bearer token of the operator API (`npm run flags`); the operator API is off when unset. */
  OPERATOR_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Signs access tokens and hashes mailed codes. Unset: generated once into DATA_DIR/auth-secret. */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Secure cookies; defaults to on in production only. */
  AUTH_COOKIE_SECURE: z.enum(["1", "0", "true", "false"]).optional(),
  /** Extra email domains refused at registration, comma-separated (free-mail domains always are). */
  REGISTRATION_BLOCKED_DOMAINS: z.string().optional(),
  /** Google sign-in is off unless the OAuth client id is set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /**
   * The OAuth client secret. With the client id it turns on the "Continue with Google" button
   * (OpenID Connect authorization-code flow run by the API); the ID-token endpoints need only the id.
   */
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The OpenID provider: Google's by default; a local stand-in replaces them in tests. */
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  GOOGLE_AUTHORIZATION_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  /**
   * An OpenAI-compatible provider that refines the AI candidate analyzer's local verdict. Unset: the
   * local scorer alone (offline). Read and checked by server/modules/ai-analyzer/analyzer-provider.ts.
   */
  AI_ANALYZER_BASE_URL: z.url().optional(),
  AI_ANALYZER_API_KEY: z.string().min(1).optional(),
  AI_ANALYZER_MODEL: z.string().min(1).optional(),
  AI_ANALYZER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).optional(),
  /**
   * Who takes payments: the local simulator (default; offline, pays through our own webhook) or
   * Midtrans' Core API, which needs MIDTRANS_SERVER_KEY. Checked by server/modules/checkout/payment-providers.ts.
   */
  PAYMENT_PROVIDER: z.enum(["simulator", "midtrans"]).default("simulator"),
  MIDTRANS_SERVER_KEY: z.string().min(10, "must be the Midtrans server key").optional(),
  /** sandbox: https://api.sandbox.midtrans.com; production: https://api.midtrans.com. */
  MIDTRANS_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
  /** The seller printed on invoices: the business that runs this portal. The address is lines separated by "|". */
  INVOICE_SELLER_NAME: z.string().min(1).max(120).default("Hiring Portal"),
  INVOICE_SELLER_ADDRESS: z.string().max(300).default("Jakarta, Indonesia"),
  /** The seller's NPWP (tax number), printed when set. */
  INVOICE_SELLER_TAX_ID: z.string().min(1).max(40).optional(),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class InvalidEnvironmentError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid environment configuration:\n  ${issues.join("\n  ")}`);
    this.name = "InvalidEnvironmentError";
  }
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = serverEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new InvalidEnvironmentError(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  return parsed.data;
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/** The portal's public address for links in emails, feeds and documents: APP_URL, or this server on localhost. No trailing slash. */
export function appBaseUrl(): string {
  const env = serverEnv();
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}
