import { describe, expect, it } from "vitest";
import { isRichTextEmpty, sanitizeRichText } from "./rich-text";

describe("sanitizeRichText", () => {
  it("keeps the allowed formatting and links", () => {
    const html = '<p><b>Bold</b> <i>it</i> <u>u</u></p><ul><li>one</li></ul><ol><li>two</li></ol><a href="https://acme.test" target="_blank" rel="noopener">link</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("removes scripts, handlers, styles, unknown tags and javascript: links but keeps their text", () => {
    const html = '<div style="color:red" onclick="alert(1)">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></div>';
    expect(sanitizeRichText(html)).toBe("Hi<a>x</a>");
  });
});

describe("isRichTextEmpty", () => {
  it("treats markup without text as empty", () => {
    expect(isRichTextEmpty("<p><br></p>")).toBe(true);
    expect(isRichTextEmpty("<p>&nbsp;</p>")).toBe(true);
    expect(isRichTextEmpty("<p>Hi</p>")).toBe(false);
  });
});
