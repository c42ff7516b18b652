import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiApp, type ApiApp } from "@/server/api/create-app";
import type { DatabaseHandle } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { createTestDatabase } from "@/tests/api/test-database";
import { requestJson } from "@/tests/api/test-app";
import { queueEmail } from "./outbox-service";

let database: DatabaseHandle;
let mailboxOn: ApiApp;
let mailboxOff: ApiApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const log = pino({ level: "silent" });
  mailboxOn = createApiApp({ database: async () => database }, log, { localMailbox: true });
  mailboxOff = createApiApp({ database: async () => database }, log, { localMailbox: false });

  await database.db.delete(emailOutbox);
  const mails = [
    { to: "owner@demo-company.test", subject: "Your verification code", text: "Your code is 482913", category: "email-verification" },
    { to: "member@demo-company.test", subject: "Reset your password", text: "Your code is 105527", category: "password-reset" },
    { to: "Owner@Demo-Company.test", subject: "Your new sign-in code", text: "Your code is 730018", category: "email-verification" },
  ];
  for (const [index, mail] of mails.entries()) {
    const id = await queueEmail(database.db, mail);
    // Distinct creation times, a minute apart, oldest first.
    await database.db
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 9, index)) })
      .where(eq(emailOutbox.id, id));
  }
});
afterAll(() => database.close());

describe("GET /api/dev/mailbox", () => {
  it("lists the outbox newest first with what a developer needs to read", async () => {
    const response = await requestJson(mailboxOn, "GET", "/api/dev/mailbox");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const docs = response.body.result.docs;
    expect(docs.map((mail: { subject: string }) => mail.subject)).toEqual([
      "Your new sign-in code",
      "Reset your password",
      "Your verification code",
    ]);
    expect(docs[0]).toEqual({
      id: expect.any(String),
      to: "Owner@Demo-Company.test",
      subject: "Your new sign-in code",
      category: "email-verification",
      status: "pending",
      createdAt: "2026-01-01T09:02:00.000Z",
      sentAt: null,
      text: "Your code is 730018",
      attachments: [],
    });
  });

  it("filters by recipient, ignoring case, and honours the limit", async () => {
    const byRecipient = await requestJson(mailboxOn, "GET", "/api/dev/mailbox?to=OWNER@demo-company.test");
    expect(byRecipient.body.result.docs.map((mail: { text: string }) => mail.text)).toEqual([
      "Your code is 730018",
      "Your code is 482913",
    ]);
    const limited = await requestJson(mailboxOn, "GET", "/api/dev/mailbox?limit=1");
    expect(limited.body.result.docs).toHaveLength(1);
  });

  it("rejects a bad limit with a field error", async () => {
    const response = await requestJson(mailboxOn, "GET", "/api/dev/mailbox?limit=0");
    expect(response.status).toBe(422);
    expect(response.body.data.errors[0].field).toBe("limit");
  });

  it("answers 404 in the error envelope when LOCAL_MAILBOX is off", async () => {
    for (const path of ["/api/dev/mailbox", "/api/dev/mailbox?limit=0"]) {
      const response = await requestJson(mailboxOff, "GET", path);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: "ROUTE_NOT_FOUND", data: { errors: [] } });
      expect(response.body.errorId).toBe(response.headers.get("x-request-id"));
      expect(JSON.stringify(response.body)).not.toContain("482913");
    }
  });

  it("is in the OpenAPI document only where it exists", async () => {
    const pathsOf = async (app: ApiApp) => Object.keys(((await (await app.request("/api/openapi.json")).json()) as { paths: Record<string, unknown> }).paths);
    expect(await pathsOf(mailboxOn)).toContain("/api/dev/mailbox");
    expect(await pathsOf(mailboxOff)).not.toContain("/api/dev/mailbox");
  });
});
