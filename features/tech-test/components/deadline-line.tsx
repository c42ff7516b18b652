"use client";

import { Clock } from "lucide-react";
import { cn } from "@/lib/cn";
import { useNow, useTimeZoneLabel } from "../hooks/use-now";
import { formatDeadline, timeLeft } from "../lib/tech-test-time";

/** One deadline in plain words with its time zone, and how long is left (in the browser). */
export function DeadlineLine({ label, at, emphasis = false }: { label: string; at: string; emphasis?: boolean }) {
  const now = useNow();
  const zone = useTimeZoneLabel();
  const left = now ? timeLeft(at, now) : null;
  return (
    <div className={cn("flex gap-2.5 rounded-lg px-3 py-2.5 text-sm", emphasis ? "bg-brand-50 text-gray-900" : "bg-gray-50 text-gray-700")}>
      <Clock className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden />
      <p>
        <span className="font-medium">{label}</span> <time dateTime={at}>{formatDeadline(at, zone)}</time>
        {left ? <span className="text-gray-600"> ({left})</span> : null}
      </p>
    </div>
  );
}
