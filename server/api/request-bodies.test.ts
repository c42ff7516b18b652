import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
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
