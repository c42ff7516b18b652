import "@/tests/ui/browser-polyfills";
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithUser } from "@/tests/ui/render-with-user";
import { talentNote } from "../testing/talent-fixtures";
import { ApplicantTalentRecord } from "./applicant-talent-record";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TALENT = "55555555-5555-4555-8555-555555555555";
const invitation = { invitedAt: "2026-11-20T03:00:00.000Z", invitedBy: { name: "Olivia Owner" } };

function serveNotes() {
  let reads = 0;
  server.use(
    http.get(`*/api/v1/job-portal/talents/${TALENT}/notes`, () => {
      reads += 1;
      return HttpResponse.json({ result: [talentNote({ body: "Met at the job fair", isMine: false })] });
    }),
  );
  return () => reads;
}

describe("ApplicantTalentRecord", () => {
  it("says who invited the applicant from Talent Search and when, and links to the talent's database record", () => {
    renderWithUser(<ApplicantTalentRecord talentId={TALENT} invitation={invitation} access="manage" />);
    const panel = screen.getByRole("region", { name: "With your company" });
    expect(panel).toHaveTextContent("Invited via Talent Search by Olivia Owner on 20 Nov 2026");
    expect(screen.getByRole("link", { name: "Open in Talent Database" })).toHaveAttribute("href", `/talent-database/${TALENT}`);
  });

  it("opens the team's notes on demand, with the note form for those who manage the database", async () => {
    const reads = serveNotes();
    const { user } = renderWithUser(<ApplicantTalentRecord talentId={TALENT} invitation={null} access="manage" />);
    expect(reads()).toBe(0);
    await user.click(screen.getByRole("button", { name: "Team notes on this talent" }));
    expect(await screen.findByText("Met at the job fair")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Add a note" })).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("shows a view-only member the notes with spec 6's message, no note form and no database link", async () => {
    serveNotes();
    const { user } = renderWithUser(<ApplicantTalentRecord talentId={TALENT} invitation={invitation} access="view" />);
    expect(screen.queryByRole("link", { name: "Open in Talent Database" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Team notes on this talent" }));
    expect(screen.getByRole("note")).toHaveTextContent("Your permission is view only. Contact Admin if you need access to edit");
    expect(await screen.findByText("Met at the job fair")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Add a note" })).not.toBeInTheDocument();
  });

  it("without Talent Database access shows only the invitation, and nothing when there is none", () => {
    const { unmount } = renderWithUser(<ApplicantTalentRecord talentId={TALENT} invitation={invitation} access={null} />);
    expect(screen.getByText(/Invited via Talent Search by Olivia Owner/)).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Team notes on this talent" })).not.toBeInTheDocument();
    unmount();

    const { container } = renderWithUser(<ApplicantTalentRecord talentId={TALENT} invitation={null} access={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
