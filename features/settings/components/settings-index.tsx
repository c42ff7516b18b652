import { ChevronRight, CreditCard, KeyRound, ReceiptText, Rocket, UserRound } from "lucide-react";
import Link from "next/link";

/** The settings pages that exist; the single Settings link of the menu lands here. */
export const SETTINGS_PAGES = [
  { href: "/settings/personal-info", label: "Personal Info", description: "Your name, phone number, job title and department.", icon: UserRound },
  { href: "/settings/subscription", label: "Subscription", description: "Your plan, what you use of it, and upgrades.", icon: CreditCard },
  { href: "/settings/job-boost", label: "Boost Job", description: "Promote published jobs on your careers page with your plan's boosts.", icon: Rocket },
  { href: "/settings/billing", label: "Billing & Invoicing", description: "Your company's orders and invoices.", icon: ReceiptText },
  { href: "/settings/password", label: "Password", description: "Change the password you sign in with.", icon: KeyRound },
] as const;

/**
 * Spec 2.3: Subscription is hidden while the company's verificationStatus is 'pending'; Boost Job
 * is there only with the boost-job-subscription flag.
 */
export function SettingsIndex({ companyPending = false, boostJob = false }: { companyPending?: boolean; boostJob?: boolean }) {
  const pages = SETTINGS_PAGES.filter(
    (page) => !(companyPending && page.href === "/settings/subscription") && (boostJob || page.href !== "/settings/job-boost"),
  );
  return (
    <ul className="flex flex-col gap-3">
      {pages.map(({ href, label, description, icon: Icon }) => (
        <li key={href}>
          <Link href={href} className="flex items-center gap-4 rounded-xl border border-gray-200 bg-white p-4 transition-colors hover:border-brand-500 hover:bg-brand-50/40">
            <Icon className="size-5 shrink-0 text-brand-600" aria-hidden />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-gray-900">{label}</span>
              <span className="block text-sm text-gray-600">{description}</span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-gray-400" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
