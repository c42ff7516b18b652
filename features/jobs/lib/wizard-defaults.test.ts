import { describe, expect, it } from "vitest";
import { jobDraftFieldsSchema } from "@/server/modules/jobs/jobs-schemas";
import { DRAFT_FIELDS, draftDefaults } from "./wizard-defaults";

describe("the wizard's plain draft defaults", () => {
  it("equal the draft contract's defaults, field for field and in its order", () => {
    expect(draftDefaults()).toEqual(jobDraftFieldsSchema.parse({}));
    expect(DRAFT_FIELDS).toEqual(Object.keys(jobDraftFieldsSchema.shape));
  });
});
