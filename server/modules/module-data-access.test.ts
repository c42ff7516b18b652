import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The data-access and module-boundary rules of eslint.config.mjs: in every module only *-queries.ts
// touches the ORM, the tables and raw SQL, and another module is reached through its public files
// (service, contract, schemas, errors, *-http middleware), never its queries or other internals.
// These lint snippets as the project's config lints them.
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

describe("the data-access and module-boundary lint rules", () => {
  it("refuses the ORM, the tables, raw SQL and another module's queries in a module's service", { timeout: 120_000 }, async () => {
    expect(await restrictedLines(service, "server/modules/help-center/help-center-service.ts")).toEqual([1, 2, 3, 4]);
  });

  it("lets the module's queries file use the ORM, the tables and raw SQL (not another module's queries), and takes types alone anywhere", { timeout: 60_000 }, async () => {
    expect(await restrictedLines(service, "server/modules/help-center/help-center-queries.ts")).toEqual([4]);
    const typesOnly = 'import type { SQL } from "drizzle-orm";\nimport type { Executor } from "@/server/db/client";\nexport type Used = SQL | Executor;\n';
    expect(await restrictedLines(typesOnly, "server/modules/analytics/analytics-scope.ts")).toEqual([]);
  });

  it("keeps a module to other modules' public files, in its services and its queries files alike", { timeout: 60_000 }, async () => {
    const reaches = [
      'import { sendRaw } from "@/server/modules/mail/mail-transport";',
      'import { jobIdsOf } from "@/server/modules/jobs/job-access";',
      'import { findMember } from "@/server/modules/team/members-queries";',
      'import type { SortDirection } from "../pipeline/pipeline-store";',
      'import { SORT } from "../pipeline/pipeline-internals";',
      'import { queueEmail } from "@/server/modules/mail/outbox-service";',
      'import { JOB_STATUS } from "@/server/modules/jobs/jobs-contract";',
      'import { jobSchema } from "@/server/modules/jobs/jobs-schemas";',
      'import { jobNotFound } from "@/server/modules/jobs/jobs-errors";',
      'import { requireSession } from "@/server/modules/auth/auth-http";',
      'import { ownHelper } from "@/server/modules/help-center/help-center-rules";',
      "export const used = [sendRaw, jobIdsOf, findMember, SORT, queueEmail, JOB_STATUS, jobSchema, jobNotFound, requireSession, ownHelper];",
      "export type Used = SortDirection;",
      "",
    ].join("\n");
    expect(await restrictedLines(reaches, "server/modules/help-center/help-center-service.ts")).toEqual([1, 2, 3, 5]);
    expect(await restrictedLines(reaches, "server/modules/help-center/help-center-queries.ts")).toEqual([1, 2, 3, 5]);
  });

  it("lets a queries or SQL file compose another module's *-sql.ts, and keeps services off it", { timeout: 60_000 }, async () => {
    const composes = 'import { isOpenJob } from "@/server/modules/careers/careers-sql";\nexport const used = [isOpenJob];\n';
    expect(await restrictedLines(composes, "server/modules/talents/talent-lists-queries.ts")).toEqual([]);
    expect(await restrictedLines(composes, "server/modules/talents/talent-lists-sql.ts")).toEqual([]);
    expect(await restrictedLines(composes, "server/modules/talents/talent-lists-service.ts")).toEqual([1]);
  });
});
