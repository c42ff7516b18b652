import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApiApp } from "@/server/api/create-app";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { createLogger } from "./logger";

const ctx = useTestApp();

/** A logger as the product's, writing its lines here. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { log: createLogger("info", destination), lines };
}

describe("what a failed query leaves in the log", () => {
  it("keeps the statement and the database's error, never the values it was sent: no password hash, email or name", async () => {
    // The users table refuses this sign-up inside the database, as a full disk or a broken replica would.
    await ctx.database.db.execute(sql.raw(`
      create function refuse_log_leak() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test' using errcode = 'P0001', detail = 'row ' || new.email; end $$`));
    await ctx.database.db.execute(sql.raw(`
      create trigger refuse_log_leak before insert on users for each row when (new.email like '%@log-leak.test') execute function refuse_log_leak()`));
    const { log, lines } = capturedLogger();
    const app = createApiApp({ database: async () => ctx.database }, log);

    const response = await requestJson(app, "POST", "/api/v1/registration/email", {
      body: { name: "Rahasia Sekali", email: "secret.person@log-leak.test", password: "correct-horse-battery-staple-9" },
    });
    expect(response.status).toBe(500);

    const failure = lines.map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> }).find((entry) => entry.msg === "unexpected error");
    expect(failure?.err).toBeDefined();
    const text = JSON.stringify(failure);
    expect(text).toContain("insert into \\\"users\\\"");
    expect(text).toContain("refused by the test");
    expect(failure!.err).toMatchObject({ code: "P0001" });
    for (const secret of ["$scrypt", "scrypt$", "secret.person", "Rahasia", "correct-horse", "params", "detail"]) expect(text).not.toContain(secret);
    // Nothing in the whole log carries them either.
    expect(lines.join("\n")).not.toMatch(/secret\.person|Rahasia|correct-horse|scrypt/);
  });
});
