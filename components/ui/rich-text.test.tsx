import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text";

describe("RichText", () => {
  it("renders the allowed formatting and drops anything else in the browser", async () => {
    const { container } = render(
      <RichText html={'<p onclick="steal()">Build <b>APIs</b><script>alert(1)</script><img src=x onerror="alert(1)"></p><a href="javascript:alert(1)">x</a><ul><li>Ship</li></ul>'} />,
    );
    const root = container.firstElementChild!;
    // Rendered in the browser first: nothing shows until DOMPurify (loaded on demand) has cleaned it.
    expect(root.innerHTML).toBe("");
    await waitFor(() => expect(root.querySelector("b")?.textContent).toBe("APIs"));
    expect(root.querySelector("li")?.textContent).toBe("Ship");
    expect(root.querySelector("script, img, [onclick]")).toBeNull();
    expect(root.querySelector("a")?.getAttribute("href")).toBeNull();
  });

  it("shows text without tags (stored before the field was rich text) as escaped paragraphs", async () => {
    const { container } = render(<RichText html={"Line one\nLine two & <3\n\nSecond paragraph"} />);
    const root = container.firstElementChild!;
    await waitFor(() => expect(root.querySelectorAll("p")).toHaveLength(2));
    expect(root.innerHTML).toBe("<p>Line one<br>Line two &amp; &lt;3</p><p>Second paragraph</p>");
  });
});
