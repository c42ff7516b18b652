import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { helpCenterFeedback } from "@/server/db/schema/help-center-feedback";
import { demoIds } from "@/server/db/seed/demo-ids";
import { createLocalDiskStorage } from "@/server/storage/local-disk-storage";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { samplePdf, samplePng, sampleWebp } from "@/tests/storage/sample-files";
import { FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_RATE_LIMIT } from "./help-center-contract";
import { submitFeedback } from "./help-center-service";

const env = vi.hoisted(() => {
  const values = { OPERATOR_TOKEN: "help-center-operator-token-0123456789", SUPPORT_EMAIL: "help@portal-support.test" };
  Object.assign(process.env, values);
  return values;
});

const ctx = useTestApp();
const uploads = mkdtempSync(path.join(tmpdir(), "hp-help-center-"));
// The process's storage (server/storage/storage.ts) is created once on globalThis; point it at a temporary folder.
(globalThis as { __hiringFileStorage?: unknown }).__hiringFileStorage = createLocalDiskStorage(uploads);

let owner: string;
let member: string;
let otherOwner: string;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
});
afterAll(() => rmSync(uploads, { recursive: true, force: true }));
// Each test starts with no feedback, so the rate limit of one never reaches another.
beforeEach(async () => {
  await ctx.database.db.delete(helpCenterFeedback);
});

type Fields = { category?: string | string[]; message?: string; screenshot?: { data: Buffer; name: string; type?: string } };

async function send(token: string | null, fields: Fields) {
  const form = new FormData();
  // A repeated field (two categories) arrives as a list.
  for (const category of [fields.category ?? []].flat()) form.append("category", category);
  if (fields.message !== undefined) form.append("message", fields.message);
  if (fields.screenshot) {
    form.append("screenshot", new File([new Uint8Array(fields.screenshot.data)], fields.screenshot.name, { type: fields.screenshot.type ?? "image/png" }));
  }
  const response = await ctx.app.request("/api/v1/job-portal/help-center/feedback", {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any, headers: response.headers };
}

const feedbackRows = () => ctx.database.db.select().from(helpCenterFeedback);
const supportMails = () => ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, env.SUPPORT_EMAIL));
const storedFiles = () => (existsSync(path.join(uploads, "help-center-feedback")) ? readdirSync(path.join(uploads, "help-center-feedback"), { recursive: true }).filter((name) => String(name).includes(".")) : []);

