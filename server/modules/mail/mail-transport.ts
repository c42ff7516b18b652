import nodemailer, { type Transporter } from "nodemailer";
import { serverEnv } from "@/server/config/env";

const globalForMail = globalThis as unknown as { __hiringMailTransport?: Transporter | null };

/** The SMTP transport when SMTP_URL is set; null otherwise (mail stays in the outbox). */
export function mailTransport(): Transporter | null {
  if (globalForMail.__hiringMailTransport === undefined) {
    const { SMTP_URL } = serverEnv();
    globalForMail.__hiringMailTransport = SMTP_URL ? nodemailer.createTransport(SMTP_URL) : null;
  }
  return globalForMail.__hiringMailTransport;
}
