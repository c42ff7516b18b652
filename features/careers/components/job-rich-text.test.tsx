import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { JobRichText } from "./job-rich-text";

describe("JobRichText", () => {
  it("renders the allowed formatting and drops anything else in the browser", async () => {
    const { container } = render(
      <JobRichText html={'<p onclick="steal()">Build <b>APIs</b><script>alert(1)</script><img src=x onerror="alert(1)"></p><a href="javascript:alert(1)">x</a><ul><li>Ship</li></ul>'} />,
    );
    const root = container.firstElementChild!;
    // Rendered in the browser first: nothing shows until DOMPurify (loaded on demand) has cleaned it.
    expect(root.innerHTML).toBe("");
    await waitFor(() => expect(root.querySelector("b")?.textContent).toBe("APIs"));
    expect(root.querySelector("li")?.textContent).toBe("Ship");
    expect(root.querySelector("script, img, [onclick]")).toBeNull();
    expect(root.querySelector("a")?.getAttribute("href")).toBeNull();
  });
});
