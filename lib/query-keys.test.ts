// @vitest-environment node
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { jobRootKeys } from "./query-keys";

const KEY_RULE_MESSAGE = /Build query keys with a key factory/;

describe("jobRootKeys", () => {
  it("puts every job query under one root, so a single invalidation refreshes lists, jobs and the quota", () => {
    expect(jobRootKeys.all).toEqual(["jobs"]);
    for (const key of [jobRootKeys.lists(), jobRootKeys.firstPage({ status: ["published"] }), jobRootKeys.detail("job-1"), jobRootKeys.quota()]) {
      expect(key.slice(0, 1)).toEqual(jobRootKeys.all);
    }
    expect(jobRootKeys.detail("job-1")).toEqual(["jobs", "detail", "job-1"]);
  });
});

// The lint rule of eslint.config.mjs that keeps query keys in the key factories.
describe("the query key lint rule", () => {
  // The project's config as `npx eslint` loads it; import/no-cycle is off here because it needs the
  // linted file on disk, and these snippets have none.
  const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, ".."), overrideConfig: { rules: { "import/no-cycle": "off" } } });
  const messagesOf = async (code: string, filePath: string) => {
    const results = await eslint.lintText(code, { filePath });
    return results.flatMap((result) => result.messages).map((message) => ({ ruleId: message.ruleId, message: message.message, line: message.line }));
  };

  it("rejects a literal array as a query key in a feature", { timeout: 60_000 }, async () => {
    const code = [
      'import { useQuery, useQueryClient } from "@tanstack/react-query";',
      "export function useThing() {",
      "  const queryClient = useQueryClient();",
      '  void queryClient.invalidateQueries({ queryKey: ["jobs"] });',
      '  return useQuery({ queryKey: ["jobs", "detail", "job-1"] as const, queryFn: () => 1 });',
      "}",
      "",
    ].join("\n");
    const messages = await messagesOf(code, "features/pipeline/api/x.ts");
    expect(messages).toEqual([
      { ruleId: "no-restricted-syntax", message: expect.stringMatching(KEY_RULE_MESSAGE), line: 4 },
      { ruleId: "no-restricted-syntax", message: expect.stringMatching(KEY_RULE_MESSAGE), line: 5 },
    ]);
  });

  it("accepts keys built by the factories", { timeout: 60_000 }, async () => {
    const code = [
      'import { useQuery, useQueryClient } from "@tanstack/react-query";',
      'import { jobRootKeys } from "@/lib/query-keys";',
      'import { pipelineKeys } from "./pipeline-keys";',
      "export function useThing(jobId: string) {",
      "  const queryClient = useQueryClient();",
      "  void queryClient.invalidateQueries({ queryKey: jobRootKeys.all });",
      "  return useQuery({ queryKey: pipelineKeys.exports(jobId), queryFn: () => 1 });",
      "}",
      "",
    ].join("\n");
    expect(await messagesOf(code, "features/pipeline/api/x.ts")).toEqual([]);
  });

  it("lets the key factories write keys out, and keeps the other restricted syntax there", { timeout: 60_000 }, async () => {
    const keys = 'export const thingKeys = { all: ["thing"] as const, one: (id: string) => ["thing", id] as const };\nexport const q = { queryKey: ["thing"] };\n';
    expect(await messagesOf(keys, "features/pipeline/api/thing-keys.ts")).toEqual([]);
    expect(await messagesOf(keys, "lib/query-keys.ts")).toEqual([]);
    const barrel = await messagesOf('export * from "./pipeline-keys";\n', "features/pipeline/api/thing-keys.ts");
    expect(barrel).toEqual([{ ruleId: "no-restricted-syntax", message: expect.stringMatching(/No barrel files/), line: 1 }]);
  });
});
