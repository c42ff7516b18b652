import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithUser } from "@/tests/ui/render-with-user";
import { jobListItem } from "../testing/job-fixtures";
import { JobCard } from "./job-card";

function renderCard(location: string | null) {
  renderWithUser(
    <ul>
      <JobCard job={jobListItem({ role: "Backend Engineer", location })} alternateJobUrls={false} canPostAJob companySlug={null} busy={false} onCommand={() => undefined} />
    </ul>,
  );
}

describe("JobCard", () => {
  it("shows a city named as the City select stores it by its label", () => {
    renderCard("jakarta");
    expect(screen.getByText("Location").closest("div")).toHaveTextContent("Jakarta");
    expect(screen.queryByText("jakarta")).not.toBeInTheDocument();
  });

  it("shows a location typed by hand as it was typed", () => {
    renderCard("Jakarta Selatan, near MRT Blok M");
    expect(screen.getByText("Jakarta Selatan, near MRT Blok M")).toBeInTheDocument();
  });

  it("shows no location line when the job has none", () => {
    renderCard(null);
    expect(screen.queryByText("Location")).not.toBeInTheDocument();
  });
});
