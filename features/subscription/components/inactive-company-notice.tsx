import { siteConfig } from "@/lib/site-config";

/** Spec 2.7: an inactive company is held on /subscription; support can reactivate it. */
export function InactiveCompanyNotice({ companyName }: { companyName: string }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-gray-800">
      <p className="font-semibold text-gray-900">{companyName} is not active</p>
      <p className="mt-1">The company account has been deactivated, so its portal is closed. Contact support to reactivate it.</p>
      <a href={siteConfig.supportChatUrl} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block font-medium text-brand-700 hover:underline">
        Contact support<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
