import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiClientError } from "@/lib/api-error";
import { QueryError } from "./query-error";

const failure = new ApiClientError("Something went wrong on our side", 500, "INTERNAL_ERROR", "req-1", []);

describe("QueryError", () => {
  it("shows the error in spec 8's display, as an alert, with no retry unless given one", () => {
    render(<QueryError error={failure} showCopy={false} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong on our side (req-1)");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("retries with the query's refetch, under the label the place uses", async () => {
    const refetch = vi.fn();
    render(<QueryError error={failure} onRetry={refetch} retryLabel="Retry" showCopy={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("says 'Try again' by default and shows a retry in progress", () => {
    render(<QueryError error={failure} onRetry={() => {}} retrying showCopy={false} />);
    expect(screen.getByRole("button", { name: "Try again" })).toHaveAttribute("aria-busy", "true");
  });

  it("puts a title before the error display", () => {
    render(<QueryError error={failure} title="The list could not be loaded." showCopy={false} />);
    expect(screen.getByRole("alert")).toHaveTextContent("The list could not be loaded.Something went wrong on our side (req-1)");
  });

  it("can show only the message, in the title's sentence", () => {
    render(<QueryError error={failure} title="Could not load the mailbox:" messageOnly />);
    expect(screen.getByRole("alert")).toHaveTextContent(/^Could not load the mailbox: Something went wrong on our side$/);
  });

  it("reads a plain Error's message too", () => {
    render(<QueryError error={new Error("Offline")} messageOnly />);
    expect(screen.getByRole("alert")).toHaveTextContent(/^Offline$/);
  });
});
