import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One prefix form for a module's standard files: its routes, service, queries, schemas, contract
 * and errors are named after the module's folder (jobs/jobs-schemas.ts, job-boosts/job-boosts-service.ts).
 * Other files are named for what they hold (job-access.ts, boost-balance.ts), and a module may
 * have sub-areas of its own (checkout/billing-details-service.ts). What this refuses is the
 * folder's name cut short: jobs/job-schemas.ts, job-boosts/job-boost-routes.ts,
 * ai-analyzer/analyzer-service.ts.
 */
const MODULES = path.join(process.cwd(), "server/modules");
const STANDARD_FILE = /^(.+)-(routes|service|queries|schemas|contract|errors)\.ts$/;

/** The names a newcomer would take for the folder's own: the singular, or the last word alone. */
function shortenedForms(folder: string): string[] {
  const forms = [folder.replace(/s$/, ""), folder.slice(folder.lastIndexOf("-") + 1)];
  return forms.filter((form) => form !== folder);
}

function misnamedModuleFiles(modulesDir: string): string[] {
  const misnamed: string[] = [];
  for (const folder of readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const shortened = shortenedForms(folder.name);
    for (const file of readdirSync(path.join(modulesDir, folder.name))) {
      const prefix = STANDARD_FILE.exec(file)?.[1];
      if (prefix && shortened.includes(prefix)) misnamed.push(`${folder.name}/${file}`);
    }
  }
  return misnamed;
}

describe("module file names", () => {
  it("name every module's standard files after its folder", () => {
    expect(misnamedModuleFiles(MODULES)).toEqual([]);
  });

  it("would catch the folder's name cut short", () => {
    expect(shortenedForms("jobs")).toContain("job");
    expect(shortenedForms("job-boosts")).toContain("job-boost");
    expect(shortenedForms("ai-analyzer")).toContain("analyzer");
  });
});
