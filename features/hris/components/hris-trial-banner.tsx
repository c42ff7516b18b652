"use client";

import { Sparkles, X } from "lucide-react";
import { track } from "@/lib/analytics";
import { useTrialBannerDismissal } from "../hooks/use-trial-banner-dismissal";
import { HRIS_TEXTS } from "../lib/hris-texts";

type HrisTrialBannerProps = {
  /** The switcher's HRIS choice: the same access check, modals and handoff. */
  onTry: () => void;
  busy: boolean;
};

/** The HRIS trial banner (flag hris-trial-banner): what HRIS offers, a way in, and a close button that is remembered. */
export function HrisTrialBanner({ onTry, busy }: HrisTrialBannerProps) {
  const { dismissed, dismiss } = useTrialBannerDismissal();
  if (dismissed) return null;
  return (
    <section
      aria-label={HRIS_TEXTS.bannerTitle}
      className="mx-4 mt-4 flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-3 text-sm sm:mx-8 sm:items-center"
    >
      <Sparkles className="mt-0.5 size-5 shrink-0 text-brand-700 sm:mt-0" aria-hidden />
      <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-3">
        <p className="text-gray-800">
          <strong className="font-semibold text-gray-900">{HRIS_TEXTS.bannerTitle}</strong>{" "}
          <span className="text-gray-700">{HRIS_TEXTS.bannerText}</span>
        </p>
        <button
          type="button"
          onClick={() => {
            track("ed_hris_trial_banner_clicked", {});
            onTry();
          }}
          aria-disabled={busy || undefined}
          className="mt-1 inline-block font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 sm:mt-0 sm:shrink-0"
        >
          {HRIS_TEXTS.bannerAction}
        </button>
      </div>
      <button
        type="button"
        onClick={() => {
          track("ed_hris_trial_banner_dismissed", {});
          dismiss();
        }}
        aria-label={HRIS_TEXTS.bannerDismiss}
        className="-m-1 rounded-md p-1 text-gray-500 hover:bg-brand-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X className="size-4" aria-hidden />
      </button>
    </section>
  );
}
