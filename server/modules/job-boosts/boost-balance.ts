import { PLAN_MONTH_DAYS } from "./job-boosts-contract";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The plan month holding `now`: 30-day windows from the period's start (plans are sold in days,
 * so a calendar month would not line up with a period), the last one cut at the period's end.
 * Null when `now` is outside the period.
 */
export function planMonthAt(period: { startsAt: Date; endsAt: Date }, now: Date): { startsAt: Date; endsAt: Date } | null {
  const since = now.getTime() - period.startsAt.getTime();
  if (since < 0 || now.getTime() >= period.endsAt.getTime()) return null;
  const monthMs = PLAN_MONTH_DAYS * DAY_MS;
  const start = period.startsAt.getTime() + Math.floor(since / monthMs) * monthMs;
  return { startsAt: new Date(start), endsAt: new Date(Math.min(start + monthMs, period.endsAt.getTime())) };
}

/** What is left of the month's quota; never below zero (a plan lowered mid-month leaves none). */
export function remainingBoosts(quota: number, used: number): number {
  return Math.max(0, quota - used);
}

export function boostEndsAt(startsAt: Date, durationDays: number): Date {
  return new Date(startsAt.getTime() + durationDays * DAY_MS);
}
