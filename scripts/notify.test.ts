import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { notifications } from "@/server/db/schema/notifications";
import { demoIds } from "@/server/db/seed/demo-ids";
import { runCommandForTest, useServedTestApp } from "@/tests/api/served-app";
import { notificationRequest, notifyCommand } from "./notify";

const OPERATOR_TOKEN = vi.hoisted(() => {
  const token = "operator-token-for-notify-cli-tests-7";
  process.env.OPERATOR_TOKEN = token;
  return token;
});

const ctx = useServedTestApp();

const run = (argv: string[], env: Record<string, string | undefined> = { APP_URL: ctx.appUrl, OPERATOR_TOKEN }) => runCommandForTest(notifyCommand, argv, env);

describe("npm run notify", () => {
  it("builds the operator request from the command line", () => {
    expect(notificationRequest(["jobInterviewReminderReceived", "--company", "c1", "--job", "j1", "--param", "date=24 Nov 2026, 10:00", "--param", "days=2", "--count", "3"])).toEqual({
      type: "jobInterviewReminderReceived",
      companyId: "c1",
      jobId: "j1",
      params: { date: "24 Nov 2026, 10:00", days: 2 },
      count: 3,
    });
  });

  it("raises a notification through the running app's operator API", async () => {
    const result = await run(["awardedAsBestCompany", "--company", demoIds.demoCompany, "--param", "award=2026", "--count", "2"]);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toBe(`awardedAsBestCompany: 2 notifications written for 1 recipient (${demoIds.demoOwner}).`);
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, demoIds.demoOwner), eq(notifications.type, "awardedAsBestCompany")));
    expect(rows).toHaveLength(2);
  });

  it("explains mistakes: unknown type, missing company, the app's refusals, a wrong token", async () => {
    expect((await run(["gossip", "--company", demoIds.demoCompany])).code).toBe(2);
    expect((await run(["awardedAsBestCompany"])).err).toContain("--company");
    const refused = await run(["awardedAsBestCompany", "--company", "not-an-id"]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("companyId");
    const wrongToken = await run(["awardedAsBestCompany", "--company", demoIds.demoCompany], { APP_URL: ctx.appUrl, OPERATOR_TOKEN: "wrong-token-0000000000" });
    expect(wrongToken.err).toContain("refused the operator token");
    expect((await run(["types"])).out.split("\n")).toHaveLength(19);
  });
});
