import type { Executor } from "@/server/db/client";
import { getEffectiveFlags } from "@/server/modules/feature-flags/feature-flags-service";
import { AI_ANALYZER_FLAG } from "./ai-analyzer-contract";
import { analyzerDisabled } from "./ai-analyzer-errors";

/** Whether the company sees the AI candidate analyzer (its override, else the flag's default). */
export async function isAnalyzerEnabled(db: Executor, companyId: string): Promise<boolean> {
  return (await getEffectiveFlags(db, companyId)).flags[AI_ANALYZER_FLAG];
}

/** 404 FEATURE_DISABLED while the flag is off for the caller's company: the endpoints do not exist for it. */
export async function assertAnalyzerEnabled(db: Executor, companyId: string): Promise<void> {
  if (!(await isAnalyzerEnabled(db, companyId))) {
    throw analyzerDisabled();
  }
}
