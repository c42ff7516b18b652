import { eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { backgroundJobs } from "@/server/db/schema/background-jobs";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { enqueueJob } from "@/server/jobs/queue";
import { startWorker, type JobHandler, type Worker } from "@/server/jobs/worker";
import { createTestDatabase } from "@/tests/api/test-database";
import { startSmtpTestServer, type SmtpTestServer } from "@/tests/mail/smtp-test-server";
import { createDeliverEmailJob, deliverEmailJob } from "./deliver-email-job";
import { DELIVER_EMAIL_JOB, queueEmail, type OutgoingEmail } from "./outbox-service";

let database: DatabaseHandle;
let smtp: SmtpTestServer;
let worker: Worker | undefined;
const log = pino({ level: "silent" });
const FROM = "Hiring Portal <no-reply@hiring-portal.local>";

const verificationMail: OutgoingEmail = {
  to: "new.recruiter@example.test",
  subject: "Your verification code",
  text: "Your code is 482913",
  html: "<p>Your code is <b>482913</b></p>",
  category: "email-verification",
};

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(backgroundJobs);
  await database.db.delete(emailOutbox);
  smtp.received.length = 0;
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

const smtpHandler = () =>
  createDeliverEmailJob({
    transport: () => nodemailer.createTransport({ host: "127.0.0.1", port: smtp.port, secure: false }),
    from: () => FROM,
  });

function runWorker(handler: JobHandler) {
  worker = startWorker({ db: database.db, log, handlers: { [DELIVER_EMAIL_JOB]: handler }, pollIntervalMs: 60_000 });
  return worker;
}

async function outboxRow(id: string) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row!;
}

async function makeJobsDue() {
  await database.db.update(backgroundJobs).set({ runAt: sql`now() - interval '1 second'` });
}

describe("email delivery over SMTP", () => {
  it("delivers a mail queued in a transaction, with the stored Message-ID", async () => {
    const id = await database.db.transaction((tx) => queueEmail(tx, verificationMail));
    const queued = await outboxRow(id);
    expect(queued).toMatchObject({ status: "pending", attempts: 0 });
    expect(queued.messageId).toBe(`<${id}@hiring-portal.local>`);

    await runWorker(smtpHandler()).drain();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({
      messageId: queued.messageId,
      subject: "Your verification code",
      to: ["new.recruiter@example.test"],
    });
    expect(mail!.raw).toContain("482913");
    expect(mail!.raw).toMatch(/^From: Hiring Portal <no-reply@hiring-portal\.local>/m);
    const sent = await outboxRow(id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it("carries the mail's Reply-To (a recruiter's address) to SMTP", async () => {
    await queueEmail(database.db, { ...verificationMail, replyTo: "dewi@demo-company.test" });
    await runWorker(smtpHandler()).drain();
    expect(smtp.received.at(-1)!.raw).toMatch(/^Reply-To: dewi@demo-company\.test/m);
  });

  it("sends a calendar invite as the mail's text/calendar part with its METHOD", async () => {
    const invite = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n";
    await queueEmail(database.db, {
      ...verificationMail,
      category: "interview-invitation",
      attachments: [{ filename: "invite.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content: invite, method: "REQUEST" }],
    });
    await runWorker(smtpHandler()).drain();
    const raw = smtp.received.at(-1)!.raw;
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(raw).toContain("invite.ics");
  });

  it("writes neither mail nor job when the transaction rolls back", async () => {
    await database.db
      .transaction(async (tx) => {
        await queueEmail(tx, verificationMail);
        throw new Error("the sign-up failed");
      })
      .catch(() => undefined);

    expect(await database.db.select().from(emailOutbox)).toEqual([]);
    expect(await database.db.select().from(backgroundJobs)).toEqual([]);
  });

  it("retries after an SMTP failure, recording the error, then sends with the same Message-ID", async () => {
    const id = await queueEmail(database.db, verificationMail);
    smtp.failNext(1, "Mailbox busy, try later");
    const running = runWorker(smtpHandler());
    await running.drain();

    const failed = await outboxRow(id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.lastError).toContain("Mailbox busy, try later");
    const [job] = await database.db.select().from(backgroundJobs);
    expect(job).toMatchObject({ status: "queued", attempts: 1 });
    expect(job!.lastError).toContain("Mailbox busy");
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(smtp.received).toHaveLength(0);

    await makeJobsDue();
    await running.drain();

    expect(smtp.received.map((mail) => mail.messageId)).toEqual([failed.messageId]);
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("marks the mail failed when the last attempt fails", async () => {
    const id = await queueEmail(database.db, verificationMail);
    await database.db.update(backgroundJobs).set({ maxAttempts: 1 });
    smtp.failNext(1, "Mailbox gone");
    await runWorker(smtpHandler()).drain();

    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toContain("Mailbox gone");
    const [job] = await database.db.select().from(backgroundJobs);
    expect(job).toMatchObject({ status: "failed" });
  });

  it("never resends a mail already marked sent, even when its job runs again", async () => {
    const id = await queueEmail(database.db, verificationMail);
    const running = runWorker(smtpHandler());
    await running.drain();
    expect(smtp.received).toHaveLength(1);

    // The same job again (as after a crash between sending and completing it), and a second job.
    await database.db.update(backgroundJobs).set({ status: "queued", runAt: sql`now() - interval '1 second'` });
    await enqueueJob(database.db, { type: DELIVER_EMAIL_JOB, payload: { emailId: id }, dedupeKey: "second" });
    await running.drain();

    expect(smtp.received).toHaveLength(1);
    const jobs = await database.db.select().from(backgroundJobs);
    expect(jobs.map((job) => job.status)).toEqual(["done", "done"]);
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("email delivery without SMTP", () => {
  it("holds the mail in the outbox, readable, when no transport is configured", async () => {
    const id = await queueEmail(database.db, verificationMail);
    await runWorker(createDeliverEmailJob({ transport: () => null, from: () => FROM })).drain();

    expect(await outboxRow(id)).toMatchObject({
      status: "held",
      subject: "Your verification code",
      textBody: "Your code is 482913",
      toAddress: "new.recruiter@example.test",
      sentAt: null,
    });
    const [job] = await database.db.select().from(backgroundJobs);
    expect(job).toMatchObject({ status: "done" });
  });

  it.skipIf(Boolean(process.env.SMTP_URL))("holds mail with the default handler when SMTP_URL is unset", async () => {
    const id = await queueEmail(database.db, verificationMail);
    await runWorker(deliverEmailJob).drain();

    expect(await outboxRow(id)).toMatchObject({ status: "held" });
    expect(smtp.received).toHaveLength(0);
  });
});
