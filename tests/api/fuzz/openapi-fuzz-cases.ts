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
  /**
   * The names data.errors must carry: dotted body paths, query or path parameters. One, but for
   * unstorable text, which is put in every text field of one request at once (the middleware
   * that refuses it is the same for all of them, and must name each).
   */
  fields: string[];
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

/** What every case of one operation starts from: a request its schemas accept. */
type Base = {
  key: string;
  resolve: SchemaResolver;
  parameters: Parameter[];
  pathValues: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
  request: (overrides: Partial<{ path: Record<string, string>; query: Record<string, string>; body: unknown }>) => FuzzRequest;
};

const caseOf = (base: Base, part: FuzzCase["part"], fields: string[], kind: string, request: FuzzRequest): FuzzCase => ({ operation: base.key, kind, part, fields, request });

function bodyCases(base: Base, jsonSchema: JsonSchema): FuzzCase[] {
  const { resolve } = base;
  const cases = [caseOf(base, "body", ["body"], "body not an object", base.request({ body: ["fuzz"] }))];
  const textFields: BodyField[] = [];
  for (const field of bodyFields(jsonSchema, resolve)) {
    const invalid: InvalidValue[] = field.required ? [{ kind: "required member missing", value: MISSING }] : [];
    invalid.push(...invalidJsonValues(field.schema, resolve));
    if (isStringSchema(field.schema, resolve)) {
      if (textFields.length === 0) invalid.push({ kind: "1 MiB string", value: HUGE_STRING });
      textFields.push(field);
    }
    const name = field.path.join(".");
    for (const item of invalid) cases.push(caseOf(base, "body", [name], item.kind, base.request({ body: withValueAt(base.body, jsonSchema, field.path, item.value, resolve) })));
  }
  if (textFields.length === 0) return cases;
  for (const text of unstorableTexts) {
    const body = textFields.reduce((current, field) => withValueAt(current, jsonSchema, field.path, text.value, resolve), base.body);
    cases.push(caseOf(base, "body", textFields.map((field) => field.path.join(".")), text.kind, base.request({ body })));
  }
  return cases;
}

/**
 * A form's text arrives as text, so types and lengths are the route's to judge; what the document
 * does say: which fields are files, and that text must be storable. A lone surrogate cannot be sent
 * in a form (encoding it as UTF-8 already replaces it), so only NUL is tried.
 */
function formCases(base: Base, schema: JsonSchema): FuzzCase[] {
  const fields = Object.entries(schema.properties ?? {}).map(([name, raw]) => ({ name, field: base.resolve(raw) }));
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
    for (const item of invalid) cases.push(caseOf(base, "body", [name], item.kind, { ...base.request({}), form: { [name]: String(item.value) }, files: otherFiles }));
  }
  return cases;
}

function queryCases(base: Base): FuzzCase[] {
  const { resolve } = base;
  const cases: FuzzCase[] = [];
  const queryParameters = base.parameters.filter((p) => p.in === "query");
  let hugeSent = false;
  for (const parameter of queryParameters) {
    const schema = parameter.schema ?? {};
    const invalid = invalidParameterValues(schema, resolve);
    if (parameter.required) invalid.push({ kind: "required parameter missing", value: MISSING });
    if (!hugeSent && isStringSchema(schema, resolve)) invalid.push({ kind: "1 MiB string", value: HUGE_STRING });
    hugeSent ||= isStringSchema(schema, resolve);
    for (const item of invalid) {
      const query = { ...base.query };
      if (item.value === MISSING) delete query[parameter.name];
      else query[parameter.name] = String(item.value);
      cases.push(caseOf(base, "query", [parameter.name], item.kind, base.request({ query })));
    }
  }
  // Every parameter at once, with one no operation declares: text is checked before any route reads it.
  // Only NUL: a URL cannot carry a lone surrogate (its escapes are UTF-8; an undecodable one stays literal).
  const nul = unstorableTexts[0]!;
  const names = [...queryParameters.map((p) => p.name), "fuzz_unknown"];
  const query = Object.fromEntries(names.map((name) => [name, String(nul.value)]));
  cases.push(caseOf(base, "query", names, nul.kind, base.request({ query })));
  return cases;
}

function pathCases(base: Base): FuzzCase[] {
  return base.parameters
    .filter((p) => p.in === "path")
    .flatMap((parameter) =>
      [...invalidParameterValues(parameter.schema ?? {}, base.resolve), unstorableTexts[0]!].map((item) =>
        caseOf(base, "path", [parameter.name], item.kind, base.request({ path: { ...base.pathValues, [parameter.name]: String(item.value) } })),
      ),
    );
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
  const sample = (p: Parameter) => String(sampleValue(p.schema ?? {}, resolve));
  const pathValues = Object.fromEntries(parameters.filter((p) => p.in === "path").map((p) => [p.name, seededPathValue(p.name, template) ?? sample(p)]));
  const query = Object.fromEntries(parameters.filter((p) => p.in === "query" && p.required).map((p) => [p.name, sample(p)]));
  const jsonSchema = operation.requestBody?.content["application/json"]?.schema;
  const body = jsonSchema ? sampleValue(jsonSchema, resolve) : undefined;
  const buildPath = (values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]!));
  const base: Base = {
    key,
    resolve,
    parameters,
    pathValues,
    query,
    body,
    request: (overrides) => ({
      method,
      path: buildPath(overrides.path ?? pathValues),
      query: overrides.query ?? query,
      ...(jsonSchema ? { body: "body" in overrides ? overrides.body : body } : {}),
    }),
  };
  const formSchema = operation.requestBody?.content["multipart/form-data"]?.schema;
  return [...(jsonSchema ? bodyCases(base, jsonSchema) : []), ...(formSchema ? formCases(base, resolve(formSchema)) : []), ...queryCases(base), ...pathCases(base)];
}
