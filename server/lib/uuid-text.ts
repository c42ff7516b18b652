/**
 * Whether a string has the shape PostgreSQL's uuid type reads (8-4-4-4-12 hex digits), so it can be
 * cast with `::uuid` without a 500. Ids that reach SQL without a route schema go through it: the
 * job ids of a stored permission grant, a cursor's id, a member reference. Route schemas use zod's
 * `z.uuid()`, which also checks the RFC 4122 version and variant.
 */
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuidText(value: unknown): value is string {
  return typeof value === "string" && UUID_TEXT.test(value);
}
