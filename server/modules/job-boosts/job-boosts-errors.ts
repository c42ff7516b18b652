import { ApiError, conflict, notFound } from "@/server/api/errors";
import { JOB_BOOST_ERROR_CODES } from "./job-boosts-contract";
import type { BoostBalance } from "./job-boosts-schemas";

/** While the flag is off for the company, the boost endpoints do not exist for it. */
export const boostsDisabled = () => notFound("Job boosts are not enabled for this company", JOB_BOOST_ERROR_CODES.featureDisabled);
export const boostNeedsPublishedJob = () => conflict("Only a published job can be boosted. Publish the job first", JOB_BOOST_ERROR_CODES.jobNotPublished);
export const alreadyBoosted = (endsAt: Date) =>
  conflict(`This job is already boosted until ${endsAt.toISOString().slice(0, 10)}`, JOB_BOOST_ERROR_CODES.alreadyBoosted);
/** A concurrent request boosted the job between the check and the write. */
export const boostedMeanwhile = () => conflict("This job is already boosted", JOB_BOOST_ERROR_CODES.alreadyBoosted);

/** The month's boosts are used and no pack is left; carries the balance, for the upgrade prompt. */
export const boostQuotaReached = (balance: Pick<BoostBalance, "quota" | "used" | "planName" | "monthEndsAt">) =>
  new ApiError(
    403,
    JOB_BOOST_ERROR_CODES.quotaReached,
    `Your ${balance.planName ?? ""} plan includes ${balance.quota} job ${balance.quota === 1 ? "boost" : "boosts"} a month and ${balance.used} ${balance.used === 1 ? "is" : "are"} used. ` +
      `More boosts come with the next plan month${balance.monthEndsAt ? ` on ${balance.monthEndsAt.slice(0, 10)}` : ""}; buy a boost pack, or upgrade your plan on the Subscription page`,
    [],
    {},
    { quota: balance.quota, used: balance.used, planName: balance.planName, monthEndsAt: balance.monthEndsAt },
  );
