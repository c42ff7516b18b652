import { randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_JOBS, demoJobIds } from "@/server/db/seed/seed-job-content";
import { seedUuid } from "@/server/db/seed/seed-jobs";
import { becomeSuperAdmin, caller, consoleCookie } from "@/server/modules/hris/testing/hris-test-helpers";
import { insertApplicants, insertTechTestJob, mailedTechTestToken } from "@/server/modules/tech-tests/testing/tech-test-fixtures";
import { DEMO_OWNER_EMAIL, freshIp } from "@/tests/api/auth-helpers";
import { changedTables, databaseWriteMark } from "@/tests/api/database-fingerprint";
import { fuzzCasesFor, operationsOf, type FuzzCase, type OpenApiDocument, type OperationRef } from "@/tests/api/fuzz/openapi-fuzz-cases";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { samplePdf, samplePng } from "@/tests/storage/sample-files";
import { createApiApp } from "./create-app";

/**
 * Fuzzing as a test: for every operation of the OpenAPI document, invalid bodies, queries and
 * path ids derived from its own schemas (tests/api/fuzz/). Each case must be answered with a 4xx
 * in the error envelope, never a 5xx; a broken body member or query parameter must be named in
 * data.errors; and no case may write anything (a write mark of every table is compared around each
 * operation's cases). Cases are sent as Demo Company's owner (operator routes with the operator
 * token, the HRIS console's with a console session), and again without a session where the
 * operation does not ask for one.
 */

const OPERATOR_TOKEN = vi.hoisted(() => {
  const token = "operator-token-for-fuzz-tests-0123456789";
  process.env.OPERATOR_TOKEN = token;
  return token;
});

const ctx = useTestApp();

// The document the app serves; it is built without touching a database.
const document = (await (
  await createApiApp({ database: async () => Promise.reject(new Error("no database for the document")) }, pino({ level: "silent" })).request("/api/openapi.json")
).json()) as OpenApiDocument;

/**
 * Operations the generator cannot say anything useful about, with the reason. None so far: uploads
 * are fuzzed on their text and file fields, and the document has no webhook taking any body.
 */
const EXCLUDED: Record<string, string> = {};

const openJob = DEMO_JOBS.find((job) => job.id === demoJobIds.backendEngineer)!;
const demoApplicationId = seedUuid(`application:${openJob.id}:${openJob.applicants[0]!.email}`);
/** A candidate's confirmed tech test, so its public routes get past the token lookup to the form. */
let techTestToken = "";

/** A seeded record for a path parameter where one exists, so route guards that load it pass. */
function seededPathValue(name: string, template: string): string | undefined {
  if (name === "domain") return "demo-company.test";
  if (name === "companySlug") return "demo-company";
  if (name === "jobSlug") return openJob.slug;
  if (name === "token") return techTestToken;
  if (name === "companyId" || (name === "id" && /\/company\/\{id\}/.test(template))) return demoIds.demoCompany;
  if (name === "id" && template.includes("/user-company/{id}")) return demoIds.demoOwnerMembership;
  if (name === "jobId" || (name === "id" && template.includes("/job/{id}"))) return demoJobIds.backendEngineer;
  if (name === "applicationId") return demoApplicationId;
  return undefined;
}

// Signing out last, so the sessions stay valid for every other operation.
const endsSession = (key: string) => key === "POST /api/v1/logout" || key === "DELETE /api/v2/hris/console/session";
const operations = operationsOf(document)
  .filter((ref) => !EXCLUDED[ref.key])
  .sort((a, b) => Number(endsSession(a.key)) - Number(endsSession(b.key)));

type Caller = { name: string; headers: Record<string, string> };
let owner: Caller;
let consoleVisitor: Caller;
const operator: Caller = { name: "operator", headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } };
const anonymous: Caller = { name: "no session", headers: {} };
const tally = { operations: 0, cases: 0, requests: 0, anonymousOperations: 0 };
/** The mark taken after the last operation's cases, the next one's "before" (nothing runs between them). */
let lastMark: Record<string, string> | undefined;

