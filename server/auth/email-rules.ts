import { serverEnv } from "@/server/config/env";

/**
 * Domains whose addresses anyone can get: registering with them would let anyone claim to be a
 * company. Free-mail providers and well-known disposable-mail services.
 */
const FREE_MAIL_DOMAINS = [
  "gmail.com", "googlemail.com", "yahoo.com", "yahoo.co.id", "yahoo.co.uk", "ymail.com", "rocketmail.com",
  "hotmail.com", "hotmail.co.id", "outlook.com", "outlook.co.id", "live.com", "msn.com", "windowslive.com",
  "icloud.com", "me.com", "mac.com", "aol.com", "aim.com", "protonmail.com", "proton.me", "pm.me",
  "gmx.com", "gmx.net", "gmx.de", "mail.com", "email.com", "zoho.com", "zohomail.com", "yandex.com",
  "yandex.ru", "mail.ru", "inbox.ru", "list.ru", "bk.ru", "qq.com", "163.com", "126.com", "sina.com",
  "naver.com", "daum.net", "hanmail.net", "rediffmail.com", "tutanota.com", "tuta.io", "fastmail.com",
  "hushmail.com", "web.de", "t-online.de", "libero.it", "orange.fr", "laposte.net", "free.fr",
  "rambler.ru", "seznam.cz", "wp.pl", "o2.pl", "interia.pl", "telkom.net", "plasa.com",
  "mailinator.com", "guerrillamail.com", "guerrillamail.net", "sharklasers.com", "10minutemail.com",
  "temp-mail.org", "tempmail.com", "throwawaymail.com", "yopmail.com", "trashmail.com", "getnada.com",
  "maildrop.cc", "dispostable.com", "fakeinbox.com", "mintemail.com", "mohmal.com", "emailondeck.com",
];

let blocked: Set<string> | undefined;

function blockedDomains(): Set<string> {
  if (!blocked) {
    const extra = (serverEnv().REGISTRATION_BLOCKED_DOMAINS ?? "")
      .split(",")
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean);
    blocked = new Set([...FREE_MAIL_DOMAINS, ...extra]);
  }
  return blocked;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailDomain(email: string): string {
  return normalizeEmail(email).split("@").pop() ?? "";
}

/** A company account needs a company address: free-mail, disposable and configured domains are refused. */
export function isRegistrationDomainAllowed(email: string): boolean {
  return !blockedDomains().has(emailDomain(email));
}
