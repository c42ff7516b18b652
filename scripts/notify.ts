import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { parseServerEnv } from "@/server/config/env";
import { NOTIFICATION_TYPES, isNotificationType } from "@/server/modules/notifications/notifications-contract";

// `npm run notify -- ...`: raises a notification of spec 3 through the running app's operator API
// (Authorization: Bearer $OPERATOR_TOKEN), for the types no product event raises yet (an interview
// reminder, a best-company award ...) and to fill a list for a demo or a test. It never opens the
// database: the app owns the embedded one.

export const USAGE = `Usage:
  npm run notify -- <type> --company <companyId> [--user <userId>] [--job <jobId>] [--application <jobApplicationId>]
                   [--param key=value ...] [--count <n>]
  npm run notify -- types

Recipients: --user (one active member), else the audience of --job (owners and members whose job
access reaches it), else the company's owners. --param fills the wording, e.g. --param date="24 Nov 2026, 10:00"
(keys: jobTitle applicantName companyName memberName planName stepName count limit days date award reason).
--count raises it n times, a second apart (at most 200).

Needs OPERATOR_TOKEN (the app's value) and APP_URL or PORT of the running app in the environment.`;

const NUMERIC_PARAMS = new Set(["count", "limit", "days"]);

type Output = { write: (text: string) => void; writeError: (text: string) => void };

class CommandError extends Error {
  constructor(
    message: string,
    public readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** The operator API body for the command line, or a usage error. */
export function notificationRequest(argv: string[]): Record<string, unknown> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      company: { type: "string" },
      user: { type: "string" },
      job: { type: "string" },
      application: { type: "string" },
      param: { type: "string", multiple: true },
      count: { type: "string" },
    },
  });
  const [type] = positionals;
  if (!type || !isNotificationType(type)) throw new CommandError(`Name one of the notification types (npm run notify -- types).\n${USAGE}`, 2);
  if (!values.company) throw new CommandError(`--company <companyId> is required.\n${USAGE}`, 2);
  const params: Record<string, string | number> = {};
  for (const entry of values.param ?? []) {
    const index = entry.indexOf("=");
    if (index <= 0) throw new CommandError(`--param takes key=value, not '${entry}'.`, 2);
    const key = entry.slice(0, index);
    const value = entry.slice(index + 1);
    params[key] = NUMERIC_PARAMS.has(key) ? Number(value) : value;
  }
  return {
    type,
    companyId: values.company,
    ...(values.user ? { userId: values.user } : {}),
    ...(values.job ? { jobId: values.job } : {}),
    ...(values.application ? { jobApplicationId: values.application } : {}),
    params,
    ...(values.count ? { count: Number(values.count) } : {}),
  };
}

export async function notifyCommand(argv: string[], source: Record<string, string | undefined>, output: Output): Promise<number> {
  try {
    if (argv.length === 0 || argv.includes("--help") || argv.includes("-h")) {
      output.write(USAGE);
      return argv.length === 0 ? 2 : 0;
    }
    if (argv[0] === "types") {
      output.write(NOTIFICATION_TYPES.join("\n"));
      return 0;
    }
    const body = notificationRequest(argv);
    const env = parseServerEnv(source);
    if (!env.OPERATOR_TOKEN) throw new CommandError("Set OPERATOR_TOKEN to the value the app was started with.");
    const baseUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/api/v1/operator/notifications`, {
        method: "POST",
        headers: { authorization: `Bearer ${env.OPERATOR_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new CommandError(`The app is not running at ${baseUrl} (nothing answered).\nStart it, or set APP_URL (or PORT) to where it runs.`);
    }
    const payload = (await response.json().catch(() => null)) as
      | { result?: { written: number; recipientUserIds: string[] }; message?: string; code?: string; data?: { errors?: { field: string; message: string }[] } }
      | null;
    if (response.status === 403 && payload?.code === "OPERATOR_API_DISABLED") {
      throw new CommandError(`The operator API is off at ${baseUrl}: start the app with OPERATOR_TOKEN set.`);
    }
    if (response.status === 401) throw new CommandError("The app refused the operator token (OPERATOR_TOKEN differs from the app's).");
    if (!response.ok || !payload?.result) {
      const fieldErrors = payload?.data?.errors?.map((error) => `  ${error.field}: ${error.message}`) ?? [];
      throw new CommandError([`The app answered ${response.status}: ${payload?.message ?? response.statusText}`, ...fieldErrors].join("\n"));
    }
    const { written, recipientUserIds } = payload.result;
    output.write(`${body.type}: ${written} notification${written === 1 ? "" : "s"} written for ${recipientUserIds.length} recipient${recipientUserIds.length === 1 ? "" : "s"} (${recipientUserIds.join(", ") || "nobody"}).`);
    return 0;
  } catch (error) {
    if (error instanceof CommandError) {
      output.writeError(error.message);
      return error.exitCode;
    }
    output.writeError(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await notifyCommand(process.argv.slice(2), process.env, {
    write: (text) => console.log(text),
    writeError: (text) => console.error(text),
  });
}
