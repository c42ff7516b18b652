import pino from "pino";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { backgroundJobs } from "@/server/db/schema/background-jobs";
import { trackedEvents } from "@/server/db/schema/tracked-events";
import { demoIds } from "@/server/db/seed/demo-ids";
import type { QueuedJob } from "@/server/jobs/queue";
import { DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { FORWARD_EVENT_JOB, trackEvent } from "./event-tracking-service";
import { createForwardEventJob } from "./forward-event-job";

const ctx = useTestApp();
const log = pino({ level: "silent" });

describe("POST /v1/job-portal/mixpanel/track", () => {
  it("needs a session", async () => {
    const response = await requestJson(ctx.app, "POST", "/api/v1/job-portal/mixpanel/track", { body: { eventName: "ed_x", eventData: {} } });
    expect(response.status).toBe(401);
  });

  it("stores the event with the caller's user and company, and queues nothing without a Mixpanel token", async () => {
    const token = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    const response = await requestJson(ctx.app, "POST", "/api/v1/job-portal/mixpanel/track", {
      token,
      body: { eventName: "ed_job_post_opened", eventData: { jobId: "j-1", count: 2 } },
    });
    expect(response.status).toBe(200);
    expect(response.body.result.forwarded).toBe(false);
    const [event] = await ctx.database.db.select().from(trackedEvents).where(eq(trackedEvents.id, response.body.result.id));
    expect(event).toMatchObject({
      eventName: "ed_job_post_opened",
      eventData: { jobId: "j-1", count: 2 },
      userId: demoIds.demoOwner,
      companyId: demoIds.demoCompany,
      forwardedAt: null,
    });
    const jobs = await ctx.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.type, FORWARD_EVENT_JOB));
    expect(jobs).toHaveLength(0);
  });

  it("refuses names without the ed_ prefix and oversized data", async () => {
    const token = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    const badName = await requestJson(ctx.app, "POST", "/api/v1/job-portal/mixpanel/track", { token, body: { eventName: "signup", eventData: {} } });
    expect(badName.status).toBe(422);
    expect(badName.body.data.errors[0].field).toBe("eventName");
    const big = await requestJson(ctx.app, "POST", "/api/v1/job-portal/mixpanel/track", {
      token,
      body: { eventName: "ed_big", eventData: { blob: "x".repeat(9000) } },
    });
    expect(big.status).toBe(422);
  });
});

describe("forwarding to Mixpanel", () => {
  it("queues one job per event when forwarding is on", async () => {
    const { id } = await trackEvent(ctx.database.db, { eventName: "ed_forwarded", eventData: {} }, {
      userId: demoIds.demoOwner,
      companyId: demoIds.demoCompany,
      forward: true,
    });
    const jobs = await ctx.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.dedupeKey, `mixpanel:${id}`));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.payload).toEqual({ eventId: id });
  });

  it("posts the event to Mixpanel once and marks it forwarded", async () => {
    const { id } = await trackEvent(ctx.database.db, { eventName: "ed_sent", eventData: { plan: "growth" } }, {
      userId: demoIds.demoOwner,
      companyId: demoIds.demoCompany,
      forward: true,
    });
    const fetch = vi.fn(async () => new Response("1", { status: 200 }));
    const job = createForwardEventJob({ token: () => "mixpanel-project-token", fetch, url: "https://mixpanel.test/track" });
    const run = () => job({ eventId: id }, { db: ctx.database.db, log, job: {} as QueuedJob, isLastAttempt: false });

    await run();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://mixpanel.test/track");
    const [sent] = JSON.parse(String(init.body));
    expect(sent).toMatchObject({
      event: "ed_sent",
      properties: { plan: "growth", token: "mixpanel-project-token", distinct_id: demoIds.demoOwner, company_id: demoIds.demoCompany },
    });
    expect(sent.properties.$insert_id).toBe(id.replaceAll("-", ""));
    const [event] = await ctx.database.db.select().from(trackedEvents).where(eq(trackedEvents.id, id));
    expect(event?.forwardedAt).toBeInstanceOf(Date);

    // A retry after a crash does not send it again.
    await run();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("fails (to be retried) when Mixpanel refuses, and does nothing at all without a token", async () => {
    const { id } = await trackEvent(ctx.database.db, { eventName: "ed_refused", eventData: {} }, {
      userId: demoIds.demoOwner,
      companyId: null,
      forward: true,
    });
    const context = { db: ctx.database.db, log, job: {} as QueuedJob, isLastAttempt: false };
    const refusing = createForwardEventJob({ token: () => "t", fetch: vi.fn(async () => new Response("0", { status: 200 })) });
    await expect(refusing({ eventId: id }, context)).rejects.toThrow(/refused/);

    const neverCalled = vi.fn();
    await createForwardEventJob({ token: () => undefined, fetch: neverCalled })({ eventId: id }, context);
    expect(neverCalled).not.toHaveBeenCalled();
  });
});
