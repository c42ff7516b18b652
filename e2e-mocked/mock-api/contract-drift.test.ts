import { getResponse } from "msw";
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createApiApp } from "@/server/api/create-app";
import { defaultRoutes } from "./default-handlers";
import { scenarioNamesFrom, scenarios } from "./scenarios";

// The mock's default answers checked against the response schemas the API itself declares for the
// same routes (its OpenAPI registry), so the mock cannot quietly drift from the product.
type RouteDefinition = {
  type: string;
  route: { method: string; path: string; responses: Record<string, { content?: Record<string, { schema?: z.ZodType }> }> };
};

const app = createApiApp(
  {
    database: () => {
      throw new Error("the contract drift test reads the API's declarations only");
    },
  },
  pino({ level: "silent" }),
  { localMailbox: false },
);
const definitions = (app.openAPIRegistry.definitions as RouteDefinition[]).filter((definition) => definition.type === "route");

function declaredSchema(method: string, path: string, status: number): z.ZodType | undefined {
  const definition = definitions.find((candidate) => candidate.route.method === method && candidate.route.path === path);
  return definition?.route.responses[String(status)]?.content?.["application/json"]?.schema;
}

describe("the mock API's default answers", () => {
  it.each(defaultRoutes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    "%s answers as the API's contract declares",
    async (_name, route) => {
      const schema = declaredSchema(route.method, route.path, route.status);
      expect(schema, `the API declares no JSON answer ${route.status} for ${route.method} ${route.path}`).toBeDefined();
      const url = `http://mock-api.local/api${route.path.replace(/\{[^}]+\}/g, "sample-id")}`;
      const hasBody = route.method !== "get" && route.method !== "delete";
      const answer = await getResponse(
        [route.handler],
        new Request(url, { method: route.method.toUpperCase(), headers: { "content-type": "application/json" }, body: hasBody ? "{}" : undefined }),
      );
      expect(answer?.status).toBe(route.status);
      const parsed = schema!.safeParse(await answer!.json());
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    },
  );

  it("answer each route once", () => {
    const keys = defaultRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("fail the drift check when an answer leaves the contract", async () => {
    // The check itself can fail: the user answer without its email does not pass the declared schema.
    const schema = declaredSchema("get", "/v1/users/me", 200)!;
    const route = defaultRoutes.find((candidate) => candidate.path === "/v1/users/me")!;
    const answer = await getResponse([route.handler], new Request("http://mock-api.local/api/v1/users/me"));
    const body = (await answer!.json()) as { result: Record<string, unknown> };
    delete body.result.email;
    expect(schema.safeParse(body).success).toBe(false);
  });
});

describe("mock scenarios", () => {
  it("are selected by name, several joined with +", () => {
    expect(scenarioNamesFrom("slow+empty-company")).toEqual(["slow", "empty-company"]);
    expect(scenarioNamesFrom("")).toBeNull();
    expect(() => scenarioNamesFrom("no-such-scenario")).toThrow(/Unknown mock scenario "no-such-scenario"; known: network-down/);
  });

  it("each say what they do", () => {
    for (const scenario of Object.values(scenarios)) expect(scenario.description.length).toBeGreaterThan(10);
  });
});
