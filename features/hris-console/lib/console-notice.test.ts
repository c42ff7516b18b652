import { describe, expect, it } from "vitest";
import { decodeNotice, encodeNotice, noticeText } from "./console-notice";

describe("console notice", () => {
  it("survives the cookie round trip, bars included", () => {
    const notice = { kind: "approved" as const, text: noticeText("approved", "Budi | Santoso") };
    expect(decodeNotice(encodeNotice(notice))).toEqual(notice);
  });

  it("ignores what it did not write", () => {
    expect(decodeNotice(undefined)).toBeNull();
    expect(decodeNotice(encodeURIComponent("hacked|Call us"))).toBeNull();
    expect(decodeNotice("%E0%A4%A")).toBeNull();
  });
});
