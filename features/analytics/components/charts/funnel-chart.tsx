"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AnalyticsStats } from "@/server/modules/analytics/analytics-schemas";

/** The funnel as horizontal bars, one per stage (recharts; loaded only on this page). */
export function FunnelChart({ stages, title }: { stages: AnalyticsStats["funnel"]["stages"]; title: string }) {
  const data = stages.map((stage) => ({ name: stage.name, reached: stage.reached }));
  return (
    <div className="w-full" style={{ height: Math.max(160, data.length * 44) }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" accessibilityLayer title={title} margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#e5e7eb" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fill: "#4b5563", fontSize: 12 }} tickLine={false} />
          <YAxis type="category" dataKey="name" width={120} tick={{ fill: "#374151", fontSize: 12 }} tickLine={false} axisLine={false} />
          <Tooltip cursor={{ fill: "#f4f1fe" }} />
          <Bar dataKey="reached" name="Reached" fill="#5925dc" radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
