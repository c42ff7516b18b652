import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated";

function Probe() {
  return <button disabled={!useHydrated()}>Pay</button>;
}

describe("useHydrated", () => {
  it("is false in the server's HTML, so a button there cannot take a click no handler would answer", () => {
    expect(renderToString(<Probe />)).toContain("disabled");
  });

  it("is true once rendered in the browser", () => {
    render(<Probe />);
    expect(screen.getByRole("button", { name: "Pay" })).toBeEnabled();
  });
});
