import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiClientError } from "@/lib/api-error";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";
import { ResourceUnavailable } from "./resource-unavailable";

const errorWith = (status: number) => new ApiClientError(`Failed with ${status}`, status, null, "req-7", []);
const back = <button type="button">Back to Job Post</button>;

describe("ResourceUnavailable", () => {
  it("says the thing is not found on a 404, with the way out", () => {
    render(<ResourceUnavailable error={errorWith(404)} title="Job not found" text="This job post does not exist or was deleted." action={back} />);
    expect(screen.getByText("Job not found")).toBeInTheDocument();
    expect(screen.getByText("This job post does not exist or was deleted.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to Job Post" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("refuses on a 403 with the permission message, not the not-found text", () => {
    render(<ResourceUnavailable error={errorWith(403)} title="Job not found" text="Gone." action={back} />);
    expect(screen.getByText(PERMISSION_MESSAGES.noPageAccess)).toBeInTheDocument();
    expect(screen.queryByText("Job not found")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to Job Post" })).toBeInTheDocument();
  });

  it("shows any other failure as an alert with a retry", async () => {
    const refetch = vi.fn();
    render(<ResourceUnavailable error={errorWith(500)} title="Job not found" text="Gone." onRetry={refetch} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed with 500 (req-7)");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("treats a 404 as one more failure to retry when the place has no not-found wording", async () => {
    const refetch = vi.fn();
    render(<ResourceUnavailable error={errorWith(404)} onRetry={refetch} retryLabel="Retry" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed with 404 (req-7)");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("still refuses a 403 without a way out", () => {
    render(<ResourceUnavailable error={errorWith(403)} />);
    expect(screen.getByText(PERMISSION_MESSAGES.noPageAccess)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
