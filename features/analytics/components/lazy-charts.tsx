"use client";

import dynamic from "next/dynamic";
import { ChartPlaceholder } from "./chart-view-toggle";

// recharts is the heaviest code of the page and only draws in the browser: it loads after the
// first HTML (which already holds every number as text) and no other route carries it.
export const LazyApplicantsChart = dynamic(() => import("./charts/applicants-chart").then((module) => module.ApplicantsChart), {
  ssr: false,
  loading: () => <ChartPlaceholder />,
});

export const LazyFunnelChart = dynamic(() => import("./charts/funnel-chart").then((module) => module.FunnelChart), {
  ssr: false,
  loading: () => <ChartPlaceholder />,
});
