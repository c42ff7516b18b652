import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApplicantTalentRecord } from "./applicant-talent-record";

const TALENT = "55555555-5555-4555-8555-555555555555";
const invitation = { invitedAt: "2026-11-20T03:00:00.000Z", invitedBy: { name: "Olivia Owner" } };

describe("ApplicantTalentRecord", () => {
  it("says who invited the applicant from Talent Search and when, and links to the talent's database record", () => {
    render(<ApplicantTalentRecord talentId={TALENT} invitation={invitation} canOpenDatabase />);
    const panel = screen.getByRole("region", { name: "With your company" });
    expect(panel).toHaveTextContent("Invited via Talent Search by Olivia Owner on 20 Nov 2026");
    expect(screen.getByRole("link", { name: "Open in Talent Database" })).toHaveAttribute("href", `/talent-database/${TALENT}`);
  });

  it("without an invitation still links to the record; without the database, shows only the invitation", () => {
    const { unmount } = render(<ApplicantTalentRecord talentId={TALENT} invitation={null} canOpenDatabase />);
    expect(screen.queryByText(/Invited via Talent Search/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open in Talent Database" })).toBeInTheDocument();
    unmount();

    render(<ApplicantTalentRecord talentId={TALENT} invitation={invitation} canOpenDatabase={false} />);
    expect(screen.getByText(/Invited via Talent Search by Olivia Owner/)).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("renders nothing when there is neither an invitation nor a record to open", () => {
    const { container } = render(<ApplicantTalentRecord talentId={TALENT} invitation={null} canOpenDatabase={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
