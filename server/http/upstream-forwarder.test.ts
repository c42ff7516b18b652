import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { forwardToUpstream } from "./upstream-forwarder";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("forwardToUpstream", () => {
  it("passes method, path, headers and body through, and the answer back with every cookie", async () => {
    const upstream = await listen(
      createServer((request, response) => {
        let body = "";
        request.on("data", (chunk: Buffer) => (body += chunk.toString()));
        request.on("end", () => {
          response.writeHead(201, { "content-type": "application/json", "set-cookie": ["a=1; Path=/", "b=2; Path=/"] });
          response.end(JSON.stringify({ method: request.method, url: request.url, cookie: request.headers.cookie, body }));
        });
      }),
    );
    const portal = await listen(createServer(forwardToUpstream(upstream)));

    const answer = await fetch(`${portal}/api/v1/things?x=1`, { method: "POST", headers: { cookie: "session=abc" }, body: "hello" });
    expect(answer.status).toBe(201);
    expect(answer.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(await answer.json()).toEqual({ method: "POST", url: "/api/v1/things?x=1", cookie: "session=abc", body: "hello" });
  });

  it("drops the browser's connection when the upstream cannot be reached, rather than inventing an answer", async () => {
    const closed = await listen(createServer());
    const address = closed;
    await new Promise((done) => servers.pop()!.close(done));
    const portal = await listen(createServer(forwardToUpstream(address)));
    await expect(fetch(`${portal}/api/health`)).rejects.toThrow(/fetch failed/);
  });

  it("drops the browser's connection when the upstream drops its own", async () => {
    const upstream = await listen(createServer((request) => request.socket.destroy()));
    const portal = await listen(createServer(forwardToUpstream(upstream)));
    await expect(fetch(`${portal}/api/v1/users/me`)).rejects.toThrow(/fetch failed/);
  });
});
