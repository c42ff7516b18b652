import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, pgliteDataPath } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";
import { backgroundJobs } from "@/server/db/schema/background-jobs";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { seedDatabase } from "@/server/db/seed/seed-database";
import { DELIVER_EMAIL_JOB, queueEmail } from "@/server/modules/mail/outbox-service";
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from "@/tests/mail/smtp-test-server";

/**
 * The kill -9 promise, end to end: the real `npm run api` process delivers queued mail to a
 * slow SMTP server, is killed with SIGKILL mid-delivery, and is started again on the same data.
 * It runs on the embedded database only (the child gets no DATABASE_URL), so a PostgreSQL run of
 * the suite skips it rather than repeat it.
 */
const MAIL_COUNT = 40;
const KILL_AFTER_ARRIVALS = 12;
const SMTP_DELAY_MS = 150;

type RunningApi = { child: ChildProcess; exited: Promise<number | null>; output: () => string };

const repoRoot = process.cwd();
let dataDir: string;
let smtp: SmtpTestServer;
const started: RunningApi[] = [];
let arrivals = 0;
let killAtArrival: (() => void) | undefined;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `tsx` runs the script in a child process of its own: start both in a new process group. */
async function startApi(): Promise<RunningApi> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    SMTP_URL: smtp.url,
    LOG_LEVEL: "silent",
  };
  const child = spawn(path.join(repoRoot, "node_modules/.bin/tsx"), ["server/api/standalone.ts"], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const running = { child, exited, output: () => output };
  started.push(running);
  return running;
}

function killGroup(running: RunningApi, signal: NodeJS.Signals) {
  if (running.child.pid === undefined) return;
  try {
    process.kill(-running.child.pid, signal);
  } catch {
    // already gone
  }
}

async function waitFor(what: string, done: () => boolean, running: RunningApi, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; process output:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function readOutbox() {
  const handle = await openPglite(pgliteDataPath(dataDir));
  try {
    const mails = await handle.db.select().from(emailOutbox);
    // The mail deliveries only: the worker also queues its scheduled tasks' next slots.
    const jobs = await handle.db.select().from(backgroundJobs).where(eq(backgroundJobs.type, DELIVER_EMAIL_JOB));
    return { mails, jobs };
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "hp-crash-"));
  smtp = await startSmtpTestServer({
    delayMs: SMTP_DELAY_MS,
    onData: () => {
      arrivals += 1;
      if (arrivals === KILL_AFTER_ARRIVALS) killAtArrival?.();
    },
  });

  const handle = await openPglite(pgliteDataPath(dataDir));
  await migrateDatabase(handle);
  await seedDatabase(handle.db, "demo");
  for (let n = 1; n <= MAIL_COUNT; n++) {
    await handle.db.transaction((tx) =>
      queueEmail(tx, {
        to: `crash-${n}@example.test`,
        subject: `Crash test mail ${n}`,
        text: `Mail number ${n}`,
        category: "crash-test",
      }),
    );
  }
  await handle.close();
});

afterAll(async () => {
  for (const running of started) killGroup(running, "SIGKILL");
  await Promise.all(started.map((running) => running.exited));
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))("kill -9 during email delivery", () => {
  it("delivers every mail after a restart and repeats none that was marked sent", async () => {
    // 1. Start the API; SIGKILL it while mails are on their way.
    const first = await startApi();
    killAtArrival = () => killGroup(first, "SIGKILL");
    await waitFor(`${KILL_AFTER_ARRIVALS} mails to arrive`, () => arrivals >= KILL_AFTER_ARRIVALS, first);
    await first.exited;
    // Let the SMTP server answer what was in flight at the kill.
    await new Promise((resolve) => setTimeout(resolve, SMTP_DELAY_MS * 2));
    const receivedBeforeRestart = smtp.received.length;

    const afterKill = await readOutbox();
    const sentBeforeKill = new Set(afterKill.mails.filter((mail) => mail.status === "sent").map((mail) => mail.messageId));
    // The kill really happened mid-delivery.
    expect(sentBeforeKill.size).toBeGreaterThan(0);
    expect(sentBeforeKill.size).toBeLessThan(MAIL_COUNT);
    // A mail is marked sent only after the SMTP server accepted it.
    const acceptedBeforeRestart = new Set(smtp.received.map((mail) => mail.messageId));
    for (const messageId of sentBeforeKill) expect(acceptedBeforeRestart.has(messageId)).toBe(true);

    // 2. Start it again on the same data and let it finish.
    const second = await startApi();
    const distinctDelivered = () => new Set(smtp.received.map((mail) => mail.messageId)).size;
    await waitFor("every mail to be delivered", () => distinctDelivered() >= MAIL_COUNT, second);
    // Stop it cleanly (tsx passes SIGTERM on to the app, which closes the database).
    second.child.kill("SIGTERM");
    const stopTimer = setTimeout(() => killGroup(second, "SIGKILL"), 15_000);
    await second.exited;
    clearTimeout(stopTimer);

    // 3. Every mail arrived at least once, each copy with its stored Message-ID.
    const final = await readOutbox();
    expect(final.mails).toHaveLength(MAIL_COUNT);
    const byRecipient = new Map<string, ReceivedMail[]>();
    for (const mail of smtp.received) {
      const recipient = mail.to[0]!;
      byRecipient.set(recipient, [...(byRecipient.get(recipient) ?? []), mail]);
    }
    for (const mail of final.mails) {
      const copies = byRecipient.get(mail.toAddress) ?? [];
      expect(copies.length, `${mail.toAddress} delivered`).toBeGreaterThanOrEqual(1);
      expect(new Set(copies.map((copy) => copy.messageId)), `${mail.toAddress} Message-IDs`).toEqual(
        new Set([mail.messageId]),
      );
      expect(mail.status).toBe("sent");
    }
    expect(final.jobs.every((job) => job.status === "done")).toBe(true);

    // 4. None that was marked sent before the kill went out again.
    const deliveredAfterRestart = smtp.received.slice(receivedBeforeRestart).map((mail) => mail.messageId);
    expect(deliveredAfterRestart.filter((messageId) => sentBeforeKill.has(messageId!))).toEqual([]);
    for (const messageId of sentBeforeKill) {
      expect(smtp.received.filter((mail) => mail.messageId === messageId)).toHaveLength(1);
    }
  }, 150_000);
});
