import type { Executor } from "@/server/db/client";
import { companySlugTaken } from "./companies-queries";

/** Lower-case words joined by dashes, for addresses: "PT Maju Jaya!" → "pt-maju-jaya". */
export function kebabSlug(text: string, maxLength = 60): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/g, "");
  return slug;
}

/**
 * The careers page slug for a new company: its name in kebab case, or with a short random suffix
 * when that is taken (the unique index stays the last word).
 */
export async function availableCompanySlug(db: Executor, name: string): Promise<string> {
  const base = kebabSlug(name) || "company";
  if (!(await companySlugTaken(db, base))) return base;
  return `${base}-${crypto.randomUUID().slice(0, 6)}`;
}
