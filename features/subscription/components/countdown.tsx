"use client";

import { useSyncExternalStore } from "react";

function subscribeToSeconds(onTick: () => void): () => void {
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
}
const nowInSeconds = () => Math.floor(Date.now() / 1000);
// The server does not know the visitor's clock: the countdown appears once the page is live.
const noClockOnServer = () => null;

const pad = (value: number) => String(value).padStart(2, "0");

/** "02:59:41" until `until`, ticking each second; "0 left" once it has passed. */
export function Countdown({ until }: { until: string }) {
  const now = useSyncExternalStore(subscribeToSeconds, nowInSeconds, noClockOnServer);
  if (now === null) return null;
  const left = Math.max(0, Math.floor(Date.parse(until) / 1000) - now);
  if (left === 0) return <span>Time is up</span>;
  const days = Math.floor(left / 86_400);
  const clock = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return (
    <span className="tabular-nums" role="timer">
      {days > 0 ? `${days}d ` : ""}
      {clock} left
    </span>
  );
}
