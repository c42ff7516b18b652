"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AnalyticsStats } from "@/server/modules/analytics/analytics-schemas";

/**
 * Applicants per bucket as bars (recharts; loaded only on this page). Its accessibility layer lets
 * the keyboard walk the bars with the arrow keys, each showing its tooltip.
 */
export function ApplicantsChart({ points, labelOf, title }: { points: AnalyticsStats["applicantsOverTime"]; labelOf: (start: string) => string; title: string }) {
  const data = points.map((point) => ({ label: labelOf(point.start), applicants: point.applicants }));
  return (
    <div className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer title={title} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#e5e7eb" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: "#4b5563", fontSize: 12 }} tickLine={false} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fill: "#4b5563", fontSize: 12 }} tickLine={false} axisLine={false} />
          <Tooltip cursor={{ fill: "#f4f1fe" }} />
          <Bar dataKey="applicants" name="Applicants" fill="#6938ef" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
