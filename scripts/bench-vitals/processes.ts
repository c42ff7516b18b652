/** Child processes: start, track, and stop them (with the fresh data folder) however the script ends. */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import net from "node:net";

/** Processes this script started, each the leader of its own process group. */
const children: ChildProcess[] = [];
let dataDirToRemove: string | undefined;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to each group (npm, its shell and the server close the database), SIGKILL after 15 s. */
export async function stopChildren() {
  await Promise.all(
    children.map(async (child) => {
      if (child.pid === undefined) return;
      const pid = child.pid;
      if (child.exitCode === null && child.signalCode === null) signalGroup(child, "SIGTERM");
      else if (groupAlive(pid)) process.kill(-pid, "SIGTERM");
      // The leader (npm) can exit before the server it started: wait for the whole group.
      const deadline = Date.now() + 15_000;
      while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      if (groupAlive(pid)) process.kill(-pid, "SIGKILL");
    }),
  );
  if (dataDirToRemove) rmSync(dataDirToRemove, { recursive: true, force: true });
}
process.on("exit", () => {
  for (const child of children) if (child.pid !== undefined && groupAlive(child.pid)) process.kill(-child.pid, "SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void stopChildren().finally(() => process.exit(130));
  });
}

export function run(command: string, commandArgs: string[], runOptions: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, commandArgs, { ...runOptions, stdio: ["ignore", "inherit", "inherit"], detached: true });
    children.push(child);
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(" ")} exited with ${code}`))));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export const baseEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" });

export async function serve(
  name: string,
  command: string,
  commandArgs: (port: number) => string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  readyPath: string,
): Promise<string> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(command, commandArgs(port), {
    cwd,
    env: { ...env, PORT: String(port), HOSTNAME: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  children.push(child);
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr = (stderr + chunk).slice(-8000)));
  // The large seed runs on the first request that opens the database: allow it minutes.
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} server exited (${child.exitCode}):\n${stderr}`);
    try {
      const response = await fetch(origin + readyPath, { redirect: "manual", signal: AbortSignal.timeout(120_000) });
      if (response.status < 500) return origin;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} server did not answer ${readyPath} within 10 minutes:\n${stderr}`);
}

/** Removed by stopChildren, after the servers that use it are gone. */
export function removeOnStop(dataDir: string) {
  dataDirToRemove = dataDir;
}
