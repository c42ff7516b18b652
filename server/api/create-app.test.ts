import { createRoute, z } from "@hono/zod-openapi";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/tests/api/test-database";
import { requestJson } from "@/tests/api/test-app";
import type { DatabaseHandle } from "@/server/db/client";
import { createApiApp, type ApiApp } from "./create-app";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "./openapi";
import { createRouter } from "./router";

// Routes that exist only in this test, to drive the shared validation and error handling.
const echoRoute = createRoute({
  method: "post",
  path: "/test/echo",
  request: { body: jsonBody(z.object({ name: z.string().min(2), age: z.number().int().min(0) })) },
  responses: { 200: jsonContent(resultEnvelope(z.object({ name: z.string() })), "Echo"), ...pickErrors(400, 422, 500) },
});
const testRoutes = createRouter()
  .openapi(echoRoute, (c) => c.json({ result: { name: c.req.valid("json").name } }, 200))
  .get("/test/crash", () => {
    throw new Error("secret internal detail at /srv/app.ts:12");
  });

let database: DatabaseHandle;
let app: ApiApp;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const captureLog = pino({ level: "info" }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  app = createApiApp({ database: async () => database }, captureLog, { extraRoutes: [testRoutes] });
});
afterAll(() => database.close());

describe("API envelope and middleware", () => {
  it("answers the health check after a database round trip", async () => {
    const response = await requestJson(app, "GET", "/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: { status: "ok", db: "ok" } });
  });

  it("gives every response a request id and logs it", async () => {
    const response = await requestJson(app, "GET", "/api/health");
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    expect(logLines.some((line) => line.reqId === requestId && line.path === "/api/health")).toBe(true);
  });

  it("answers unknown routes with 404 in the error envelope", async () => {
    const response = await requestJson(app, "GET", "/api/v1/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: "ROUTE_NOT_FOUND", data: { errors: [] } });
    expect(response.body.errorId).toBe(response.headers.get("x-request-id"));
  });

  it("answers malformed JSON with 400 naming the body", async () => {
    const response = await app.request("/api/test/echo", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "INVALID_JSON",
      data: { errors: [{ field: "body" }] },
    });
  });

  it("answers schema violations with 422 and one error per field", async () => {
    const response = await requestJson(app, "POST", "/api/test/echo", { body: { name: "a", age: -1 } });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe("VALIDATION_FAILED");
    expect(response.body.data.errors.map((error: { field: string }) => error.field).sort()).toEqual(["age", "name"]);
  });

  it("answers unexpected errors with 500, the error id and no internals", async () => {
    const response = await requestJson(app, "GET", "/api/test/crash");
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ code: "INTERNAL_ERROR", errorId: response.headers.get("x-request-id") });
    expect(JSON.stringify(response.body)).not.toMatch(/secret|srv|stack/);
    expect(logLines.some((line) => line.reqId === response.body.errorId && line.level === 50)).toBe(true);
  });

  it("answers 503 in the envelope when the database cannot be opened", async () => {
    const downApp = createApiApp(
      { database: () => Promise.reject(new Error("connection refused")) },
      pino({ level: "silent" }),
    );
    const response = await requestJson(downApp, "GET", "/api/health");
    expect(response.status).toBe(503);
    expect(response.body.code).toBe("DATABASE_UNAVAILABLE");
  });
});

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 generated from the route schemas", async () => {
    const response = await requestJson(app, "GET", "/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe("3.1.0");
    expect(response.body.paths["/api/health"].get.responses["200"]).toBeDefined();
    expect(response.body.paths["/api/test/echo"].post.requestBody.content["application/json"].schema).toMatchObject({
      type: "object",
      required: ["name", "age"],
    });
  });

  it("has a browsable page whose assets are served locally", async () => {
    const page = await app.request("/api/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("/api/docs/assets/swagger-ui-bundle.js");
    const asset = await app.request("/api/docs/assets/swagger-ui-bundle.js");
    expect(asset.status).toBe(200);
    expect((await app.request("/api/docs/assets/..%2Fpackage.json")).status).toBe(404);
  });
});
