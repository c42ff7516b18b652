import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { createApiApp } from "@/server/api/create-app";
import type { DatabaseHandle } from "@/server/db/client";
import type { Output } from "@/scripts/operator-api";
import { createTestDatabase } from "./test-database";

export type ServedApp = { database: DatabaseHandle; appUrl: string };

/**
 * For tests of the operator scripts: a fresh database and the API served over real HTTP on a free
 * loopback port, as the running app would be, for the whole file.
 */
export function useServedTestApp(): ServedApp {
  const ctx = {} as ServedApp;
  let server: ServerType;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    const app = createApiApp({ database: async () => ctx.database }, pino({ level: "silent" }));
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    ctx.appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await ctx.database.close();
  });
  return ctx;
}

type Command = (argv: string[], source: Record<string, string | undefined>, output: Output) => Promise<number>;

/** Runs a script's command in process: its exit code and what it printed. */
export async function runCommandForTest(command: Command, argv: string[], env: Record<string, string | undefined>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command(argv, env, { write: (text) => out.push(text), writeError: (text) => err.push(text) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}
