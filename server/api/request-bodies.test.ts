import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { executeRows } from "@/server/db/client";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();

type Operation = { method: "POST" | "PUT" | "PATCH"; path: string };

/** A real id for each path parameter where the demo seed has one, so the call reaches its handler. */
function fillPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === "domain") return "demo-company.test";
    if (name === "companyId" || (name === "id" && /\/company\/\{id\}/.test(template))) return demoIds.demoCompany;
    if (name === "id" && template.includes("/user-company/")) return demoIds.demoOwnerMembership;
    if (name === "userId") return demoIds.demoOwner;
    return randomUUID();
  });
}

async function writeOperations(): Promise<Operation[]> {
  const document = (await (await ctx.app.request("/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const method of Object.keys(methods)) {
      const upper = method.toUpperCase();
      if (upper === "POST" || upper === "PUT" || upper === "PATCH") operations.push({ method: upper, path });
    }
  }
  // Signing out last, so the session stays valid for every other call.
  return operations.sort((a, b) => Number(a.path.endsWith("/logout")) - Number(b.path.endsWith("/logout")));
}

function expectEnvelope(body: unknown) {
  expect(body).toMatchObject({ message: expect.any(String), code: expect.any(String), errorId: expect.any(String), data: { errors: expect.any(Array) } });
}

describe("every POST/PUT/PATCH route of the OpenAPI document", () => {
  it("answers a malformed JSON body with 400 INVALID_JSON in the error envelope", async () => {
    const { token } = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const operations = await writeOperations();
    expect(operations.length).toBeGreaterThan(10);
    for (const { method, path } of operations) {
      const response = await ctx.app.request(fillPath(path), {
        method,
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: '{"email": "owner@demo-company.test", ',
      });
      const body = await response.json();
      expect(response.status, `${method} ${path}`).toBe(400);
      expectEnvelope(body);
      expect(body.code, `${method} ${path}`).toBe("INVALID_JSON");
      expect(body.data.errors[0].field).toBe("body");
    }
  });

  it("never answers an empty body with a 500, with or without a JSON content type", async () => {
    const { token } = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    for (const { method, path } of await writeOperations()) {
      for (const headers of [{ "content-type": "application/json" }, {}] as Record<string, string>[]) {
        const response = await ctx.app.request(fillPath(path), { method, headers: { ...headers, authorization: `Bearer ${token}` } });
        expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBeLessThan(500);
        if (response.status >= 400) expectEnvelope(await response.json());
      }
    }
  });
});

describe("text the database cannot store", () => {
  it("is refused in any write body with 422 naming each field, before the route runs", async () => {
    const { token } = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const body = JSON.stringify({ name: "Ayu\u0000", steps: [{ title: "fine" }, { title: "x\ud800y" }], ["bad\u0000key"]: 1, ok: "\ud83d\ude00 paired" });
    for (const { method, path } of await writeOperations()) {
      const response = await ctx.app.request(fillPath(path), { method, headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body });
      const answer = await response.json();
      expect(response.status, `${method} ${path}`).toBe(422);
      expectEnvelope(answer);
      expect(answer.data.errors.map((error: { field: string }) => error.field), `${method} ${path}`).toEqual(["name", "steps.1.title", "bad\u0000key"]);
    }
  });

  it("is refused in a path parameter, naming it, where it would otherwise reach a statement as a 500", async () => {
    const careers = await ctx.app.request("/api/v1/careers/demo%00company/jobs/backend%00engineer");
    expect(careers.status).toBe(422);
    expect((await careers.json()).data.errors.map((error: { field: string }) => error.field)).toEqual(["companySlug", "jobSlug"]);
  });

  it("is refused in a query value, naming the parameter, and a NUL in a job's role writes no job", async () => {
    const { token } = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const headers = { authorization: `Bearer ${token}` };
    const listed = await ctx.app.request("/api/v1/job-portal/job?limit=5&q=%00", { headers });
    expect(listed.status).toBe(422);
    expect((await listed.json()).data.errors).toEqual([{ field: "q", message: expect.stringContaining("NUL") }]);

    const countJobs = async () => (await executeRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from jobs`))[0]!.n;
    const jobsBefore = await countJobs();
    const created = await ctx.app.request("/api/v1/job-portal/job", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ role: "Backend\u0000 Engineer" }),
    });
    expect(created.status).toBe(422);
    expect((await created.json()).message).toBe("Invalid input: role contains a character that cannot be stored (a NUL character or an unpaired surrogate)");
    expect(await countJobs()).toBe(jobsBefore);
  });
});
