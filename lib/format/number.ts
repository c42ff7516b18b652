export type AbbreviationLocale = "en" | "id";

// Spec 9: K, M/jt, B/M, T. English reads million/billion as M/B; Indonesian as jt (juta) and
// M (miliar). Both use K for thousands and T for trillions.
const UNITS: Record<AbbreviationLocale, { value: number; suffix: string }[]> = {
  en: [
    { value: 1e12, suffix: "T" },
    { value: 1e9, suffix: "B" },
    { value: 1e6, suffix: "M" },
    { value: 1e3, suffix: "K" },
  ],
  id: [
    { value: 1e12, suffix: "T" },
    { value: 1e9, suffix: "M" },
    { value: 1e6, suffix: "jt" },
    { value: 1e3, suffix: "K" },
  ],
};

/**
 * Shortens a number to at most one decimal and a unit: 1500 → `1.5K`, 2_000_000 → `2M` (or `2jt`
 * in Indonesian, which also writes the decimal with a comma: `1,5jt`). Below 1,000 it is unchanged.
 */
export function abbreviateNumber(value: number, locale: AbbreviationLocale = "en"): string {
  if (!Number.isFinite(value)) return "";
  const sign = value < 0 ? "-" : "";
  const magnitude = Math.abs(value);
  const units = UNITS[locale];
  const index = units.findIndex((unit) => magnitude >= unit.value);
  if (index === -1) return `${sign}${Math.round(magnitude)}`;
  let unit = units[index]!;
  let scaled = Math.round((magnitude / unit.value) * 10) / 10;
  // Rounding can reach the next unit: 999,960 is 1M, not 1000K.
  const larger = units[index - 1];
  if (scaled >= 1000 && larger) {
    unit = larger;
    scaled = Math.round((magnitude / unit.value) * 10) / 10;
  }
  const text = Number.isInteger(scaled) ? String(scaled) : scaled.toFixed(1);
  return `${sign}${locale === "id" ? text.replace(".", ",") : text}${unit.suffix}`;
}
