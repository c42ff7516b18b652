import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";

describe("Dialog before its code has loaded", () => {
  it("shows the button it wraps, opens on the first click without remounting it, and gives focus back to it on close", async () => {
    // A fresh copy of the module: the test setup preloads the shared one, which would hide a
    // dialog that renders nothing until its code arrives.
    vi.resetModules();
    const { Dialog, DialogClose, DialogContent } = await import("./dialog");
    function InviteExample() {
      const [open, setOpen] = useState(false);
      return (
        <Dialog open={open} onOpenChange={setOpen}>
          <button type="button" onClick={() => setOpen(true)}>
            Invite Member
          </button>
          <DialogContent title="Invite members">
            <DialogClose asChild>
              <button type="button">Cancel</button>
            </DialogClose>
          </DialogContent>
        </Dialog>
      );
    }
    const user = userEvent.setup();
    render(<InviteExample />);

    const trigger = screen.getByRole("button", { name: "Invite Member" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Invite members" });
    // The button was not remounted when the dialog's code arrived.
    expect(screen.getByRole("button", { name: "Invite Member", hidden: true })).toBe(trigger);

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});
