import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One way to build an error: the generic constructors of server/api/errors.ts for what every module
 * answers alike, and each module's named ones in its `<module>-errors.ts`. A raw `new ApiError(`, or a
 * generic constructor handed a module's code, anywhere else is how literal codes and hand-copied
 * messages creep back in beside the named constructors.
 */
const SERVER = path.join(process.cwd(), "server");
const MAY_CONSTRUCT = (file: string) => file === "api/errors.ts" || file.endsWith("-errors.ts");
const RAW_CONSTRUCTION = /\bnew ApiError\(/;
/** A call of a generic constructor (not a method such as Hono's `app.notFound(`). */
const GENERIC_CALL = /(?<![\w.])(?:badRequest|unauthorized|forbidden|notFound|conflict|serviceUnavailable|unprocessable|invalidField|invalidFields)\(/g;
/** A code among the arguments: a `*_ERROR_CODES` member, a constant such as `NOTIFICATION_NOT_FOUND`, or a literal such as "JOB_NOT_FOUND". */
const CODE_CONSTANT = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;
const CODE_LITERAL = /^["'`][A-Z][A-Z0-9_]{2,}["'`]$/;
const STRING_LITERAL = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** `file:line` of each raw construction in the given sources. */
function rawConstructions(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([file]) => !MAY_CONSTRUCT(file))
    .flatMap(([file, text]) => text.split("\n").flatMap((line, index) => (RAW_CONSTRUCTION.test(line) ? [`${file}:${index + 1}`] : [])));
}

/** The text between the parenthesis at `open` and its match (strings may hold parentheses). */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    const char = text[at]!;
    if (char === '"' || char === "'" || char === "`") {
      STRING_LITERAL.lastIndex = at;
      const literal = STRING_LITERAL.exec(text);
      if (literal?.index === at) at += literal[0].length - 1;
      continue;
    }
    if (char === "(") depth++;
    if (char === ")" && --depth === 0) return text.slice(open + 1, at);
  }
  return text.slice(open + 1);
}

const passesCode = (args: string) =>
  CODE_CONSTANT.test(args.replace(STRING_LITERAL, '""')) || (args.match(STRING_LITERAL) ?? []).some((literal) => CODE_LITERAL.test(literal));

/** `file:line` of each generic constructor given a code outside the constructor files. */
function codedGenericCalls(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([file]) => !MAY_CONSTRUCT(file))
    .flatMap(([file, text]) =>
      [...text.matchAll(GENERIC_CALL)].flatMap((call) => {
        const open = call.index + call[0].length - 1;
        return passesCode(argumentsAt(text, open)) ? [`${file}:${lineOf(text, call.index)}`] : [];
      }),
    );
}

describe("error construction", () => {
  const files = () => Object.fromEntries(serverSources(SERVER).map((file) => [file, readFileSync(path.join(SERVER, file), "utf8")]));
  const hint = "throw a named constructor: a generic one of server/api/errors.ts, or add one to the module's <module>-errors.ts";

  it("goes through named constructors everywhere in server/", () => {
    const sources = files();
    expect(rawConstructions(sources), hint).toEqual([]);
    expect(codedGenericCalls(sources), hint).toEqual([]);
  });

  it("would catch a raw construction in a service, and lets the constructor files build them", () => {
    const raw = 'throw new ApiError(404, "JOB_NOT_FOUND", "Job not found");\n';
    expect(rawConstructions({ "modules/jobs/jobs-service.ts": `const x = 1;\n${raw}` })).toEqual(["modules/jobs/jobs-service.ts:2"]);
    expect(rawConstructions({ "modules/jobs/jobs-errors.ts": raw, "api/errors.ts": raw })).toEqual([]);
  });

  it("would catch a module's code handed to a generic constructor, on one line or several", () => {
    const service = [
      'if (!job) throw notFound("Job not found", JOB_ERROR_CODES.notFound);',
      'if (!row) throw notFound("Import not found (yet)", "IMPORT_NOT_FOUND");',
      'throw conflict(',
      '  "This request was already answered",',
      "  NOT_PENDING,",
      ");",
    ].join("\n");
    expect(codedGenericCalls({ "modules/jobs/jobs-service.ts": service })).toEqual([
      "modules/jobs/jobs-service.ts:1",
      "modules/jobs/jobs-service.ts:2",
      "modules/jobs/jobs-service.ts:3",
    ]);
    expect(codedGenericCalls({ "modules/jobs/jobs-errors.ts": service })).toEqual([]);
  });

  it("lets generic calls without a code through, whatever their message says", () => {
    const service = [
      'throw forbidden("Only the Admin can do this (NOT_ALLOWED)");',
      "throw invalidFields(\"query\", [{ field: \"cursor\", message: `is not ${'ONE_OF_OURS'}` }]);",
      "app.notFound(handleNotFound);",
      'throw unauthorized(`TOKEN_INVALID: ${reason}`);',
    ].join("\n");
    expect(codedGenericCalls({ "modules/jobs/jobs-service.ts": service })).toEqual([]);
  });
});
