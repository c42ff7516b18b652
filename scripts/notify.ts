import { parseArgs } from "node:util";
import { NOTIFICATION_TYPES, isNotificationType } from "@/server/modules/notifications/notifications-contract";
import { CommandError, callOperatorApi, operatorApiFrom, runCommand, runIfMain, type Output } from "./operator-api";

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
  return runCommand(output, async () => {
    if (argv.length === 0 || argv.includes("--help") || argv.includes("-h")) {
      output.write(USAGE);
      return argv.length === 0 ? 2 : 0;
    }
    if (argv[0] === "types") {
      output.write(NOTIFICATION_TYPES.join("\n"));
      return 0;
    }
    const body = notificationRequest(argv);
    const { written, recipientUserIds } = await callOperatorApi<{ written: number; recipientUserIds: string[] }>(
      operatorApiFrom(source),
      "POST",
      "/v1/operator/notifications",
      body,
    );
    output.write(`${body.type}: ${written} notification${written === 1 ? "" : "s"} written for ${recipientUserIds.length} recipient${recipientUserIds.length === 1 ? "" : "s"} (${recipientUserIds.join(", ") || "nobody"}).`);
    return 0;
  });
}

await runIfMain(import.meta.url, notifyCommand);