describe("POST /v1/job-portal/help-center/feedback", () => {
  it("stores the feedback with its screenshot for the caller's company and mails it to the support address", async () => {
    const mailsBefore = (await supportMails()).length;
    const response = await send(member, {
      category: "bug",
      message: "  The candidates board does not scroll on my phone.\nIt stops after the third column.  ",
      screenshot: { data: samplePng, name: "board.png" },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.result).toMatchObject({
      category: "bug",
      message: "The candidates board does not scroll on my phone.\nIt stops after the third column.",
      screenshot: { mimeType: "image/png", size: samplePng.length },
      supportEmail: env.SUPPORT_EMAIL,
      replyTo: DEMO_MEMBER_EMAIL,
    });

    const [row] = await feedbackRows();
    expect(row).toMatchObject({ id: response.body.result.id, companyId: demoIds.demoCompany, userId: demoIds.demoMember, category: "bug", screenshotMimeType: "image/png" });
    expect(row!.screenshotKey).toMatch(new RegExp(`^help-center-feedback/${demoIds.demoCompany}/.+\\.png$`));

    const mails = await supportMails();
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.find((candidate) => candidate.id === row!.emailId)!;
    expect(mail.category).toBe("help-center-feedback");
    expect(mail.subject).toContain("Something is not working");
    expect(mail.subject).toContain("Demo Company");
    expect(mail.textBody).toContain(DEMO_MEMBER_EMAIL);
    expect(mail.textBody).toContain("It stops after the third column.");
    expect(mail.textBody).toContain(`/api/v1/operator/help-center/feedback/${row!.id}/screenshot`);

    // Support opens the screenshot from the mail with the operator token; a company session cannot.
    const screenshotPath = `/api/v1/operator/help-center/feedback/${row!.id}/screenshot`;
    const served = await ctx.app.request(screenshotPath, { headers: { authorization: `Bearer ${env.OPERATOR_TOKEN}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(samplePng)).toBe(true);
    expect((await requestJson(ctx.app, "GET", screenshotPath, { token: member })).status).toBe(401);
  });

  it("takes feedback without a screenshot, and an empty file input as none", async () => {
    const plain = await send(owner, { category: "idea", message: "Let us pin a job to the top of the list." });
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect(plain.body.result.screenshot).toBeNull();
    const emptyInput = await send(owner, { category: "question", message: "How do I export applicants?", screenshot: { data: Buffer.alloc(0), name: "", type: "application/octet-stream" } });
    expect(emptyInput.status, JSON.stringify(emptyInput.body)).toBe(201);
    expect(emptyInput.body.result.screenshot).toBeNull();
    expect((await feedbackRows()).map((row) => row.screenshotKey)).toEqual([null, null]);
  });

  it("keeps each company's feedback to itself: Other Company's owner files it under Other Company", async () => {
    const response = await send(otherOwner, { category: "account", message: "Please extend our trial.", screenshot: { data: sampleWebp, name: "plan.webp", type: "image/webp" } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(JSON.stringify(response.body)).not.toContain("Demo Company");
    const [row] = await feedbackRows();
    expect(row).toMatchObject({ companyId: demoIds.otherCompany, screenshotMimeType: "image/webp" });
    expect(row!.screenshotKey).toContain(`help-center-feedback/${demoIds.otherCompany}/`);
  });

  it("names the field of bad input with a 422 and writes nothing", async () => {
    const mailsBefore = (await supportMails()).length;
    const cases: [Fields, string][] = [
      [{ message: "No category" }, "category"],
      [{ category: "complaint", message: "Unknown category" }, "category"],
      [{ category: "bug" }, "message"],
      [{ category: "bug", message: "   \n  " }, "message"],
      [{ category: "bug", message: "x".repeat(FEEDBACK_MESSAGE_MAX_LENGTH + 1) }, "message"],
      [{ category: ["bug", "idea"], message: "Two categories" }, "category"],
    ];
    for (const [fields, field] of cases) {
      const response = await send(member, fields);
      expect(response.status, JSON.stringify(fields).slice(0, 80)).toBe(422);
      expect(response.body).toMatchObject({ code: "VALIDATION_FAILED", data: { errors: [{ field }] } });
    }
    // Line breaks count once each, as in the text area (multipart sends them as CRLF).
    const longest = await send(member, { category: "bug", message: `${"x".repeat(FEEDBACK_MESSAGE_MAX_LENGTH - 2)}\ny` });
    expect(longest.status, JSON.stringify(longest.body)).toBe(201);
    await ctx.database.db.delete(helpCenterFeedback);
    expect(await feedbackRows()).toEqual([]);
    expect((await supportMails()).length).toBe(mailsBefore + 1);
  });

  it("refuses a screenshot that is not an image, lies about its type or is too large, and stores nothing", async () => {
    const filesBefore = storedFiles().length;
    const pdf = await send(member, { category: "bug", message: "See attached", screenshot: { data: samplePdf, name: "shot.png" } });
    expect(pdf.status).toBe(415);
    expect(pdf.body).toMatchObject({ code: "UNSUPPORTED_FILE_TYPE", message: "The file must be a PNG, JPEG or WebP image", data: { errors: [{ field: "screenshot" }] } });
    const renamed = await send(member, { category: "bug", message: "See attached", screenshot: { data: samplePng, name: "shot.gif" } });
    expect(renamed.status).toBe(415);
    const huge = await send(member, { category: "bug", message: "See attached", screenshot: { data: Buffer.concat([samplePng, Buffer.alloc(6 * 1024 * 1024)]), name: "huge.png" } });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: "FILE_TOO_LARGE", data: { errors: [{ field: "screenshot" }] } });
    expect(await feedbackRows()).toEqual([]);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it("asks for a session, a company and a multipart body", async () => {
    expect((await send(null, { category: "bug", message: "Hello" })).status).toBe(401);
    const json = await requestJson(ctx.app, "POST", "/api/v1/job-portal/help-center/feedback", { token: member, body: { category: "bug", message: "Hello" } });
    expect(json.status).toBe(415);
    expect(json.body.code).toBe("MULTIPART_REQUIRED");
    expect(await feedbackRows()).toEqual([]);
  });

  it(`allows ${FEEDBACK_RATE_LIMIT.max} messages per user an hour, then answers 429 with Retry-After`, async () => {
    const now = Date.now();
    const minutesAgo = (minutes: number) => new Date(now - minutes * 60 * 1000);
    await ctx.database.db.insert(helpCenterFeedback).values([
      // Older than the window: does not count.
      { companyId: demoIds.demoCompany, userId: demoIds.demoMember, category: "other", message: "Yesterday", createdAt: minutesAgo(24 * 60) },
      ...Array.from({ length: FEEDBACK_RATE_LIMIT.max - 1 }, (_, index) => ({
        companyId: demoIds.demoCompany,
        userId: demoIds.demoMember,
        category: "other" as const,
        message: `Earlier ${index}`,
        createdAt: minutesAgo(40 - index),
      })),
    ]);
    expect((await send(member, { category: "bug", message: "The last one this hour" })).status).toBe(201);
    const limited = await send(member, { category: "bug", message: "One too many" });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("TOO_MANY_REQUESTS");
    // The oldest counted message was 40 minutes ago: about 20 minutes to wait.
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(19 * 60);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(20 * 60);
    // Another user of the same company is not held back.
    expect((await send(owner, { category: "bug", message: "My own feedback" })).status).toBe(201);
  });

  it("removes the stored screenshot when the record cannot be written", async () => {
    const filesBefore = storedFiles().length;
    const session: CompanySessionContext = {
      userId: demoIds.demoMember,
      sessionId: "00000000-0000-4000-8000-000000000000",
      platform: "employer",
      companyId: demoIds.demoCompany,
      userCompanyId: demoIds.demoMemberMembership,
      role: "member",
      companyActive: true,
    };
    const failing = new Proxy(ctx.database.db, {
      get(target, property) {
        if (property === "transaction") return async () => Promise.reject(new Error("the database went away"));
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }) as Database;
    await expect(
      submitFeedback(failing, createLocalDiskStorage(uploads), session, { category: "bug", message: "Lost", screenshot: { data: samplePng, fileName: "lost.png" } }),
    ).rejects.toThrow("the database went away");
    expect(storedFiles().length).toBe(filesBefore);
    expect(await feedbackRows()).toEqual([]);
  });
});
