import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { talentCard } from "../testing/talent-fixtures";
import { TalentCard } from "./talent-card";

const NOW = Date.parse("2026-11-20T05:00:00.000Z");

describe("TalentCard", () => {
  it("shows what a recruiter scans, links to the detail and hides contact details", () => {
    render(<TalentCard talent={talentCard({ lastActiveAt: "2026-11-17T05:00:00.000Z" })} href="/explore-talents/search/t-1" now={NOW} />);
    const card = screen.getByRole("article", { name: "Sari Wulandari" });
    expect(within(card).getByRole("link", { name: "Sari Wulandari" })).toHaveAttribute("href", "/explore-talents/search/t-1");
    expect(card).toHaveTextContent("Backend engineer who likes data");
    expect(card).toHaveTextContent("Software Engineer at Tokopedia");
    expect(card).toHaveTextContent("Jakarta");
    expect(card).toHaveTextContent("Actively looking");
    expect(card).toHaveTextContent("Years of experience: 1-3");
    expect(card).toHaveTextContent("Universitas Indonesia · Computer Science · GPA 3.80");
    expect(card).toHaveTextContent("Rp 12.000.000 / month");
    // Four skills, then how many more.
    expect(within(card).getByText("Docker")).toBeInTheDocument();
    expect(within(card).queryByText("Kubernetes")).not.toBeInTheDocument();
    expect(card).toHaveTextContent("+2 more");
    expect(card).toHaveTextContent("Active 3 days ago");
    expect(card).not.toHaveTextContent("@");
    expect(within(card).queryByText("Unlocked")).not.toBeInTheDocument();
    expect(within(card).queryByText("In your database")).not.toBeInTheDocument();
  });

  it("marks unlocked and saved talents, and says why For You suggests one", () => {
    render(
      <TalentCard
        talent={talentCard({
          unlocked: true,
          inDatabase: true,
          expectedSalary: null,
          recommendation: { jobId: "j-1", jobTitle: "Backend Engineer", score: 80, matchedSkills: ["Go", "PostgreSQL"], education: "Computer Science, GPA 3.80", experience: "1-3 years" },
        })}
        href="/x"
        now={NOW}
      />,
    );
    const card = screen.getByRole("article", { name: "Sari Wulandari" });
    expect(within(card).getByText("Unlocked")).toBeInTheDocument();
    expect(within(card).getByText("In your database")).toBeInTheDocument();
    expect(card).toHaveTextContent("Matches Backend Engineer");
    expect(card).toHaveTextContent("Skills: Go, PostgreSQL");
    expect(card).toHaveTextContent("Computer Science, GPA 3.80");
    expect(card).not.toHaveTextContent("Rp");
  });
});
