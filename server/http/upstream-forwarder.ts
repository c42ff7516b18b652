import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";

/**
 * The browser's /api traffic passed through to another server as it is: method, path, headers and
 * body out, status, headers and body back, streamed both ways. When the other server cannot be
 * reached or drops the connection, the browser's connection is dropped too, so the page sees the
 * network failure it would see talking to that server directly, not an answer we made up.
 */
export function forwardToUpstream(upstream: string) {
  const base = new URL(upstream);
  const send = base.protocol === "https:" ? httpsRequest : httpRequest;
  return (incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> =>
    new Promise((resolve) => {
      const upstreamRequest = send(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: base.host },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          answer.on("end", () => resolve());
          answer.on("error", () => {
            outgoing.destroy();
            resolve();
          });
        },
      );
      upstreamRequest.on("error", () => {
        outgoing.destroy();
        resolve();
      });
      incoming.pipe(upstreamRequest);
    });
}
