// Shared by the portal (lib/format/city.ts re-exports it) and the server's job feeds, so a city reads the same everywhere.

/**
 * The cities a company can pick at onboarding (its City select), as the API stores them (`cityId`)
 * with the label people read. The one list: the select offers it and every page that shows a city
 * reads its label from here.
 */
export const CITY_OPTIONS: { value: string; label: string }[] = [
  ["jakarta", "Jakarta"],
  ["tangerang", "Tangerang"],
  ["bekasi", "Bekasi"],
  ["depok", "Depok"],
  ["bogor", "Bogor"],
  ["bandung", "Bandung"],
  ["surabaya", "Surabaya"],
  ["semarang", "Semarang"],
  ["yogyakarta", "Yogyakarta"],
  ["malang", "Malang"],
  ["medan", "Medan"],
  ["palembang", "Palembang"],
  ["batam", "Batam"],
  ["denpasar", "Denpasar"],
  ["makassar", "Makassar"],
  ["balikpapan", "Balikpapan"],
  ["other", "Other city"],
].map(([value, label]) => ({ value: value!, label: label! }));

/** "Other city" names no place: there is nothing to show for it. */
const UNNAMED_CITY = "other";

const labels = new Map(CITY_OPTIONS.map((option) => [option.value, option.label]));

/**
 * A city as people read it: the label of a listed city (`jakarta` → "Jakarta", in any case), a city
 * typed by hand (a job's cities and location) as it was typed, and "" for none or "Other city".
 */
export function formatCity(city: string | null | undefined): string {
  const text = city?.trim() ?? "";
  const key = text.toLowerCase();
  if (key === UNNAMED_CITY) return "";
  return labels.get(key) ?? text;
}
