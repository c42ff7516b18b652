import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The data-access rule of eslint.config.mjs (queriesOnlyModules): in a converged module only
// *-queries.ts touches the ORM, the tables and raw SQL, and other modules' data comes through their
// services. These lint snippets as the project's config lints them.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../.."), overrideConfig: { rules: { "import/no-cycle": "off" } } });
const RULE = "@typescript-eslint/no-restricted-imports";

async function restrictedLines(code: string, filePath: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.line);
}

const service = [
  'import { eq } from "drizzle-orm";',
  'import { helpCenterFeedback } from "@/server/db/schema/help-center-feedback";',
  'import { executeRows, type Executor } from "@/server/db/client";',
  'import { stepCounts } from "@/server/modules/jobs/jobs-queries";',
  'import type { SQL } from "drizzle-orm";',
  'import { findFeedback } from "./help-center-queries";',
  'import { currentSubscription } from "@/server/modules/subscriptions/subscriptions-service";',
  "export const used = [eq, helpCenterFeedback, executeRows, stepCounts, findFeedback, currentSubscription];",
  "export type Used = SQL | Executor;",
  "",
].join("\n");

describe("the data-access lint rule", () => {
  it("refuses the ORM, the tables, raw SQL and another module's queries in a converged module's service", { timeout: 120_000 }, async () => {
    expect(await restrictedLines(service, "server/modules/help-center/help-center-service.ts")).toEqual([1, 2, 3, 4]);
  });

  it("lets the module's queries file use them, and takes types alone anywhere", { timeout: 60_000 }, async () => {
    expect(await restrictedLines(service, "server/modules/help-center/help-center-queries.ts")).toEqual([]);
    const typesOnly = 'import type { SQL } from "drizzle-orm";\nimport type { Executor } from "@/server/db/client";\nexport type Used = SQL | Executor;\n';
    expect(await restrictedLines(typesOnly, "server/modules/analytics/analytics-scope.ts")).toEqual([]);
  });
});
