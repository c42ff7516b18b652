import { siteConfig } from "@/lib/site-config";

/** The maintenance page of spec 1 and 2.7, shown instead of the app while maintenance is on. */
export function MaintenanceScreen() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 bg-gray-50 px-6 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-brand-100 text-3xl" aria-hidden>
        🛠️
      </span>
      <h1 className="text-2xl font-bold text-gray-900">We are under maintenance</h1>
      <p className="max-w-md text-sm text-gray-600">
        We are improving the employer portal and will be back shortly. Thank you for your patience. Need help now?{" "}
        <a href={siteConfig.supportChatUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Contact support
        </a>
        .
      </p>
    </div>
  );
}
