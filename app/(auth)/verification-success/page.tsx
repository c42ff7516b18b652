import { CircleCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { AUTH_PATHS } from "@/features/auth/auth-paths";

export const metadata: Metadata = { title: "Email verified" };

export default function VerificationSuccessPage() {
  return (
    <div className="flex flex-col items-center text-center">
      <CircleCheck className="size-14 text-green-600" aria-hidden />
      <h1 className="mt-4 text-2xl font-semibold text-gray-900">Your email is verified</h1>
      <p className="mt-2 text-sm text-gray-600">Next, tell us about you and your company so you can start hiring.</p>
      <Link className={buttonClassName({ size: "lg", className: "mt-6 w-full" })} href={AUTH_PATHS.onboarding}>Continue</Link>
    </div>
  );
}
