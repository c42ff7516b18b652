import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getResponse, type HttpHandler } from "msw";
import { defaultRoutes } from "./default-handlers";
import { errorAnswer } from "./mock-route";
import { SCENARIO_CONTROL_PATH, SCENARIO_COOKIE, scenarioHandlers, scenarioNamesFrom, type ScenarioName } from "./scenarios";

/** Requests are resolved against this origin; msw's patterns match any origin (`*\/api/...`). */
const MOCK_ORIGIN = "http://mock-api.local";

async function toFetchRequest(incoming: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = incoming.method ?? "GET";
  const body = method === "GET" || method === "HEAD" || chunks.length === 0 ? undefined : Buffer.concat(chunks);
  return new Request(new URL(incoming.url ?? "/", MOCK_ORIGIN), { method, headers, body });
}

async function writeAnswer(answer: Response, outgoing: ServerResponse): Promise<void> {
  // msw's HttpResponse.error(): no answer at all, as when the network is down.
  if (answer.type === "error") {
    outgoing.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const body = Buffer.from(await answer.arrayBuffer());
  outgoing.writeHead(answer.status, headers);
  outgoing.end(body);
}

export type MockApi = { server: Server; close(): Promise<void> };

/**
 * Our API as msw handlers over HTTP, for the portal to be pointed at (API_UPSTREAM_URL). Each request
 * is answered by its scenarios' handlers first (named in the `mock-scenario` cookie or the
 * `x-mock-scenario` header, else the server-wide ones set at SCENARIO_CONTROL_PATH), then by the
 * default handlers. A request nothing answers gets a 404 in the API's error envelope and a line on
 * stderr, so a missing handler shows up at once.
 */
export function startMockApi(port: number, hostname = "127.0.0.1"): Promise<MockApi> {
  let serverWideScenarios: ScenarioName[] = [];
  const defaults: HttpHandler[] = defaultRoutes.map((route) => route.handler);

  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const request = await toFetchRequest(incoming);
      const url = new URL(request.url);
      if (url.pathname === SCENARIO_CONTROL_PATH) {
        serverWideScenarios = request.method === "PUT" ? scenarioNamesFrom(await request.text()) ?? [] : serverWideScenarios;
        await writeAnswer(Response.json({ scenarios: serverWideScenarios }), outgoing);
        return;
      }
      const names = scenarioNamesFrom(request.headers.get("x-mock-scenario")) ?? scenarioNamesFrom(cookieScenario(request)) ?? serverWideScenarios;
      const answer = await getResponse([...scenarioHandlers(names), ...defaults], request);
      if (answer) return writeAnswer(answer, outgoing);
      console.error(`mock API: no handler for ${request.method} ${url.pathname}${url.search}`);
      await writeAnswer(
        errorAnswer(404, { message: `The mock API has no answer for ${request.method} ${url.pathname}`, code: "MOCK_NOT_FOUND" }),
        outgoing,
      );
    })().catch((error: unknown) => {
      // An unknown scenario name lands here: say which, loudly.
      console.error("mock API:", error);
      if (!outgoing.headersSent) outgoing.writeHead(500, { "content-type": "text/plain" });
      outgoing.end(error instanceof Error ? error.message : String(error));
    });
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve({ server, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

function cookieScenario(request: Request): string | null {
  const header = request.headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${SCENARIO_COOKIE}=([^;]*)`).exec(header);
  return match ? decodeURIComponent(match[1]!) : null;
}
