import { Building2 } from "lucide-react";
import type { CompanyByDomain } from "@/server/modules/companies/companies-schemas";

/** Shown instead of the company sections when the user's email domain already has a company. */
export function JoinCompanyNotice({ company }: { company: CompanyByDomain }) {
  return (
    <div className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-600" aria-hidden>
        <Building2 className="size-5" />
      </span>
      <div className="text-sm">
        <p className="font-semibold text-gray-900">{company.name} is already on the portal</p>
        <p className="mt-1 text-gray-700">
          Your email is on @{company.emailDomain}, so you can ask to join {company.name}. Its Admin gets your request and
          lets you in.
        </p>
      </div>
    </div>
  );
}
