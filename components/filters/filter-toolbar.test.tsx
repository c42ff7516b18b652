import "@/tests/ui/browser-polyfills";
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithUser } from "@/tests/ui/render-with-user";
import type { ChipGroup, ChipGroupValues } from "./check-chip-groups";
import { FilterToolbar } from "./filter-toolbar";

type Key = "gender" | "rank";
const GROUPS: ChipGroup<Key>[] = [
  { key: "gender", legend: "Gender", options: [{ value: "female", label: "Female" }, { value: "male", label: "Male" }] },
  { key: "rank", legend: "Rank", options: [{ value: "top1", label: "Top 1%" }] },
];

function Toolbar() {
  const [values, setValues] = useState<ChipGroupValues<Key>>({ gender: [], rank: [] });
  return (
    <FilterToolbar
      search={null}
      sort={null}
      q=""
      groups={GROUPS}
      values={values}
      onFilterChange={(key, next) => setValues((current) => ({ ...current, [key]: next }))}
      onClearSearch={() => undefined}
      onClearFilters={() => setValues({ gender: [], rank: [] })}
    />
  );
}

describe("the filter toolbar", () => {
  it("loads the filters on the first press, then opens and closes them under the bar", async () => {
    const { user } = renderWithUser(<Toolbar />);
    const button = screen.getByRole("button", { name: "Filters" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    // Nothing of the panel is drawn before it is asked for.
    expect(screen.queryByRole("region", { name: "Filters" })).not.toBeInTheDocument();

    await user.click(button);
    const panel = await screen.findByRole("region", { name: "Filters" });
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAttribute("aria-controls", panel.id);
    expect(button).not.toHaveAttribute("aria-busy");

    await user.click(within(within(panel).getByRole("group", { name: "Gender" })).getByRole("checkbox", { name: "Female" }));
    expect(screen.getByRole("button", { name: "Filters, 1 active" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Filters, 1 active" }));
    expect(screen.queryByRole("region", { name: "Filters" })).not.toBeInTheDocument();
    // Once loaded, the panel opens at once.
    await user.click(screen.getByRole("button", { name: "Filters, 1 active" }));
    expect(screen.getByRole("region", { name: "Filters" })).toBeInTheDocument();
  });
});
