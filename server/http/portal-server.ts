import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import next from "next";
import { API_BASE_PATH } from "@/server/api/base-path";
import { serverEnv } from "@/server/config/env";
import { forwardToUpstream } from "./upstream-forwarder";

export type PortalServerOptions = {
  dev: boolean;
  /** The project folder Next.js serves (holds next.config.ts and the build). */
  dir: string;
  /** Where to listen; also the host name Next.js prints and builds its own URLs with. */
  hostname: string;
  port: number;
};

export type PortalServer = { server: Server; close(): Promise<void> };

/** Whether a request target belongs to the API: `/api`, `/api/...` or `/api?...`. */
export function isApiRequest(url: string | undefined): boolean {
  if (!url?.startsWith(API_BASE_PATH)) return false;
  const after = url.charCodeAt(API_BASE_PATH.length);
  return Number.isNaN(after) || after === 47 /* / */ || after === 63 /* ? */;
}

/**
 * The portal in one process: `/api` goes straight to the Hono app on `@hono/node-server` (or to
 * API_UPSTREAM_URL when another server answers it), every
 * other request (pages, assets, dev HMR upgrades) to Next.js, whose proxy.ts guards the pages. A
 * Next route handler in front of the API measured 2–3× slower (docs/decisions.md).
 */
export async function startPortalServer(options: PortalServerOptions): Promise<PortalServer> {
  const nextApp = next({ dev: options.dev, dir: options.dir, hostname: options.hostname, port: options.port });
  await nextApp.prepare();
  const handleNext = nextApp.getRequestHandler();
  const handleUpgrade = nextApp.getUpgradeHandler();
  // Keep the global Request/Response as they are: Next.js shares this process and relies on them.
  // With API_UPSTREAM_URL another server answers /api (the mocked Playwright suite's mock API), and
  // the API's modules are never loaded: seconds of start-up saved.
  const upstream = serverEnv().API_UPSTREAM_URL;
  const handleApi = upstream
    ? forwardToUpstream(upstream)
    : getRequestListener((await import("@/server/api/process-app")).processApiApp().fetch, { overrideGlobalObjects: false });

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const handled = isApiRequest(request.url) ? handleApi(request, response) : handleNext(request, response);
    handled.catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
      response.end("Internal Server Error");
    });
  });
  server.on("upgrade", (request: IncomingMessage, socket, head: Buffer) => {
    if (isApiRequest(request.url)) {
      socket.destroy();
      return;
    }
    handleUpgrade(request, socket, head).catch(() => socket.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });

  return {
    server,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await nextApp.close();
    },
  };
}
