import type { Metadata } from "next";
import { SettingsIndexScreen } from "./_components/settings-index-screen";

export const metadata: Metadata = { title: "Settings" };

/** /settings: where the single Settings link of the menu leads (spec 2.3); a list of the settings pages. */
export default function SettingsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-8 sm:py-8">
      <h1 className="mb-6 text-2xl font-bold text-gray-900">Settings</h1>
      <SettingsIndexScreen />
    </div>
  );
}
