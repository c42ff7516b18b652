"use client";

import { Rocket } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { preloadDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { formatRupiah } from "@/lib/format/currency";
import { formatDate } from "@/lib/format/date";
import type { BoostPack } from "@/server/modules/checkout/checkout-schemas";
import type { BoostableJob, BoostBalance } from "@/server/modules/job-boosts/job-boosts-schemas";
import { useJobBoosts } from "../api/get-job-boosts";
import { BoostJobDialog } from "./boost-job-dialog";
import { BoostList } from "./boost-list";

function BalanceCard({ balance }: { balance: BoostBalance }) {
  if (!balance.planRunning) {
    return (
      <section aria-label="Boost balance" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        Your company has no running plan, so no boosts can be used{balance.purchased > 0 ? ` (${balance.purchased} bought ${balance.purchased === 1 ? "boost waits" : "boosts wait"} for one)` : ""}.{" "}
        <Link href="/settings/subscription" className="font-medium underline">
          See the plans
        </Link>
      </section>
    );
  }
  return (
    <section aria-label="Boost balance" className="flex flex-col gap-1 rounded-xl border border-gray-200 bg-white p-4">
      <p className="text-2xl font-bold text-gray-900">
        {balance.remaining} of {balance.quota} {balance.quota === 1 ? "boost" : "boosts"} left
      </p>
      <p className="text-sm text-gray-600">
        Your {balance.planName} plan includes {balance.quota} a month; {balance.used} used since {formatDate(balance.monthStartsAt!)}. The next month starts{" "}
        {formatDate(balance.monthEndsAt!)}.
      </p>
      {balance.purchased > 0 ? (
        <p className="text-sm font-medium text-gray-900">
          Plus {balance.purchased} bought {balance.purchased === 1 ? "boost" : "boosts"}, used once the month&apos;s are gone. Bought boosts do not lapse.
        </p>
      ) : null}
    </section>
  );
}

/** The packs on sale; the admin buys one at checkout, the others see who can. */
function BuyBoosts({ packs, canBuy }: { packs: BoostPack[]; canBuy: boolean }) {
  if (packs.length === 0) return null;
  return (
    <section aria-labelledby="buy-boosts" className="flex flex-col gap-3">
      <h2 id="buy-boosts" className="text-lg font-semibold text-gray-900">
        Buy boosts
      </h2>
      <p className="text-sm text-gray-600">
        {canBuy ? "Boosts bought are used once the month's are gone, and do not lapse." : "Only your company's Admin can buy boosts."}
      </p>
      <ul aria-label="Boost packs" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {packs.map((pack) => (
          <li key={pack.code} className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4">
            <p className="font-semibold text-gray-900">{pack.name}</p>
            <p className="text-lg font-bold tabular-nums text-gray-900">{formatRupiah(pack.priceIdr)}</p>
            <p className="text-xs text-gray-600">{formatRupiah(Math.round(pack.priceIdr / pack.boosts))} a boost, before PPN</p>
            {canBuy ? (
              <Link
                href={`/checkout?${new URLSearchParams({ boostPack: pack.code }).toString()}`}
                className={buttonClassName({ variant: "secondary", size: "sm", className: "mt-auto" })}
                aria-label={`Buy ${pack.name}`}
              >
                Buy
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function JobRow({ job, canBoost, onBoost }: { job: BoostableJob; canBoost: boolean; onBoost: () => void }) {
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-gray-900">{job.role}</p>
        <p className="text-sm text-gray-600">
          {job.activeBoostEndsAt ? `Promoted until ${formatDate(job.activeBoostEndsAt)}` : job.publishedAt ? `Published ${formatDate(job.publishedAt)}` : "Published"}
        </p>
      </div>
      {job.activeBoostEndsAt ? null : (
        <Button variant="secondary" size="sm" disabled={!canBoost} onClick={onBoost} onPointerEnter={preloadDialog} onFocus={preloadDialog} aria-label={`Boost ${job.role}`}>
          Boost
        </Button>
      )}
    </li>
  );
}

/** Settings, Boost Job (spec 2.3): the month's boost balance, the published jobs to boost, running and past boosts. */
export function JobBoostSettings({ companyId, canBuy }: { companyId: string; canBuy: boolean }) {
  const overview = useJobBoosts(companyId);
  const [boosting, setBoosting] = useState<BoostableJob | null>(null);
  if (overview.isPending) return <Spinner label="Loading boosts..." />;
  if (overview.isError) return <FormErrorAlert error={overview.error} />;
  const { balance, packs, jobs, active, past } = overview.data;
  const canBoost = balance.planRunning && balance.remaining + balance.purchased > 0;

  return (
    <div className="flex flex-col gap-8">
      <BalanceCard balance={balance} />

      <section aria-labelledby="boost-jobs" className="flex flex-col gap-3">
        <h2 id="boost-jobs" className="text-lg font-semibold text-gray-900">
          Published jobs
        </h2>
        {balance.planRunning && !canBoost && jobs.length > 0 ? (
          <p className="text-sm text-gray-600">You have used this month&apos;s boosts. More come with the next plan month, or buy a boost pack below.</p>
        ) : null}
        {jobs.length === 0 ? (
          <EmptyState
            icon={Rocket}
            title="No published jobs to boost"
            action={
              <Link href="/job-post" className="text-sm font-medium text-brand-700 hover:underline">
                Go to Job Post
              </Link>
            }
          >
            Publish a job first; a boost lists it at the top of your careers page.
          </EmptyState>
        ) : (
          <ul aria-label="Published jobs" className="flex flex-col divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {jobs.map((job) => (
              <JobRow key={job.id} job={job} canBoost={canBoost} onBoost={() => setBoosting(job)} />
            ))}
          </ul>
        )}
      </section>

      <BuyBoosts packs={packs} canBuy={canBuy} />

      <section aria-labelledby="boosts-active" className="flex flex-col gap-3">
        <h2 id="boosts-active" className="text-lg font-semibold text-gray-900">
          Active boosts
        </h2>
        <BoostList label="Active boosts" boosts={active} empty="No job is boosted right now." />
      </section>

      <section aria-labelledby="boosts-past" className="flex flex-col gap-3">
        <h2 id="boosts-past" className="text-lg font-semibold text-gray-900">
          Past boosts
        </h2>
        <BoostList label="Past boosts" boosts={past} empty="No boost has ended yet." />
      </section>

      {boosting ? <BoostJobDialog companyId={companyId} job={boosting} open onOpenChange={(open) => !open && setBoosting(null)} /> : null}
    </div>
  );
}
