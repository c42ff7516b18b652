import { parseArgs } from "node:util";
import type { MaintenanceSettings } from "@/server/modules/feature-flags/feature-flags-contract";
import type { OperatorFlag } from "@/server/modules/feature-flags/feature-flags-schemas";
import { CommandError, callOperatorApi, operatorApiFrom, runCommand, runIfMain, type Output } from "./operator-api";

// `npm run flags -- ...`: feature flags and maintenance through the running app's operator API
// (Authorization: Bearer $OPERATOR_TOKEN). It never opens the database: the app owns the embedded one.

export const USAGE = `Usage:
  npm run flags -- list
  npm run flags -- set <flag> on|off [--company <companyId>]
  npm run flags -- unset <flag> --company <companyId>      (the company follows the default again)
  npm run flags -- maintenance [on|off] [--target all|specific] [--routes /job-post,/analytics]

Needs OPERATOR_TOKEN (the app's value) and APP_URL or PORT of the running app in the environment.`;

type FlagList = { flags: OperatorFlag[]; maintenance: MaintenanceSettings };
const onOff = (value: boolean) => (value ? "on" : "off");

export function formatMaintenance(settings: MaintenanceSettings): string {
  const where = settings.target === "all" ? "all pages" : `routes ${settings.routes.join(", ") || "(none)"}`;
  return `maintenance: ${onOff(settings.enabled)} (target ${settings.target}: ${where})`;
}

export function formatFlagList(list: FlagList): string {
  const width = Math.max(...list.flags.map((flag) => flag.key.length));
  const lines = list.flags.map((flag) => {
    const overrides = flag.overrides.map((override) => `${override.companyId}=${onOff(override.enabled)}`).join(", ");
    return `${flag.key.padEnd(width)}  ${onOff(flag.enabledByDefault).padEnd(3)}  ${flag.description}${overrides ? `\n${" ".repeat(width + 7)}overrides: ${overrides}` : ""}`;
  });
  return [`${"flag".padEnd(width)}  default`, ...lines, "", formatMaintenance(list.maintenance)].join("\n");
}

function parseSwitch(value: string | undefined, what: string): boolean {
  if (value === "on") return true;
  if (value === "off") return false;
  throw new CommandError(`${what} must be 'on' or 'off'.\n${USAGE}`, 2);
}

/** Runs the command; answers the exit code. */
export async function flagsCommand(argv: string[], source: Record<string, string | undefined>, output: Output): Promise<number> {
  return runCommand(output, async () => {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        company: { type: "string" },
        target: { type: "string" },
        routes: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    const [command, ...rest] = positionals;
    if (values.help || !command) {
      output.write(USAGE);
      return values.help ? 0 : 2;
    }

    const api = operatorApiFrom(source);

    if (command === "list") {
      output.write(formatFlagList(await callOperatorApi<FlagList>(api, "GET", "/v1/operator/feature-flags")));
      return 0;
    }
    if (command === "set" || command === "unset") {
      const [flag, state] = rest;
      if (!flag) throw new CommandError(`Name the flag.\n${USAGE}`, 2);
      const path = `/v1/operator/feature-flags/${encodeURIComponent(flag)}`;
      if (command === "unset") {
        if (!values.company) throw new CommandError(`unset needs --company <companyId>.\n${USAGE}`, 2);
        await callOperatorApi(api, "DELETE", `${path}/overrides/${encodeURIComponent(values.company)}`);
        output.write(`${flag}: override of company ${values.company} removed; it follows the default again.`);
        return 0;
      }
      const enabled = parseSwitch(state, "The state");
      await callOperatorApi(api, "PUT", path, { enabled, ...(values.company ? { companyId: values.company } : {}) });
      output.write(`${flag}: ${onOff(enabled)}${values.company ? ` for company ${values.company}` : " by default"}.`);
      return 0;
    }
    if (command === "maintenance") {
      const [state] = rest;
      if (values.target !== undefined && values.target !== "all" && values.target !== "specific") {
        throw new CommandError(`--target must be 'all' or 'specific'.\n${USAGE}`, 2);
      }
      const body = {
        ...(state !== undefined ? { enabled: parseSwitch(state, "The maintenance state") } : {}),
        ...(values.target ? { target: values.target } : {}),
        ...(values.routes !== undefined ? { routes: values.routes.split(",").map((route) => route.trim()).filter(Boolean) } : {}),
      };
      const settings = await callOperatorApi<MaintenanceSettings>(api, "PUT", "/v1/operator/maintenance", body);
      output.write(formatMaintenance(settings));
      return 0;
    }
    throw new CommandError(`Unknown command '${command}'.\n${USAGE}`, 2);
  });
}

await runIfMain(import.meta.url, flagsCommand);
