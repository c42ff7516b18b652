/**
 * The subset of JSON Schema (OpenAPI 3.1) our zod contracts produce, and a valid sample of each:
 * the base every fuzz case starts from, so that a case's response is about the one field it broke.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  description?: string;
};

export type SchemaResolver = (schema: JsonSchema) => JsonSchema;

/** Follows `#/components/schemas/Name` references of one OpenAPI document. */
export function schemaResolver(components: Record<string, JsonSchema> = {}): SchemaResolver {
  const resolve: SchemaResolver = (schema) => {
    if (!schema.$ref) return schema;
    const target = components[schema.$ref.split("/").pop()!];
    if (!target) throw new Error(`Unresolvable $ref ${schema.$ref}`);
    return resolve(target);
  };
  return resolve;
}

/** The types a schema allows (`["string", "null"]` → both); a union's branches are flattened. */
export function allowedTypes(schema: JsonSchema, resolve: SchemaResolver): string[] {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return [...new Set(branches.flatMap((branch) => allowedTypes(resolve(branch), resolve)))];
  if (schema.const !== undefined) return [jsonType(schema.const)];
  if (schema.enum) return [...new Set(schema.enum.map(jsonType))];
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  return ["any"];
}

export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (Number.isInteger(value)) return "integer";
  return typeof value;
}

/** The branch a sample is taken from: the first that is not only null. */
export function mainBranch(schema: JsonSchema, resolve: SchemaResolver): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  const chosen = branches.map(resolve).find((branch) => allowedTypes(branch, resolve).some((type) => type !== "null")) ?? resolve(branches[0]!);
  return mainBranch(chosen, resolve);
}

const SAMPLE_UUID = "00000000-0000-4000-8000-00000000f022";

/** Values tried, in order, for a string with a pattern; the first the pattern accepts is used. */
const PATTERN_CANDIDATES = ["123456", "ed_fuzz_event", "2030-01", "2030-01-01", "+62 812 3456 7890", "01.234.567.8-901.000", "https://example.com/fuzz"];

function compilePattern(pattern: string): RegExp | null {
  // A regex literal serialised with its flags ("^...$/i") still names what it means.
  const flagged = /^(.*)\/([a-z]+)$/.exec(pattern);
  try {
    return flagged ? new RegExp(flagged[1]!, flagged[2]) : new RegExp(pattern, "u");
  } catch {
    return null;
  }
}

export function matchesPattern(value: string, pattern: string | undefined): boolean {
  if (!pattern) return true;
  return compilePattern(pattern)?.test(value) ?? true;
}

function sampleString(schema: JsonSchema): string {
  const byFormat: Record<string, string> = {
    uuid: SAMPLE_UUID,
    email: "fuzz@example.com",
    "date-time": "2030-01-01T00:00:00.000Z",
    date: "2030-01-01",
    uri: "https://example.com/fuzz",
    url: "https://example.com/fuzz",
  };
  const patterned = schema.pattern ? PATTERN_CANDIDATES.find((candidate) => matchesPattern(candidate, schema.pattern)) : undefined;
  let value = (schema.format && byFormat[schema.format]) || patterned || "fuzz";
  if (schema.minLength !== undefined && value.length < schema.minLength) value = value.padEnd(schema.minLength, "x");
  if (schema.maxLength !== undefined && value.length > schema.maxLength) value = value.slice(0, schema.maxLength);
  return value;
}

function sampleNumber(schema: JsonSchema): number {
  if (schema.minimum !== undefined) return Math.max(schema.minimum, Math.min(1, schema.maximum ?? 1));
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + 1;
  if (schema.maximum !== undefined) return Math.min(schema.maximum, 1);
  return 1;
}

/**
 * A value the schema accepts, as small as it can be: objects carry only their required members,
 * arrays their minimum number of items.
 */
export function sampleValue(raw: JsonSchema, resolve: SchemaResolver): unknown {
  const schema = mainBranch(resolve(raw), resolve);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleValue(part, resolve)));
  const type = allowedTypes(schema, resolve).find((candidate) => candidate !== "null") ?? "null";
  switch (type) {
    case "string":
      return sampleString(schema);
    case "integer":
    case "number":
      return sampleNumber(schema);
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(schema.items ?? {}, resolve));
    case "object":
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sampleValue(schema.properties?.[name] ?? {}, resolve)]));
    case "null":
      return null;
    default:
      return "fuzz";
  }
}
