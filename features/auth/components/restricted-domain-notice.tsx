import { MessageCircle } from "lucide-react";
import { siteConfig } from "@/lib/site-config";

/** The prefilled support message of spec 8 for a sign-up refused by its email domain. */
const domainOf = (email: string) => email.split("@")[1]?.trim() || email;

export function restrictedDomainSupportMessage(email: string): string {
  const domain = domainOf(email);
  return `Hello, I tried to sign up to the hiring portal with ${email}, but the email domain ${domain} is restricted and I cannot sign up. Could you help me register my company?`;
}

export function restrictedDomainSupportUrl(email: string, chatUrl: string = siteConfig.supportChatUrl): string {
  const url = new URL(chatUrl);
  url.searchParams.set("text", restrictedDomainSupportMessage(email));
  return url.toString();
}

/** Shown under the sign-up form when the API answers 'Email domain not allowed to register'. */
export function RestrictedDomainNotice({ email }: { email: string }) {
  return (
    <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-gray-800">
      <p>
        Sign up with your company email. If <strong className="font-semibold">{domainOf(email)}</strong> is your
        company&apos;s domain, our support team can help you register.
      </p>
      <a
        href={restrictedDomainSupportUrl(email)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
      >
        <MessageCircle className="size-4" aria-hidden />
        Contact support
        <span className="sr-only">(opens a prefilled message in a new tab)</span>
      </a>
    </div>
  );
}
