import { HUGE_STRING, MISSING, invalidJsonValues, invalidParameterValues, unstorableTexts, type InvalidValue } from "./invalid-values";
import { allowedTypes, mainBranch, sampleValue, schemaResolver, type JsonSchema, type SchemaResolver } from "./json-schema-samples";

/**
 * Invalid requests derived from the OpenAPI document, one operation at a time. Each case starts
 * from a request the schema accepts and breaks exactly one thing in it, so the answer must name
 * that thing: a body member (dotted, as data.errors names it), a query parameter or a path
 * parameter.
 */

type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema?: JsonSchema };
export type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }>; required?: boolean };
  security?: Record<string, string[]>[];
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/**
 * `body` is sent as JSON; `form` as multipart/form-data, with a sample file in each of `files`
 * (field name → the field's description, which says what kind of file it takes).
 */
export type FuzzRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
  form?: Record<string, string>;
  files?: Record<string, string>;
};
export type FuzzCase = {
  /** "POST /api/v1/job-portal/job" (the document's path template). */
  operation: string;
  kind: string;
  part: "body" | "query" | "path";
  /** The name data.errors must carry: a dotted body path, a query or path parameter. */
  field: string;
  request: FuzzRequest;
};

export type OperationRef = { key: string; method: string; template: string; operation: OpenApiOperation };

const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete"]);

