import { describe, expect, it } from "vitest";
import { ApiError } from "@/server/api/errors";
import { chosenFormFile } from "./form-file";

const MESSAGE = "Attach the CV as a file";

describe("chosenFormFile", () => {
  it("answers the chosen file", () => {
    const file = new File(["%PDF-1.4"], "cv.pdf");
    expect(chosenFormFile({ cv: file }, "cv", MESSAGE)).toBe(file);
  });

  it("answers null when no file was chosen: no field, an empty value, or an untouched file input", () => {
    expect(chosenFormFile({}, "cv", MESSAGE)).toBeNull();
    expect(chosenFormFile({ cv: "" }, "cv", MESSAGE)).toBeNull();
    expect(chosenFormFile({ cv: new File([], "") }, "cv", MESSAGE)).toBeNull();
  });

  it("refuses text in a file field with a 422 naming the field", () => {
    for (const value of ["fuzz", ["a", "b"]]) {
      let thrown: unknown;
      try {
        chosenFormFile({ cv: value }, "cv", MESSAGE);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ApiError);
      expect(thrown).toMatchObject({ status: 422, code: "VALIDATION_FAILED", fieldErrors: [{ field: "cv", message: MESSAGE }] });
    }
  });
});
