import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast as sonner } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS, Toaster, toast } from "./toast";

afterEach(() => {
  act(() => {
    sonner.dismiss();
  });
  vi.restoreAllMocks();
});

describe("toasts", () => {
  it("shows a title and subtitle, and closes with its close button", async () => {
    render(<Toaster />);
    act(() => {
      toast.success({ title: "Access requested", subtitle: "We will tell you when the Admin answers" });
    });
    const card = await screen.findByRole("status");
    expect(card).toHaveAttribute("data-toast-type", "success");
    expect(card).toHaveTextContent("Access requested");
    expect(card).toHaveTextContent("We will tell you when the Admin answers");
    // A plain click: sonner's swipe handling wants pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByText("Access requested")).not.toBeInTheDocument());
  });

  it("shows a single content line; errors are alerts", async () => {
    render(<Toaster />);
    act(() => {
      toast.error({ content: "Could not load notifications" });
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load notifications");
  });

  it.each([
    ["success", toast.success],
    ["warning", toast.warning],
    ["error", toast.error],
    ["default", toast.show],
  ] as const)("renders the %s type", async (type, show) => {
    render(<Toaster />);
    act(() => {
      show({ content: `a ${type} toast` });
    });
    const text = await screen.findByText(`a ${type} toast`);
    expect(text.closest("[data-toast-type]")).toHaveAttribute("data-toast-type", type);
  });

  it("lasts 10 seconds unless told otherwise", async () => {
    const custom = vi.spyOn(sonner, "custom");
    render(<Toaster />);
    act(() => {
      toast.show({ content: "default" });
      toast.warning({ content: "short", duration: 5_000 });
    });
    expect(TOAST_DURATION_MS).toBe(10_000);
    await waitFor(() => expect(custom).toHaveBeenCalledTimes(2));
    expect(custom.mock.calls[0]?.[1]).toMatchObject({ duration: 10_000 });
    expect(custom.mock.calls[1]?.[1]).toMatchObject({ duration: 5_000 });
  });

  it("shows toasts at the bottom right, away from the header's bell and account menu", async () => {
    render(<Toaster />);
    act(() => {
      toast.success({ title: "Job published" });
    });
    const toaster = (await screen.findByText("Job published")).closest("[data-sonner-toaster]");
    expect(toaster).toHaveAttribute("data-y-position", "bottom");
    expect(toaster).toHaveAttribute("data-x-position", "right");
  });

  it("keeps a dismiss right after its show in order", async () => {
    render(<Toaster />);
    act(() => {
      const id = toast.show({ content: "gone at once" });
      toast.show({ content: "stays" });
      toast.dismiss(id);
    });
    expect(await screen.findByText("stays")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("gone at once")).not.toBeInTheDocument());
  });
});
