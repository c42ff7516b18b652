import { z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { executeRows } from "@/server/db/client";
import { changedTables, databaseWriteMark } from "@/tests/api/database-fingerprint";
import { HUGE_STRING } from "@/tests/api/fuzz/invalid-values";
import { fuzzCasesFor, operationsOf, type FuzzCase, type OpenApiDocument } from "@/tests/api/fuzz/openapi-fuzz-cases";
import { useTestApp } from "@/tests/api/test-app";

/** The fuzz suite's own parts: the cases it derives, and the write mark it compares. */

const document: OpenApiDocument = {
  paths: {
    "/api/things/{thingId}": {
      post: {
        parameters: [
          { name: "thingId", in: "path", required: true, schema: { type: "string", format: "uuid" } },
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } },
          { name: "sort", in: "query", required: true, schema: { type: "string", enum: ["new", "old"] } },
        ],
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  name: { type: "string", minLength: 1, maxLength: 20 },
                  size: { type: ["integer", "null"], minimum: 0, maximum: 10 },
                  kind: { $ref: "#/components/schemas/Kind" },
                  tags: { type: "array", items: { type: "object", properties: { label: { type: "string", maxLength: 5 } }, required: ["label"] }, maxItems: 2 },
                },
                required: ["name", "kind"],
              },
            },
          },
        },
      },
    },
  },
  components: { schemas: { Kind: { type: "string", enum: ["a", "b"] } } },
};

const [operation] = operationsOf(document);
const cases = fuzzCasesFor(document, operation!, () => undefined);
const find = (part: FuzzCase["part"], field: string, kind: string) => cases.find((c) => c.part === part && c.fields.includes(field) && c.kind === kind);
const base = { name: "fuzz", kind: "a" };

describe("fuzz cases derived from an operation's schemas", () => {
  it("breaks one body member at a time in an otherwise valid body", () => {
    expect(find("body", "name", "required member missing")?.request.body).toEqual({ kind: "a" });
    expect(find("body", "name", "wrong type (integer)")?.request.body).toEqual({ ...base, name: 12345 });
    expect(find("body", "name", "longer than maxLength")?.request.body).toEqual({ ...base, name: "x".repeat(21) });
    expect(find("body", "name", "shorter than minLength")?.request.body).toEqual({ ...base, name: "" });
    expect(find("body", "name", "1 MiB string")?.request.body).toEqual({ ...base, name: HUGE_STRING });
    expect(find("body", "size", "below minimum")?.request.body).toEqual({ ...base, size: -1 });
    expect(find("body", "size", "above maximum")?.request.body).toEqual({ ...base, size: 11 });
    expect(find("body", "size", "not an integer")?.request.body).toEqual({ ...base, size: 0.5 });
    expect(find("body", "kind", "unknown enum value")?.request.body).toEqual({ ...base, kind: "fuzz-unknown-value" });
    expect(find("body", "body", "body not an object")?.request.body).toEqual(["fuzz"]);
  });

  it("puts unstorable text in every text field of one body at once, naming them all", () => {
    for (const [kind, text] of [["NUL character", "fuzz\u0000text"], ["lone surrogate", "fuzz\ud800text"]]) {
      expect(cases.filter((c) => c.kind === kind && c.part === "body")).toEqual([
        expect.objectContaining({ fields: ["name", "kind", "tags.0.label"], request: expect.objectContaining({ body: { name: text, kind: text, tags: [{ label: text }] } }) }),
      ]);
    }
  });

  it("reaches into array items, building the item around the broken member", () => {
    expect(find("body", "tags.0.label", "longer than maxLength")?.request.body).toEqual({ ...base, tags: [{ label: "xxxxxx" }] });
    expect(find("body", "tags.0.label", "required member missing")?.request.body).toEqual({ ...base, tags: [{}] });
    expect(find("body", "tags", "more than maxItems")?.request.body).toEqual({ ...base, tags: [{ label: "fuzz" }, { label: "fuzz" }, { label: "fuzz" }] });
    expect(find("body", "size", "wrong type (string)")?.request.body).toEqual({ ...base, size: "fuzz" });
  });

  it("breaks query and path parameters, keeping the required ones valid", () => {
    expect(find("query", "limit", "not a number")?.request).toMatchObject({ query: { sort: "new", limit: "fuzz" }, body: base });
    expect(find("query", "limit", "not an integer")?.request.query).toEqual({ sort: "new", limit: "1.5" });
    expect(find("query", "limit", "above maximum")?.request.query).toEqual({ sort: "new", limit: "101" });
    expect(find("query", "sort", "required parameter missing")?.request.query).toEqual({});
    expect(find("query", "sort", "unknown enum value")?.request.query).toEqual({ sort: "fuzz-unknown-value" });
    expect(find("query", "fuzz_unknown", "NUL character")).toMatchObject({
      fields: ["limit", "sort", "fuzz_unknown"],
      request: { query: { limit: "fuzz\u0000text", sort: "fuzz\u0000text", fuzz_unknown: "fuzz\u0000text" } },
    });
    expect(find("path", "thingId", "not a uuid")?.request.path).toBe("/api/things/not-a-uuid");
    expect(find("path", "thingId", "NUL character")?.request.path).toBe("/api/things/fuzz%00text");
    expect(find("body", "name", "wrong type (integer)")?.request.path).toMatch(/^\/api\/things\/[0-9a-f-]{36}$/);
  });

  it("starts every case from a body the schema accepts, as zod sees it", () => {
    const schema = z.object({
      name: z.string().min(1).max(20),
      size: z.number().int().min(0).max(10).nullable().optional(),
      kind: z.enum(["a", "b"]),
      tags: z.array(z.object({ label: z.string().max(5) })).max(2).optional(),
    });
    const fine = cases.filter((c) => c.part !== "body");
    for (const c of fine) expect(schema.safeParse(c.request.body).success, `${c.part} ${c.fields} ${c.kind}`).toBe(true);
    for (const c of cases.filter((c) => c.part === "body" && !["NUL character", "lone surrogate"].includes(c.kind))) {
      const result = schema.safeParse(c.request.body);
      expect(result.success, `${c.fields} ${c.kind}`).toBe(false);
    }
  });
});

describe("the write mark", () => {
  const ctx = useTestApp();

  it("moves with an insert, an update to the same count, and a delete", async () => {
    const db = ctx.database.db;
    await executeRows(db, sql`create table fuzz_mark_probe (id int primary key, note text)`);
    const marks = [await databaseWriteMark(db)];
    await executeRows(db, sql`insert into fuzz_mark_probe values (1, 'a'), (2, 'b')`);
    marks.push(await databaseWriteMark(db));
    await executeRows(db, sql`update fuzz_mark_probe set note = 'c' where id = 1`);
    marks.push(await databaseWriteMark(db));
    await executeRows(db, sql`delete from fuzz_mark_probe where id = 2`);
    marks.push(await databaseWriteMark(db));
    for (let index = 1; index < marks.length; index += 1) expect(changedTables(marks[index - 1]!, marks[index]!)).toEqual(["fuzz_mark_probe"]);
    expect(changedTables(marks.at(-1)!, await databaseWriteMark(db))).toEqual([]);
  });
});
