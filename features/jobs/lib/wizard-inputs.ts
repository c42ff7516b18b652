import dayjs from "dayjs";

/** An empty text field stores null (the draft's "not given"). */
export function nullIfEmpty(value: unknown): string | null {
  const text = typeof value === "string" ? value : value == null ? "" : String(value);
  return text.trim() === "" ? null : text;
}

/** A decimal as typed ("3,5" or "3.5"); anything else becomes NaN. */
export function decimalFromInput(value: unknown): number | null {
  const text = String(value ?? "").trim().replace(",", ".");
  if (text === "") return null;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** An ISO date-time as the value of a datetime-local input, in the browser's time zone. */
export function toLocalDateTime(iso: string | null): string {
  return iso ? dayjs(iso).format("YYYY-MM-DDTHH:mm") : "";
}

export function fromLocalDateTime(local: string): string | null {
  return local ? dayjs(local).toISOString() : null;
}