export function operationsOf(document: OpenApiDocument): OperationRef[] {
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${template}`, method: method.toUpperCase(), template, operation })),
  );
}

type BodyField = { path: (string | number)[]; schema: JsonSchema; required: boolean };

/** Every member of a body schema, depth first; an array's items are reached through index 0. */
function bodyFields(schema: JsonSchema, resolve: SchemaResolver, path: (string | number)[] = [], depth = 0): BodyField[] {
  if (depth > 5) return [];
  const branch = mainBranch(resolve(schema), resolve);
  const fields: BodyField[] = [];
  for (const [name, child] of Object.entries(branch.properties ?? {})) {
    const childPath = [...path, name];
    fields.push({ path: childPath, schema: child, required: (branch.required ?? []).includes(name) });
    fields.push(...bodyFields(child, resolve, childPath, depth + 1));
  }
  if (branch.items && allowedTypes(branch, resolve).includes("array")) {
    const itemPath = [...path, 0];
    fields.push({ path: itemPath, schema: branch.items, required: false });
    fields.push(...bodyFields(branch.items, resolve, itemPath, depth + 1));
  }
  return fields;
}

/** A copy of `container` (valid for `schema`) with the value at `path` replaced, or dropped. */
function withValueAt(container: unknown, schema: JsonSchema, path: (string | number)[], value: unknown, resolve: SchemaResolver): unknown {
  if (path.length === 0) return value;
  const branch = mainBranch(resolve(schema), resolve);
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const itemSchema = branch.items ?? {};
    const items = Array.isArray(container) && container.length > 0 ? [...container] : [sampleValue(itemSchema, resolve)];
    items[0] = withValueAt(items[0], itemSchema, rest, value, resolve);
    return items;
  }
  const object = { ...(container !== null && typeof container === "object" && !Array.isArray(container) ? container : (sampleValue(branch, resolve) as object)) } as Record<string, unknown>;
  const childSchema = branch.properties?.[head!] ?? {};
  if (rest.length === 0 && value === MISSING) {
    delete object[head!];
    return object;
  }
  object[head!] = withValueAt(object[head!] ?? sampleValue(childSchema, resolve), childSchema, rest, value, resolve);
  return object;
}

function isStringSchema(schema: JsonSchema, resolve: SchemaResolver): boolean {
  return allowedTypes(mainBranch(resolve(schema), resolve), resolve).includes("string");
}

/**
 * A form's text arrives as text, so types and lengths are the route's to judge; what the document
 * does say: which fields are files, and that text must be storable. A lone surrogate cannot be sent
 * in a form (encoding it as UTF-8 already replaces it), so only NUL is tried.
 */
function formCases(key: string, base: FuzzRequest, schema: JsonSchema, resolve: SchemaResolver): FuzzCase[] {
  const fields = Object.entries(schema.properties ?? {}).map(([name, raw]) => ({ name, field: resolve(raw) }));
  // Every file field carries a file, so the one field broken is what the answer is about.
  const files = Object.fromEntries(fields.filter(({ field }) => field.format === "binary").map(({ name, field }) => [name, field.description ?? ""]));
  const cases: FuzzCase[] = [];
  let hugeSent = false;
  for (const { name, field } of fields) {
    const isFile = field.format === "binary";
    const invalid: InvalidValue[] = isFile
      ? [{ kind: "text where a file belongs", value: "fuzz" }]
      : [unstorableTexts[0]!, ...(hugeSent ? [] : [{ kind: "1 MiB string", value: HUGE_STRING }])];
    hugeSent ||= !isFile;
    const otherFiles = Object.fromEntries(Object.entries(files).filter(([fileName]) => fileName !== name));
    for (const item of invalid) {
      cases.push({ operation: key, kind: item.kind, part: "body", field: name, request: { ...base, form: { [name]: String(item.value) }, files: otherFiles } });
    }
  }
  return cases;
}

/**
 * `seededPathValue` names a record for a path parameter where one exists (so route guards that load
 * it let the call through to validation); other parameters get a sample of their schema.
 */
export function fuzzCasesFor(
  document: OpenApiDocument,
  ref: OperationRef,
  seededPathValue: (name: string, template: string) => string | undefined,
): FuzzCase[] {
  const resolve = schemaResolver(document.components?.schemas);
  const { operation, template, method, key } = ref;
  const parameters = operation.parameters ?? [];
  const pathValues = Object.fromEntries(parameters.filter((p) => p.in === "path").map((p) => [p.name, seededPathValue(p.name, template) ?? String(sampleValue(p.schema ?? {}, resolve))]));
  const baseQuery = Object.fromEntries(
    parameters.filter((p) => p.in === "query" && p.required).map((p) => [p.name, String(sampleValue(p.schema ?? {}, resolve))]),
  );
  const jsonSchema = operation.requestBody?.content["application/json"]?.schema;
  const baseBody = jsonSchema ? sampleValue(jsonSchema, resolve) : undefined;

  const buildPath = (values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]!));
  const request = (overrides: Partial<{ path: Record<string, string>; query: Record<string, string>; body: unknown }>): FuzzRequest => ({
    method,
    path: buildPath(overrides.path ?? pathValues),
    query: overrides.query ?? baseQuery,
    ...(jsonSchema || "body" in overrides ? { body: "body" in overrides ? overrides.body : baseBody } : {}),
  });
  const cases: FuzzCase[] = [];
  const add = (part: FuzzCase["part"], field: string, invalid: InvalidValue, req: FuzzRequest) =>
    cases.push({ operation: key, kind: invalid.kind, part, field, request: req });

  if (jsonSchema) {
    add("body", "body", { kind: "body not an object", value: ["fuzz"] }, request({ body: ["fuzz"] }));
    let hugeSent = false;
    for (const field of bodyFields(jsonSchema, resolve)) {
      const name = field.path.join(".");
      const invalid: InvalidValue[] = [];
      if (field.required) invalid.push({ kind: "required member missing", value: MISSING });
      invalid.push(...invalidJsonValues(field.schema, resolve));
      if (isStringSchema(field.schema, resolve)) {
        invalid.push(...unstorableTexts);
        if (!hugeSent) invalid.push({ kind: "1 MiB string", value: HUGE_STRING });
        hugeSent = true;
      }
      for (const item of invalid) add("body", name, item, request({ body: withValueAt(baseBody, jsonSchema, field.path, item.value, resolve) }));
    }
  }

  const formSchema = operation.requestBody?.content["multipart/form-data"]?.schema;
  if (formSchema) cases.push(...formCases(key, request({}), resolve(formSchema), resolve));

  let hugeQuerySent = false;
  for (const parameter of parameters.filter((p) => p.in === "query")) {
    const schema = parameter.schema ?? {};
    const invalid: InvalidValue[] = [...invalidParameterValues(schema, resolve), unstorableTexts[0]!];
    if (parameter.required) invalid.push({ kind: "required parameter missing", value: MISSING });
    if (!hugeQuerySent && isStringSchema(schema, resolve)) invalid.push({ kind: "1 MiB string", value: HUGE_STRING });
    hugeQuerySent ||= isStringSchema(schema, resolve);
    for (const item of invalid) {
      const query = { ...baseQuery };
      if (item.value === MISSING) delete query[parameter.name];
      else query[parameter.name] = String(item.value);
      add("query", parameter.name, item, request({ query }));
    }
  }
  // A parameter no operation declares still has its text checked before any route reads it.
  add("query", "fuzz_unknown", unstorableTexts[0]!, request({ query: { ...baseQuery, fuzz_unknown: String(unstorableTexts[0]!.value) } }));

  for (const parameter of parameters.filter((p) => p.in === "path")) {
    const invalid: InvalidValue[] = [...invalidParameterValues(parameter.schema ?? {}, resolve), unstorableTexts[0]!];
    for (const item of invalid) add("path", parameter.name, item, request({ path: { ...pathValues, [parameter.name]: String(item.value) } }));
  }
  return cases;
}
