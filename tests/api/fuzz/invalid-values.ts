import { allowedTypes, jsonType, mainBranch, matchesPattern, sampleValue, type JsonSchema, type SchemaResolver } from "./json-schema-samples";

/** One way to break one value, and the value that breaks it (`MISSING` drops the member). */
export type InvalidValue = { kind: string; value: unknown };

export const MISSING = Symbol("missing");

/** 1 MiB of text: past any field's limit and past what a JSON body may carry in one field. */
export const HUGE_STRING = "x".repeat(1024 * 1024);

const WRONG_TYPE_CANDIDATES: unknown[] = [12345, "fuzz", true, ["fuzz"], { fuzz: 1 }];

function typeAllowed(value: unknown, allowed: string[]): boolean {
  const type = jsonType(value);
  return allowed.includes(type) || (type === "integer" && allowed.includes("number"));
}

/** A JSON value of a type the schema does not allow, or undefined when it allows every type. */
export function wrongTypeValue(schema: JsonSchema, resolve: SchemaResolver): unknown {
  const allowed = allowedTypes(schema, resolve);
  if (allowed.includes("any")) return undefined;
  return WRONG_TYPE_CANDIDATES.find((candidate) => !typeAllowed(candidate, allowed));
}

const INVALID_FORMATS: Record<string, string> = {
  uuid: "not-a-uuid",
  email: "not-an-email",
  "date-time": "not-a-date-time",
  date: "not-a-date",
  uri: "not a uri",
  url: "not a url",
};

/** Strings the schema refuses: too long, too short, off-pattern, off-format, not in the enum. */
function invalidStrings(schema: JsonSchema): InvalidValue[] {
  const cases: InvalidValue[] = [];
  if (schema.enum) cases.push({ kind: "unknown enum value", value: "fuzz-unknown-value" });
  if (schema.maxLength !== undefined) cases.push({ kind: "longer than maxLength", value: "x".repeat(schema.maxLength + 1) });
  if (schema.minLength !== undefined && schema.minLength > 0) cases.push({ kind: "shorter than minLength", value: "x".repeat(schema.minLength - 1) });
  if (schema.format && INVALID_FORMATS[schema.format]) cases.push({ kind: `not a ${schema.format}`, value: INVALID_FORMATS[schema.format] });
  if (schema.pattern && !matchesPattern("!fuzz!", schema.pattern)) cases.push({ kind: "off pattern", value: "!fuzz!" });
  return cases;
}

function invalidNumbers(schema: JsonSchema, integer: boolean): InvalidValue[] {
  const cases: InvalidValue[] = [];
  if (schema.minimum !== undefined) cases.push({ kind: "below minimum", value: schema.minimum - 1 });
  if (schema.exclusiveMinimum !== undefined) cases.push({ kind: "at exclusiveMinimum", value: schema.exclusiveMinimum });
  if (schema.maximum !== undefined) cases.push({ kind: "above maximum", value: schema.maximum + 1 });
  if (schema.exclusiveMaximum !== undefined) cases.push({ kind: "at exclusiveMaximum", value: schema.exclusiveMaximum });
  if (integer) {
    const fraction = (schema.minimum ?? schema.exclusiveMinimum ?? 0) + 0.5;
    if (schema.maximum === undefined || fraction <= schema.maximum) cases.push({ kind: "not an integer", value: fraction });
  }
  return cases;
}

/**
 * Every invalid JSON value this generator derives for one schema: the wrong type, then what its
 * constraints refuse. Text PostgreSQL cannot store comes separately (unstorableTexts).
 */
export function invalidJsonValues(raw: JsonSchema, resolve: SchemaResolver): InvalidValue[] {
  const schema = resolve(raw);
  const cases: InvalidValue[] = [];
  const wrong = wrongTypeValue(schema, resolve);
  if (wrong !== undefined) cases.push({ kind: `wrong type (${jsonType(wrong)})`, value: wrong });
  const branch = mainBranch(schema, resolve);
  const types = allowedTypes(branch, resolve);
  // A union (anyOf) accepts what any branch accepts: only the wrong type is certain to fail it.
  if (schema.anyOf || schema.oneOf) return cases;
  if (types.includes("string")) cases.push(...invalidStrings(branch));
  if (types.includes("integer") || types.includes("number")) cases.push(...invalidNumbers(branch, !types.includes("number")));
  if (types.includes("array")) {
    const item = () => sampleValue(branch.items ?? {}, resolve);
    if (branch.maxItems !== undefined) cases.push({ kind: "more than maxItems", value: Array.from({ length: branch.maxItems + 1 }, item) });
    if (branch.minItems !== undefined && branch.minItems > 0) cases.push({ kind: "fewer than minItems", value: Array.from({ length: branch.minItems - 1 }, item) });
  }
  return cases;
}

/** Text no PostgreSQL text column can hold as sent; the API must refuse it before any statement. */
export const unstorableTexts: InvalidValue[] = [
  { kind: "NUL character", value: "fuzz\u0000text" },
  { kind: "lone surrogate", value: "fuzz\ud800text" },
];

/** Query and path values are text: the invalid strings a parameter's schema derives. */
export function invalidParameterValues(raw: JsonSchema, resolve: SchemaResolver): InvalidValue[] {
  const schema = mainBranch(resolve(raw), resolve);
  const types = allowedTypes(schema, resolve);
  if (types.includes("array")) {
    return invalidParameterValues(schema.items ?? {}, resolve).map((item) => ({ kind: `item ${item.kind}`, value: item.value }));
  }
  const cases: InvalidValue[] = [];
  if (types.includes("integer") || types.includes("number")) {
    cases.push({ kind: "not a number", value: "fuzz" });
    cases.push(...invalidNumbers(schema, !types.includes("number")).map((item) => ({ kind: item.kind, value: String(item.value) })));
  }
  if (types.includes("boolean")) cases.push({ kind: "not a boolean", value: "fuzz" });
  if (types.includes("string")) cases.push(...invalidStrings(schema));
  return cases;
}
