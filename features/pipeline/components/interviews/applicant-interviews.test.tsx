import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toast";
import { renderWithUser } from "@/tests/ui/render-with-user";
import type { Interview } from "../../api/interviews";
import { ApplicantInterviews } from "./applicant-interviews";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const JOB = "0d3e0000-0000-4000-8000-000000001001";
const APPLICATION = "0d3e0000-0000-4000-8000-000000002001";
const INTERVIEWS = `*/api/v1/job-portal/job/${JOB}/candidates/${APPLICATION}/interviews`;

const interview: Interview = {
  id: "0d3e0000-0000-4000-8000-000000003001",
  applicationId: APPLICATION,
  jobId: JOB,
  step: "userInterview",
  startsAt: "2030-03-04T23:00:00.000Z",
  date: "2030-03-05",
  time: "06:00",
  timeZone: "Asia/Jakarta",
  timeZoneLabel: "WIB",
  durationMinutes: 90,
  mode: "online",
  location: null,
  meetingUrl: "https://meet.example.test/abc",
  interviewers: [{ userId: "u1", name: "Dewi Lestari", email: "dewi@demo.test" }],
  message: "",
  sequence: 0,
  status: "scheduled",
  createdAt: "2030-03-01T00:00:00.000Z",
  updatedAt: "2030-03-01T00:00:00.000Z",
};

describe("ApplicantInterviews", () => {
  it("lists interviews with the zone label and duration text, and cancels after confirming", async () => {
    let cancelled = 0;
    let docs = [interview];
    server.use(
      http.get(INTERVIEWS, () => HttpResponse.json({ result: { docs } })),
      http.post(`${INTERVIEWS}/${interview.id}/cancel`, () => {
        cancelled += 1;
        docs = [{ ...interview, status: "cancelled", sequence: 1 }];
        return HttpResponse.json({ result: docs[0] });
      }),
    );
    const { user } = renderWithUser(
      <>
        <ApplicantInterviews jobId={JOB} applicationId={APPLICATION} canManage />
        <Toaster />
      </>,
    );
    expect(await screen.findByText("Tue, 5 Mar 2030, 06:00 WIB")).toBeInTheDocument();
    expect(screen.getByText("· 1.5 hours")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "https://meet.example.test/abc" })).toBeInTheDocument();
    expect(screen.getByText("With Dewi Lestari")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel interview?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel interview" }));
    expect(await screen.findByText("Interview cancelled")).toBeInTheDocument();
    expect(cancelled).toBe(1);
    expect(await screen.findByText("Cancelled")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reschedule" })).not.toBeInTheDocument();
  });

  it("shows viewers the list without actions, and says when there is none", async () => {
    server.use(http.get(INTERVIEWS, () => HttpResponse.json({ result: { docs: [] } })));
    renderWithUser(<ApplicantInterviews jobId={JOB} applicationId={APPLICATION} canManage={false} />);
    expect(await screen.findByText("No interviews scheduled yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
