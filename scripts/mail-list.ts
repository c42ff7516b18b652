import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { parseServerEnv } from "@/server/config/env";
import type { MailboxList, MailboxMail } from "@/server/modules/mail/mailbox-schemas";

// `npm run mail:list [-- --to <address>] [--limit <n>]`: prints the local mailbox through the
// running app's API. It never opens the database itself: the app owns the embedded one.

const USAGE = "Usage: npm run mail:list -- [--to <address>] [--limit <1-200>]";
const CODE_PATTERN = /\b\d{6}\b/g;

function formatMail(mail: MailboxMail): string {
  const codes = [...new Set(`${mail.subject}\n${mail.text}`.match(CODE_PATTERN) ?? [])];
  const lines = [
    `${mail.createdAt.replace("T", " ").slice(0, 19)} UTC  ${mail.status.toUpperCase()}  ${mail.category}`,
    `To:      ${mail.to}`,
    `Subject: ${mail.subject}`,
    ...(codes.length > 0 ? [`Code:    ${codes.join(", ")}`] : []),
    "",
    ...mail.text.split("\n").map((line) => `  ${line}`),
  ];
  return lines.join("\n");
}

export function formatMailbox(list: MailboxList, to?: string): string {
  if (list.docs.length === 0) return to ? `No mail to ${to} yet.` : "No mail yet.";
  const divider = `\n${"-".repeat(72)}\n`;
  const heading = `${list.docs.length} ${list.docs.length === 1 ? "mail" : "mails"}${to ? ` to ${to}` : ""}, newest first`;
  return [heading, ...list.docs.map(formatMail)].join(divider);
}

/** Runs the command; answers the exit code. `write` and `writeError` receive whole messages. */
export async function mailList(
  argv: string[],
  source: Record<string, string | undefined>,
  write: (text: string) => void,
  writeError: (text: string) => void,
): Promise<number> {
  let options;
  try {
    options = parseArgs({
      args: argv,
      options: { to: { type: "string" }, limit: { type: "string" }, help: { type: "boolean", short: "h" } },
    }).values;
  } catch (error) {
    writeError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    write(USAGE);
    return 0;
  }

  let env;
  try {
    env = parseServerEnv(source);
  } catch (error) {
    writeError(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  const url = new URL(`${appUrl}/api/dev/mailbox`);
  if (options.to) url.searchParams.set("to", options.to);
  if (options.limit) url.searchParams.set("limit", options.limit);

  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  } catch {
    writeError(
      `The app is not running at ${appUrl} (nothing answered).\n` +
        "Start it with `npm run dev`, or set APP_URL (or PORT) to where it runs.",
    );
    return 1;
  }
  const body = (await response.json().catch(() => null)) as
    | { result?: MailboxList; message?: string; data?: { errors?: { field: string; message: string }[] } }
    | null;
  if (response.status === 404) {
    writeError(
      `The local mailbox is off at ${appUrl}.\n` +
        "Start the app with LOCAL_MAILBOX=1 (`npm run dev` sets it) to see the mail it queues.",
    );
    return 1;
  }
  if (!response.ok || !body?.result) {
    const fieldErrors = body?.data?.errors?.map((error) => `  ${error.field}: ${error.message}`) ?? [];
    writeError([`The app answered ${response.status}: ${body?.message ?? response.statusText}`, ...fieldErrors].join("\n"));
    return 1;
  }
  write(formatMailbox(body.result, options.to));
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await mailList(
    process.argv.slice(2),
    process.env,
    (text) => console.log(text),
    (text) => console.error(text),
  );
}
