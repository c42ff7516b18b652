import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { InvalidEnvironmentError, parseServerEnv, serverEnvSchema } from "./env";

function parseError(source: Record<string, string>): InvalidEnvironmentError {
  try {
    parseServerEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidEnvironmentError);
    return error as InvalidEnvironmentError;
  }
  throw new Error("expected the environment to be refused");
}

describe("parseServerEnv", () => {
  it("gives every optional setting a safe default that calls nothing on the network", () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      DATA_DIR: ".data",
      DATABASE_POOL_SIZE: 10,
      SEED_SCALE: "demo",
      LOG_LEVEL: "info",
      WORKER_IN_PROCESS: true,
      MAIL_FROM: "Hiring Portal <no-reply@hiring-portal.local>",
      LOCAL_MAILBOX: false,
      UPLOAD_MAX_BYTES: 5 * 1024 * 1024,
      SENTRY_TRACES_SAMPLE_RATE: 0.5,
    });
    for (const name of ["APP_URL", "DATABASE_URL", "SMTP_URL", "MIXPANEL_TOKEN", "SENTRY_DSN"] as const) {
      expect(env[name], name).toBeUndefined();
    }
  });

  it("treats empty values as unset, as a copied .env.example leaves them", () => {
    const env = parseServerEnv({ PORT: "", DATABASE_URL: "", SMTP_URL: "", LOCAL_MAILBOX: "", SENTRY_DSN: "" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.LOCAL_MAILBOX).toBe(false);
  });

  it("parses numbers and flags", () => {
    const env = parseServerEnv({
      PORT: "4100",
      UPLOAD_MAX_BYTES: "1048576",
      LOCAL_MAILBOX: "1",
      WORKER_IN_PROCESS: "false",
      DATABASE_URL: "postgres://app@127.0.0.1:5432/app",
      SMTP_URL: "smtps://user:pass@mail.example.test:465",
    });
    expect(env).toMatchObject({ PORT: 4100, UPLOAD_MAX_BYTES: 1048576, LOCAL_MAILBOX: true, WORKER_IN_PROCESS: false });
    expect(parseServerEnv({ LOCAL_MAILBOX: "true" }).LOCAL_MAILBOX).toBe(true);
    expect(parseServerEnv({ LOCAL_MAILBOX: "0" }).LOCAL_MAILBOX).toBe(false);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "0"],
    ["NODE_ENV", "staging"],
    ["APP_URL", "localhost:3000"],
    ["DATABASE_URL", "mysql://app@localhost/app"],
    ["DATABASE_POOL_SIZE", "0"],
    ["SEED_SCALE", "huge"],
    ["LOG_LEVEL", "loud"],
    ["WORKER_IN_PROCESS", "yes"],
    ["SMTP_URL", "http://mail.example.test"],
    ["LOCAL_MAILBOX", "on"],
    ["UPLOAD_MAX_BYTES", "10"],
    ["SENTRY_DSN", "not a url"],
    ["SENTRY_TRACES_SAMPLE_RATE", "2"],
  ])("refuses %s=%j with a message naming it", (name, value) => {
    const error = parseError({ [name]: value });
    expect(error.message).toMatch(/^Invalid environment configuration:/);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]).toMatch(new RegExp(`^${name}: `));
  });

  it("names every invalid variable at once", () => {
    const error = parseError({ PORT: "abc", SMTP_URL: "mail.example.test", LOG_LEVEL: "loud" });
    expect(error.issues.map((issue) => issue.split(":")[0]).sort()).toEqual(["LOG_LEVEL", "PORT", "SMTP_URL"]);
    expect(error.message).toContain("SMTP_URL: must start with smtp:// or smtps://");
  });
});

describe(".env.example", () => {
  const assignments = Object.fromEntries(
    readFileSync(path.resolve(".env.example"), "utf8")
      .split("\n")
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );

  it("documents every server variable", () => {
    const missing = Object.keys(serverEnvSchema.shape).filter((name) => !(name in assignments));
    expect(missing).toEqual([]);
  });

  it("leaves every value empty, and empty values start the app on its defaults", () => {
    expect(Object.entries(assignments).filter(([, value]) => value !== "")).toEqual([]);
    const env = parseServerEnv(assignments);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
  });
});

describe("npm run api with an invalid variable", () => {
  it("exits non-zero with the message naming it, before opening the database", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "hp-env-")), "data");
    try {
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        execFile(
          path.resolve("node_modules/.bin/tsx"),
          ["server/api/standalone.ts"],
          {
            cwd: process.cwd(),
            env: {
              PATH: process.env.PATH ?? "",
              HOME: process.env.HOME ?? tmpdir(),
              NODE_ENV: "test",
              PORT: "not-a-port",
              DATA_DIR: dataDir,
            },
            timeout: 30_000,
          },
          (error, _stdout, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stderr }),
        );
      });
      expect(result.code).not.toBe(0);
      expect(result.code).not.toBeNull();
      expect(result.stderr).toContain("Invalid environment configuration");
      expect(result.stderr).toMatch(/PORT: /);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
