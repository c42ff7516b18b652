import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// The load side of the HTTP benches (bench-notifications, bench-job-list): autocannon in a child
// process of its own, so the load never shares the server's event loop. The child is this file run
// with `--load <spec.json>`; it prints the result as JSON.

export type LoadSpec = {
  url: string;
  seconds: number;
  connections: number;
  /** One request per simulated user: its path and headers; each request picks a user at random. */
  users: { path: string; headers: Record<string, string> }[];
  /** Send the ETag last seen for the user as If-None-Match (a poll). */
  conditional: boolean;
};

export type LoadResult = { requests: number; rps: number; p50: number; p99: number; codes: Record<string, number>; errors: number };

/** Runs autocannon in a process of its own and returns what it measured. */
export async function load(spec: LoadSpec): Promise<LoadResult> {
  const folder = mkdtempSync(path.join(tmpdir(), "bench-load-"));
  const specPath = path.join(folder, "spec.json");
  writeFileSync(specPath, JSON.stringify(spec));
  try {
    const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename, "--load", specPath], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    if (code !== 0) throw new Error(`load process exited with ${code}`);
    return JSON.parse(output) as LoadResult;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Responses of 400 and above plus connection errors. */
export function failuresOf(result: LoadResult): number {
  return Object.entries(result.codes).reduce((sum, [code, value]) => sum + (Number(code) >= 400 ? value : 0), 0) + result.errors;
}

async function runLoadProcess(specPath: string): Promise<void> {
  type AutocannonResult = { duration: number; errors: number; latency: { p50: number; p99: number }; statusCodeStats?: Record<string, { count: number | string }> };
  // autocannon ships no type declarations: the part of its programmatic API used here.
  // @ts-expect-error -- untyped module
  const { default: autocannon } = (await import("autocannon")) as { default: (options: object) => Promise<AutocannonResult> };
  const spec = JSON.parse(readFileSync(specPath, "utf8")) as LoadSpec;
  const etags = new Map<number, string>();
  type Context = { user?: number };
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    requests: [
      {
        setupRequest: (request: Record<string, unknown>, context: Context) => {
          const index = Math.floor(Math.random() * spec.users.length);
          context.user = index;
          const user = spec.users[index]!;
          const etag = spec.conditional ? etags.get(index) : undefined;
          return { ...request, path: user.path, headers: { ...user.headers, ...(etag ? { "if-none-match": etag } : {}) } };
        },
        onResponse: (_status: number, _body: string, context: Context, headers: Record<string, string>) => {
          const etag = headers.etag ?? headers.ETag;
          if (spec.conditional && etag && context.user !== undefined) etags.set(context.user, etag);
        },
      },
    ],
  });
  const codes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, Number(stat.count)]));
  const requests = Object.values(codes).reduce((sum, value) => sum + value, 0);
  const output: LoadResult = { requests, rps: requests / result.duration, p50: result.latency.p50, p99: result.latency.p99, codes, errors: result.errors };
  process.stdout.write(JSON.stringify(output));
}

if (process.argv[1] === import.meta.filename && process.argv[2] === "--load") {
  await runLoadProcess(process.argv[3]!);
  process.exit(0);
}
