import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { jobDraftFieldsSchema } from "./jobs-schemas";

const ctx = useTestApp();
const JOBS = "/api/v1/job-portal/job";
let owner: string;
let jobId: string;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  jobId = (await requestJson(ctx.app, "POST", JOBS, { token: owner, body: { role: "Fuzzed" } })).body.result.id;
});

// Values of the wrong kind for any field: each must be refused with a 4xx naming the field, never a 500.
const WRONG_VALUES: unknown[] = [{ nested: { deep: true } }, 12345678901234567890, "x".repeat(25_000), [null], true, -1, ["<script>"], "2026-13-45"];
const FIELDS = Object.keys(jobDraftFieldsSchema.shape);

describe("bad input to the job API", () => {
  it.each(FIELDS)("refuses wrong values of %s on create and autosave, never with a 500", async (field) => {
    for (const value of WRONG_VALUES) {
      for (const [method, path] of [["POST", JOBS], ["PATCH", `${JOBS}/${jobId}`]] as const) {
        const response = await requestJson(ctx.app, method, path, { token: owner, body: { [field]: value } });
        expect(response.status, `${method} ${field}=${JSON.stringify(value).slice(0, 40)}: ${JSON.stringify(response.body).slice(0, 200)}`).toBeLessThan(500);
        if (response.status >= 400) expect(response.body.data.errors.length).toBeGreaterThan(0);
      }
    }
  });

  it("refuses bodies that are not objects, and unknown fields on autosave", async () => {
    for (const body of [null, [], "text", 42]) {
      const response = await requestJson(ctx.app, "PATCH", `${JOBS}/${jobId}`, { token: owner, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    const broken = await ctx.app.request(`${JOBS}/${jobId}`, { method: "PATCH", headers: { authorization: `Bearer ${owner}`, "content-type": "application/json" }, body: "{ not json" });
    expect(broken.status).toBe(400);
    expect((await requestJson(ctx.app, "PATCH", `${JOBS}/${jobId}`, { token: owner, body: { id: crypto.randomUUID() } })).status).toBe(422);
  });

  it("refuses bad ids and list queries with 4xx", async () => {
    for (const id of ["1", "' or 1=1 --", "00000000-0000-0000-0000-00000000000g", "%00"]) {
      const response = await requestJson(ctx.app, "GET", `${JOBS}/${encodeURIComponent(id)}`, { token: owner });
      expect([404, 422], id).toContain(response.status);
    }
    for (const query of ["q=" + "a".repeat(500), "limit=1e9", "status[]=draft", "cursor=" + "z".repeat(300)]) {
      const response = await requestJson(ctx.app, "GET", `${JOBS}?${query}`, { token: owner });
      expect(response.status, query).toBeLessThan(500);
    }
  });

  it("needs a session", async () => {
    expect((await requestJson(ctx.app, "GET", JOBS)).status).toBe(401);
    expect((await requestJson(ctx.app, "POST", JOBS, { body: {} })).status).toBe(401);
  });
});
