import type { Metadata } from "next";
import { HeaderBack } from "@/components/layout/header-back";
import { PasswordScreen } from "./_components/password-screen";

export const metadata: Metadata = { title: "Password" };

export default function PasswordPage() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-8 sm:py-8">
      <HeaderBack label="Back to Settings" href="/settings" />
      <h1 className="mb-6 text-2xl font-bold text-gray-900">Password</h1>
      <div className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
        <PasswordScreen />
      </div>
    </div>
  );
}
