import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toast";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import type { Interview } from "../../api/interviews";
import { InterviewDialog } from "./interview-dialog";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const JOB = "0d3e0000-0000-4000-8000-000000001001";
const APPLICATION = "0d3e0000-0000-4000-8000-000000002001";
const INTERVIEWS = `*/api/v1/job-portal/job/${JOB}/candidates/${APPLICATION}/interviews`;
const DEWI = "0d3e0000-0000-4000-8000-000000000101";
const RAKA = "0d3e0000-0000-4000-8000-000000000102";
const team = { result: { docs: [{ userId: DEWI, name: "Dewi Lestari", email: "dewi@demo.test" }, { userId: RAKA, name: "Raka Pratama", email: "raka@demo.test" }] } };

const saved: Interview = {
  id: "0d3e0000-0000-4000-8000-000000003001",
  applicationId: APPLICATION,
  jobId: JOB,
  step: "hrInterview",
  startsAt: "2030-03-04T14:30:00.000Z",
  date: "2030-03-04",
  time: "23:30",
  timeZone: "Asia/Jayapura",
  timeZoneLabel: "WIT",
  durationMinutes: 45,
  mode: "inPerson",
  location: "Jl. Sudirman 1, Jayapura",
  meetingUrl: null,
  interviewers: [team.result.docs[1]!],
  message: "",
  sequence: 0,
  status: "scheduled",
  createdAt: "2030-03-01T00:00:00.000Z",
  updatedAt: "2030-03-01T00:00:00.000Z",
};

function renderDialog(interview?: Interview) {
  const onOpenChange = vi.fn();
  const rendered = renderWithUser(
    <>
      <InterviewDialog jobId={JOB} applicationId={APPLICATION} interview={interview} open onOpenChange={onOpenChange} />
      <Toaster />
    </>,
  );
  return { ...rendered, onOpenChange };
}

describe("InterviewDialog", () => {
  it("schedules an in-person interview in WIT with the chosen interviewer", async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.get(`*/api/v1/job-portal/job/${JOB}/interviewers`, () => HttpResponse.json(team)),
      http.post(INTERVIEWS, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ result: saved }, { status: 201 });
      }),
    );
    const { user, onOpenChange } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Schedule interview" });
    await user.click(within(dialog).getByRole("radio", { name: "HR Interview" }));
    const date = within(dialog).getByLabelText(/Date/);
    await user.type(date, "2030-03-04");
    const time = within(dialog).getByLabelText(/^Time\*?$/);
    await user.clear(time);
    await user.type(time, "23:30");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Time zone/ }), "Asia/Jayapura");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Duration/ }), "45");
    await user.click(within(dialog).getByRole("radio", { name: "In person" }));
    await user.type(within(dialog).getByRole("textbox", { name: /Address/ }), "Jl. Sudirman 1, Jayapura");
    await user.click(await within(dialog).findByRole("checkbox", { name: "Raka Pratama" }));
    await user.click(within(dialog).getByRole("button", { name: "Schedule interview" }));

    expect(await screen.findByText("Interview scheduled: Mon, 4 Mar 2030, 23:30 WIT. Invites are on their way.")).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(sent).toMatchObject({
      step: "hrInterview",
      date: "2030-03-04",
      time: "23:30",
      timeZone: "Asia/Jayapura",
      durationMinutes: 45,
      mode: "inPerson",
      location: "Jl. Sudirman 1, Jayapura",
      interviewerUserIds: [RAKA],
    });
    expect(sent).not.toHaveProperty("meetingUrl");
  });

  it("checks the fields before sending, and shows the API's field errors", async () => {
    let calls = 0;
    server.use(
      http.get(`*/api/v1/job-portal/job/${JOB}/interviewers`, () => HttpResponse.json(team)),
      http.post(INTERVIEWS, () => {
        calls += 1;
        return HttpResponse.json(apiErrorBody("Invalid body", "VALIDATION_FAILED", { errors: [{ field: "meetingUrl", message: "Enter a link starting with http:// or https://" }] }), { status: 422 });
      }),
    );
    const { user } = renderDialog();
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("checkbox", { name: "Dewi Lestari" });
    await user.click(within(dialog).getByRole("button", { name: "Schedule interview" }));
    expect(await within(dialog).findByText("Enter the date")).toBeInTheDocument();
    expect(within(dialog).getByText("Choose at least one interviewer")).toBeInTheDocument();
    expect(calls).toBe(0);

    await user.type(within(dialog).getByLabelText(/Date/), "2030-03-04");
    await user.type(within(dialog).getByRole("textbox", { name: /Meeting link/ }), "https://meet.example.test/x");
    await user.click(within(dialog).getByRole("checkbox", { name: "Dewi Lestari" }));
    await user.click(within(dialog).getByRole("button", { name: "Schedule interview" }));
    expect(await within(dialog).findByText("Enter a link starting with http:// or https://")).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it("reschedules with the interview's own values, without the step", async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.get(`*/api/v1/job-portal/job/${JOB}/interviewers`, () => HttpResponse.json(team)),
      http.patch(`${INTERVIEWS}/${saved.id}`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ result: { ...saved, time: "09:00", startsAt: "2030-03-04T00:00:00.000Z", sequence: 1 } });
      }),
    );
    const { user } = renderDialog(saved);
    const dialog = await screen.findByRole("dialog", { name: "Reschedule interview" });
    expect(within(dialog).queryByRole("radio", { name: "HR Interview" })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole("checkbox", { name: "Raka Pratama" })).toBeChecked();
    const time = within(dialog).getByLabelText(/^Time\*?$/);
    await user.clear(time);
    await user.type(time, "09:00");
    await user.click(within(dialog).getByRole("button", { name: "Reschedule" }));
    expect(await screen.findByText("Interview rescheduled: Mon, 4 Mar 2030, 09:00 WIT. Invites are on their way.")).toBeInTheDocument();
    expect(sent).toMatchObject({ date: "2030-03-04", time: "09:00", timeZone: "Asia/Jayapura", mode: "inPerson", location: "Jl. Sudirman 1, Jayapura", interviewerUserIds: [RAKA] });
    expect(sent).not.toHaveProperty("step");
  });
});
