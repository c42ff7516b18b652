import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

describe("RichTextEditor", () => {
  it("hands the form what was typed before DOMPurify has loaded, as escaped plain text", async () => {
    // A fresh copy of the editor whose sanitiser never arrives (a slow network).
    vi.resetModules();
    vi.doMock("@/lib/rich-text", () => new Promise(() => undefined));
    try {
      const { RichTextEditor: FreshEditor } = await import("./rich-text-editor");
      const onChange = vi.fn();
      render(<FreshEditor label="Summary" value="" onChange={onChange} required />);
      const editor = screen.getByRole("textbox", { name: "Summary" });
      editor.innerHTML = "Fish & <b>chips</b><img src=x onerror=alert(1)>";
      fireEvent.input(editor);
      // Without it, a Next pressed at once found the description empty.
      expect(onChange).toHaveBeenLastCalledWith("<p>Fish &amp; chips</p>");
    } finally {
      vi.doUnmock("@/lib/rich-text");
      vi.resetModules();
    }
  });

  it("shows stored text sanitised and hands the form only allow-listed HTML", async () => {
    const { RichTextEditor } = await import("./rich-text-editor");
    const onChange = vi.fn();
    render(<RichTextEditor label="Description" value={'<p>Hi</p><img src="x" onerror="alert(1)">'} onChange={onChange} required />);
    const editor = screen.getByRole("textbox", { name: "Description" });
    // Nothing is written into the editor before DOMPurify has loaded and cleaned it.
    expect(editor.innerHTML).toBe("");
    await waitFor(() => expect(editor.innerHTML).toBe("<p>Hi</p>"));
    expect(editor).toHaveAttribute("aria-required", "true");
    expect(screen.getByRole("toolbar", { name: "Description formatting" })).toBeInTheDocument();

    editor.innerHTML = '<div style="color:red">New <script>alert(1)</script><b>bold</b> <a href="javascript:alert(1)">x</a></div>';
    fireEvent.input(editor);
    expect(onChange).toHaveBeenLastCalledWith("New <b>bold</b> <a>x</a>");

    editor.innerHTML = "<p><br></p>";
    fireEvent.input(editor);
    expect(onChange).toHaveBeenLastCalledWith("");
  });
});
