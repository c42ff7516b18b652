import pino from "pino";

/**
 * Database error fields that may hold row values ("Key (email)=(ayu@…) already exists", the
 * statement of a function that failed); the log keeps the rest: code, constraint, table, column.
 */
const VALUE_FIELDS = new Set(["detail", "where", "internalQuery", "parameters", "params", "query"]);

/**
 * An error as the log may keep it. A failed query (Drizzle's DrizzleQueryError) carries the values
 * it was sent in its message, its stack and `params` (a new user's password hash, a token's hash, an
 * email), and the database's error may quote a row in `detail`: the log keeps the statement with its
 * placeholders, the database's code and message and the stack frames, never the values.
 */
export function errorForLog(error: unknown): unknown {
  return error instanceof Error ? pino.stdSerializers.err(withoutValues(error, 0)) : error;
}

function withoutValues(error: Error, depth: number): Error {
  const cause = error.cause instanceof Error && depth < 5 ? withoutValues(error.cause, depth + 1) : undefined;
  // Drizzle writes the values after the statement: "Failed query: insert …\nparams: $scrypt$…".
  const message = error.message.split("\nparams:")[0]!;
  const clean = new Error(message, cause ? { cause } : undefined);
  clean.name = error.name;
  // The stack's first line repeats the message (with the values); keep only its frames.
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  clean.stack = [`${error.name}: ${message}`, ...frames].join("\n");
  for (const [key, value] of Object.entries(error)) {
    if (!VALUE_FIELDS.has(key) && key !== "cause" && (typeof value !== "object" || value === null)) Object.assign(clean, { [key]: value });
  }
  // pino keeps only a cause's message and stack: the database's error code rides on the top error.
  if (!("code" in clean) && cause && "code" in cause) Object.assign(clean, { code: cause.code });
  return clean;
}
