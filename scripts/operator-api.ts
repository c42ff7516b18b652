import { pathToFileURL } from "node:url";
import { parseServerEnv } from "@/server/config/env";

// What the operator scripts (`npm run flags`, `npm run notify`) share: reaching the running app's
// operator API (Authorization: Bearer $OPERATOR_TOKEN) and turning failures into exit codes. They
// never open the database: the app owns the embedded one.

export type Output = { write: (text: string) => void; writeError: (text: string) => void };

/** A failure the user can act on: its message is printed as it is, with its exit code (2: usage). */
export class CommandError extends Error {
  constructor(
    message: string,
    public readonly exitCode = 1,
  ) {
    super(message);
  }
}

export type OperatorApi = { baseUrl: string; token: string };

/** Where the running app is and the token it was started with, from the environment. */
export function operatorApiFrom(source: Record<string, string | undefined>): OperatorApi {
  const env = parseServerEnv(source);
  if (!env.OPERATOR_TOKEN) throw new CommandError("Set OPERATOR_TOKEN to the value the app was started with.");
  return { baseUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""), token: env.OPERATOR_TOKEN };
}

/** One call to the operator API (`path` below /api); answers `result`, or throws a CommandError saying why not. */
export async function callOperatorApi<T>(api: OperatorApi, method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${api.baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${api.token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new CommandError(`The app is not running at ${api.baseUrl} (nothing answered).\nStart it, or set APP_URL (or PORT) to where it runs.`);
  }
  const payload = (await response.json().catch(() => null)) as
    | { result?: T; message?: string; code?: string; data?: { errors?: { field: string; message: string }[] } }
    | null;
  if (response.status === 403 && payload?.code === "OPERATOR_API_DISABLED") {
    throw new CommandError(`The operator API is off at ${api.baseUrl}: start the app with OPERATOR_TOKEN set.`);
  }
  if (response.status === 401) throw new CommandError("The app refused the operator token (OPERATOR_TOKEN differs from the app's).");
  if (!response.ok || payload?.result === undefined) {
    const fieldErrors = payload?.data?.errors?.map((error) => `  ${error.field}: ${error.message}`) ?? [];
    throw new CommandError([`The app answered ${response.status}: ${payload?.message ?? response.statusText}`, ...fieldErrors].join("\n"));
  }
  return payload.result;
}

/** Runs a command body; prints a failure and answers the exit code. */
export async function runCommand(output: Output, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof CommandError) {
      output.writeError(error.message);
      return error.exitCode;
    }
    output.writeError(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

type Command = (argv: string[], source: Record<string, string | undefined>, output: Output) => Promise<number>;

/** When the module is the script being run (not imported by a test), runs the command on this process. */
export async function runIfMain(moduleUrl: string, command: Command): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  process.exitCode = await command(process.argv.slice(2), process.env, {
    write: (text) => console.log(text),
    writeError: (text) => console.error(text),
  });
}