beforeAll(async () => {
  const demoOwner = await caller(ctx.app, DEMO_OWNER_EMAIL, demoIds.demoOwner);
  owner = { name: "owner", headers: { authorization: `Bearer ${demoOwner.token}` } };
  await becomeSuperAdmin(ctx.app, demoOwner);
  consoleVisitor = { name: "HRIS console", headers: { cookie: await consoleCookie(ctx.app, demoOwner) } };
  const job = await insertTechTestJob(ctx.database.db);
  const [applicant] = await insertApplicants(ctx.database.db, job, 1);
  const sent = await requestJson(ctx.app, "POST", `/api/v1/job-portal/job/${job.id}/candidates/tech-tests`, {
    token: demoOwner.token,
    body: { requestId: randomUUID(), applicationIds: [applicant!.id] },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  techTestToken = await mailedTechTestToken(ctx.database.db, applicant!.email);
  expect((await requestJson(ctx.app, "POST", `/api/v1/tech-tests/${techTestToken}/confirm`)).status).toBe(200);
});

/** A file of the first kind a file field's description names (the validators judge content later). */
function sampleFileFor(description: string): File {
  if (/PDF/.test(description)) return new File([new Uint8Array(samplePdf)], "fuzz.pdf", { type: "application/pdf" });
  if (/CSV/.test(description)) return new File(["name,email\nAyu,ayu@example.com\n"], "fuzz.csv", { type: "text/csv" });
  return new File([new Uint8Array(samplePng)], "fuzz.png", { type: "image/png" });
}

afterAll(() => {
  console.log(
    `openapi fuzz: ${tally.operations} operations, ${tally.cases} invalid cases, ${tally.requests} requests ` +
      `(${tally.anonymousOperations} operations also called without a session)`,
  );
});

function callerFor(ref: OperationRef): Caller {
  if (ref.operation.security?.some((scheme) => "operatorToken" in scheme)) return operator;
  if (ref.template.startsWith("/api/v2/hris/console/") && ref.key !== "POST /api/v2/hris/console/session") return consoleVisitor;
  return owner;
}

async function send(fuzz: FuzzCase, who: Caller) {
  const query = new URLSearchParams(fuzz.request.query).toString();
  const headers: Record<string, string> = { ...who.headers, "x-forwarded-for": freshIp() };
  let body: BodyInit | undefined;
  if (fuzz.request.form) {
    body = new FormData();
    for (const [name, value] of Object.entries(fuzz.request.form)) body.append(name, value);
    for (const [name, description] of Object.entries(fuzz.request.files ?? {})) body.append(name, sampleFileFor(description));
  } else if (fuzz.request.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(fuzz.request.body);
  }
  const response = await ctx.app.request(`${fuzz.request.path}${query ? `?${query}` : ""}`, { method: fuzz.request.method, headers, body });
  tally.requests += 1;
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // judged below: an error answer must be the JSON envelope
  }
  return { status: response.status, body: json, text };
}

/** What is wrong with one answer, or null. */
function problemWith(fuzz: FuzzCase, who: Caller, answer: { status: number; body: any; text: string }): string | null {
  const label = `${who.name}: ${fuzz.part} ${fuzz.fields.join(", ")} ${fuzz.kind} → ${answer.status}`;
  if (answer.status < 400 || answer.status >= 500) return `${label} ${answer.text.slice(0, 200)}`;
  const errors = answer.body?.data?.errors;
  if (typeof answer.body?.code !== "string" || typeof answer.body?.errorId !== "string" || !Array.isArray(errors)) {
    return `${label}: not the error envelope: ${answer.text.slice(0, 200)}`;
  }
  // Without a session a guarded route refuses before it reads the request: nothing to name.
  if (who === anonymous && answer.status === 401) return null;
  if (fuzz.part === "path") return null;
  const named = (field: string) => errors.some((error: { field: string }) => error.field === field || error.field.startsWith(`${field}.`));
  const unnamed = fuzz.fields.filter((field) => !named(field));
  return unnamed.length === 0 ? null : `${label}: data.errors does not name ${unnamed.join(", ")}: ${JSON.stringify(errors).slice(0, 200)}`;
}

/** Checked by the global middleware before any route guard, so they say nothing about the guard. */
const MIDDLEWARE_KINDS = new Set(["NUL character", "lone surrogate"]);

describe("invalid requests derived from the OpenAPI document", () => {
  it("covers the document's operations", () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(operations.map((ref) => [ref.key, ref] as const))("%s answers every invalid case with a 4xx naming the field, and writes nothing", async (_key, ref) => {
    const cases = fuzzCasesFor(document, ref, seededPathValue);
    expect(cases.length).toBeGreaterThan(0);
    const who = callerFor(ref);
    const problems: string[] = [];
    const before = lastMark ?? (await databaseWriteMark(ctx.database.db));
    lastMark = undefined;
    for (const fuzz of cases) {
      const problem = problemWith(fuzz, who, await send(fuzz, who));
      if (problem) problems.push(problem);
    }
    // The operation is public when a case the route itself judges is not refused for want of a session.
    const probe = cases.find((fuzz) => !MIDDLEWARE_KINDS.has(fuzz.kind)) ?? cases[0]!;
    if (who === owner && (await send(probe, anonymous)).status !== 401) {
      tally.anonymousOperations += 1;
      for (const fuzz of cases) {
        const problem = problemWith(fuzz, anonymous, await send(fuzz, anonymous));
        if (problem) problems.push(problem);
      }
    }
    lastMark = await databaseWriteMark(ctx.database.db);
    const changed = changedTables(before, lastMark);
    tally.operations += 1;
    tally.cases += cases.length;
    expect(problems).toEqual([]);
    expect(changed, "tables written by invalid requests").toEqual([]);
  });
});
