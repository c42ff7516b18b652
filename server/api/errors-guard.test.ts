import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One way to build an error: the generic constructors of server/api/errors.ts, and each module's
 * named ones in its `<module>-errors.ts`. A raw `new ApiError(` anywhere else is how literal codes
 * and hand-copied messages creep back in beside the named constructors.
 */
const SERVER = path.join(process.cwd(), "server");
const MAY_CONSTRUCT = (file: string) => file === "api/errors.ts" || file.endsWith("-errors.ts");
const RAW_CONSTRUCTION = /\bnew ApiError\(/;

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/** `file:line` of each raw construction in the given sources. */
function rawConstructions(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([file]) => !MAY_CONSTRUCT(file))
    .flatMap(([file, text]) => text.split("\n").flatMap((line, index) => (RAW_CONSTRUCTION.test(line) ? [`${file}:${index + 1}`] : [])));
}

describe("error construction", () => {
  it("goes through named constructors everywhere in server/", () => {
    const files = Object.fromEntries(serverSources(SERVER).map((file) => [file, readFileSync(path.join(SERVER, file), "utf8")]));
    const hint = "throw a named constructor: a generic one of server/api/errors.ts, or add one to the module's <module>-errors.ts";
    expect(rawConstructions(files), hint).toEqual([]);
  });

  it("would catch a raw construction in a service, and lets the constructor files build them", () => {
    const raw = 'throw new ApiError(404, "JOB_NOT_FOUND", "Job not found");\n';
    expect(rawConstructions({ "modules/jobs/jobs-service.ts": `const x = 1;\n${raw}` })).toEqual(["modules/jobs/jobs-service.ts:2"]);
    expect(rawConstructions({ "modules/jobs/jobs-errors.ts": raw, "api/errors.ts": raw })).toEqual([]);
  });
});
