"use client";

import { useJobQuota } from "../api/get-job-quota";

/** "2 of 3 job posts used on Starter" beside the create button; nothing while unknown. */
export function JobQuotaUsage() {
  const quota = useJobQuota();
  if (!quota.data) return null;
  const { used, quota: limit, planName, onTrial } = quota.data;
  const plan = onTrial ? `${planName} (trial)` : planName;
  const text = limit === null ? `${used} job posts used on ${plan} (unlimited)` : `${used} of ${limit} job posts used on ${plan}`;
  return (
    <p className="text-sm text-gray-600" data-testid="job-quota-usage">
      {text}
    </p>
  );
}
