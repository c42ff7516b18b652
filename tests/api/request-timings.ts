export type RequestTimings = { count: number; p50: number; p99: number; max: number; workMs: number };

/** Nearest-rank percentile (0 < share <= 1) of ascending values. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

/**
 * Sends the requests in turn, a short pause before each, until `work` settles, and times each one
 * from the moment it was due (the end of its pause), not from when it could start: while something
 * blocks the event loop the pause's timer fires late, and that wait is what a client would see.
 * Rethrows the work's error.
 */
export async function timeRequestsWhile(work: Promise<unknown>, requests: readonly (() => Promise<unknown>)[], pauseMs = 10): Promise<RequestTimings> {
  const started = performance.now();
  let workMs = 0;
  let failure: { error: unknown } | undefined;
  let settled = false;
  const watched = work.then(
    () => undefined,
    (error: unknown) => void (failure = { error }),
  ).finally(() => {
    settled = true;
    workMs = performance.now() - started;
  });
  const samples: number[] = [];
  for (let index = 0; samples.length === 0 || !settled; index += 1) {
    const due = performance.now() + pauseMs;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    await requests[index % requests.length]!();
    samples.push(performance.now() - due);
  }
  await watched;
  if (failure) throw failure.error;
  samples.sort((left, right) => left - right);
  return { count: samples.length, p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), max: samples.at(-1)!, workMs };
}
