import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { candidatePreferenceSchema } from "@/server/modules/jobs/jobs-schemas";
import { providerConfigFrom, refineOrKeepLocal, type ProviderConfig, type RefineInput } from "./analyzer-provider";

type Handler = (body: any, request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
const received: { body: any; authorization: string | undefined; path: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    request.on("end", () => {
      const body = JSON.parse(raw);
      received.push({ body, authorization: request.headers.authorization, path: request.url });
      handler(body, request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const answerWith = (content: string, status = 200): Handler => (_body, _request, response) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
};

const config = (overrides: Partial<ProviderConfig> = {}): ProviderConfig => ({ baseUrl, apiKey: "sk-test", model: "test-model", timeoutMs: 2000, ...overrides });

const input: RefineInput = {
  job: { role: "Backend Engineer", requirements: "", skills: ["Go"], candidatePreference: candidatePreferenceSchema.parse(undefined), criteriaForAi: [{ text: "Payments", weight: 4 }] },
  cvText: "Go developer who built payments.",
  local: {
    score: 60,
    summary: "Partial match (60/100): meets 1 of 2 criteria.",
    criteria: [{ criterion: "Skills: Go", weight: 3, score: 100, evidence: [{ source: "cv", text: "Go developer who built payments." }], missing: [] }],
  },
};
const local = { score: 60, summary: input.local.summary, provider: "local" };

describe("the OpenAI-compatible provider", () => {
  it("posts the local verdict to {base}/chat/completions in JSON mode and takes the refined summary and score", async () => {
    handler = answerWith(JSON.stringify({ score: 68, summary: "Built payments in Go; no sign of the other criteria." }));
    const refined = await refineOrKeepLocal(config(), input);
    expect(refined).toEqual({ score: 68, summary: "Built payments in Go; no sign of the other criteria.", provider: "openai-compatible:test-model" });
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe("/v1/chat/completions");
    expect(received[0]!.authorization).toBe("Bearer sk-test");
    expect(received[0]!.body).toMatchObject({ model: "test-model", temperature: 0, response_format: { type: "json_object" } });
    const user = JSON.parse(received[0]!.body.messages[1].content);
    expect(user).toMatchObject({ localScore: 60, criteria: input.local.criteria, cvExcerpt: "Go developer who built payments." });
  });

  it("keeps the score within 15 points of the local one, so the criteria shown still explain it", async () => {
    handler = answerWith(JSON.stringify({ score: 99, summary: "Excellent." }));
    expect((await refineOrKeepLocal(config(), input)).score).toBe(75);
    handler = answerWith(JSON.stringify({ score: 2, summary: "Poor." }));
    expect((await refineOrKeepLocal(config(), input)).score).toBe(45);
  });

  it("reads JSON wrapped in a code fence", async () => {
    handler = answerWith('```json\n{"score": 61, "summary": "Fine."}\n```');
    expect(await refineOrKeepLocal(config(), input)).toMatchObject({ score: 61, summary: "Fine." });
  });

  it.each([
    ["an HTTP error", answerWith("{}", 500)],
    ["content that is not JSON", answerWith("I think 70")],
    ["JSON without a score", answerWith(JSON.stringify({ summary: "No score" }))],
    ["a body that is not a completion", ((_body, _request, response) => response.end("<html>gateway</html>")) as Handler],
  ])("falls back to the local verdict on %s, and logs why", async (_name, failing) => {
    handler = failing;
    const log = pino({ level: "silent" });
    const warn = vi.spyOn(log, "warn");
    expect(await refineOrKeepLocal(config(), input, { log })).toEqual(local);
    expect(warn).toHaveBeenCalledOnce();
  });

  it("falls back when the provider does not answer in time", async () => {
    handler = () => undefined; // never answers
    expect(await refineOrKeepLocal(config({ timeoutMs: 100 }), input)).toEqual(local);
  });

  it("falls back when nothing listens at the address", async () => {
    expect(await refineOrKeepLocal(config({ baseUrl: "http://127.0.0.1:9/v1" }), input)).toEqual(local);
  });

  it("is not called at all when unconfigured", async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    expect(await refineOrKeepLocal(null, input, { fetchImpl })).toEqual(local);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe("provider configuration", () => {
  it("is off without a base URL and model", () => {
    expect(providerConfigFrom({})).toBeNull();
    expect(providerConfigFrom({ AI_ANALYZER_BASE_URL: "", AI_ANALYZER_MODEL: "", AI_ANALYZER_API_KEY: "sk" })).toBeNull();
  });

  it("reads the base URL (without a trailing slash), key, model and timeout", () => {
    expect(providerConfigFrom({ AI_ANALYZER_BASE_URL: "https://llm.example.test/v1/", AI_ANALYZER_API_KEY: "sk", AI_ANALYZER_MODEL: "m", AI_ANALYZER_TIMEOUT_MS: "5000" })).toEqual({
      baseUrl: "https://llm.example.test/v1",
      apiKey: "sk",
      model: "m",
      timeoutMs: 5000,
    });
  });

  it("names the variable when half configured or invalid", () => {
    expect(() => providerConfigFrom({ AI_ANALYZER_BASE_URL: "https://llm.example.test/v1" })).toThrow(/AI_ANALYZER_MODEL/);
    expect(() => providerConfigFrom({ AI_ANALYZER_BASE_URL: "ftp://x", AI_ANALYZER_MODEL: "m" })).toThrow(/AI_ANALYZER_BASE_URL/);
  });
});
