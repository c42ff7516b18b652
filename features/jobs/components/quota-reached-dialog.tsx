"use client";

import Link from "next/link";
import { Button, buttonClassName } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import type { ApiClientError } from "@/lib/api-error";
import { safeRedirectPath } from "@/lib/routes";

const FALLBACK_UPGRADE_PATH = "/subscription";

type QuotaFacts = { quota: number | null; used: number | null; planName: string | null; onTrial: boolean; upgradeUrl: string };

/** Reads the JOB_QUOTA_REACHED error's data defensively: any member may be missing. */
function quotaFactsOf(error: ApiClientError | null): QuotaFacts {
  const data = error?.data ?? {};
  const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
  const url = typeof data.upgradeUrl === "string" ? data.upgradeUrl : "";
  return {
    quota: number(data.quota),
    used: number(data.used),
    planName: typeof data.planName === "string" && data.planName ? data.planName : null,
    onTrial: data.onTrial === true,
    // Only a same-site path or an http(s) address: the link must never run script.
    upgradeUrl: safeRedirectPath(url) ?? (/^https?:\/\//i.test(url) ? url : FALLBACK_UPGRADE_PATH),
  };
}

/** Shown when publishing or creating a job answers JOB_QUOTA_REACHED: the plan holds no more job posts. */
export function QuotaReachedDialog({
  open,
  onOpenChange,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  error: ApiClientError | null;
}) {
  const facts = quotaFactsOf(error);
  const plan = facts.planName ? `${facts.planName}${facts.onTrial ? " (trial)" : ""}` : facts.onTrial ? "your trial" : "your plan";
  const usage = facts.quota !== null && facts.used !== null ? `${facts.used} of ${facts.quota} job posts used on ${plan}.` : null;
  const external = /^https?:\/\//i.test(facts.upgradeUrl);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Job post quota reached" description={error?.message || "Your plan's job post quota has been reached."} size="sm">
        <p className="text-sm text-gray-700">
          {usage ? `${usage} ` : null}
          Upgrade your plan to publish more job posts.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          {external ? (
            <a href={facts.upgradeUrl} className={buttonClassName()}>
              Upgrade plan
            </a>
          ) : (
            <Link href={facts.upgradeUrl} className={buttonClassName()} onClick={() => onOpenChange(false)}>
              Upgrade plan
            </Link>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
