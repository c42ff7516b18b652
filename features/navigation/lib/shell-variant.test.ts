import { describe, expect, it } from "vitest";
import { isJobWizardPath } from "./shell-variant";

describe("isJobWizardPath (spec 2.6)", () => {
  it("recognises the job wizard at both sets of URLs", () => {
    for (const path of ["/job-post/create", "/job-post/edit/42", "/jobs/create", "/jobs/42/edit", "/jobs/create?step=2"]) {
      expect(isJobWizardPath(path), path).toBe(true);
    }
  });

  it("leaves the other job pages in the normal shell", () => {
    for (const path of ["/job-post", "/job-post/42/candidates", "/jobs", "/jobs/42", "/job-post/edit"]) {
      expect(isJobWizardPath(path), path).toBe(false);
    }
  });
});
