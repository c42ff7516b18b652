import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toast";
import type { TechTest } from "@/server/modules/tech-tests/tech-tests-schemas";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { ApplicantTechTests } from "./applicant-tech-tests";
import { ExtendDeadlineDialog } from "./extend-deadline-dialog";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const JOB = "0d3e0000-0000-4000-8000-000000001001";
const APPLICANT = "0d3e0000-0000-4000-8000-000000002001";
const LIST = `*/api/v1/job-portal/job/${JOB}/candidates/${APPLICANT}/tech-tests`;

function aTest(overrides: Partial<TechTest> = {}): TechTest {
  return {
    id: "0d3e0000-0000-4000-8000-000000003001",
    status: "waitConfirm",
    stepName: "Coding Case Study",
    sentAt: "2030-03-02T03:00:00.000Z",
    confirmBy: "2030-03-05T03:00:00.000Z",
    confirmedAt: null,
    submitBy: null,
    submittedAt: null,
    startLimitHours: 72,
    durationHours: 48,
    submissionTypes: ["link", "document"],
    submissionLink: null,
    submissionFileName: null,
    hasDocument: false,
    ...overrides,
  };
}

const submitted = aTest({
  id: "0d3e0000-0000-4000-8000-000000003002",
  status: "submitted",
  confirmedAt: "2030-02-20T03:00:00.000Z",
  submitBy: "2030-02-22T03:00:00.000Z",
  submittedAt: "2030-02-21T10:30:00.000Z",
  submissionLink: "https://github.com/dewi/case-study",
  submissionFileName: "analysis.pdf",
  hasDocument: true,
});

const renderPanel = (canManage = true) =>
  renderWithUser(
    <>
      <ApplicantTechTests jobId={JOB} applicationId={APPLICANT} canManage={canManage} />
      <Toaster />
    </>,
  );

describe("ApplicantTechTests", () => {
  it("lists the tests with their status, deadlines, settings and submission", async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ result: { docs: [aTest(), submitted] } })));
    renderPanel();
    const list = await screen.findByRole("list", { name: "Tech tests" });
    const [open, done] = within(list).getAllByRole("listitem");
    expect(within(open!).getByText("Waiting for confirmation")).toBeInTheDocument();
    expect(within(open!).getByText("Confirm by")).toBeInTheDocument();
    expect(within(open!).getByText("05 Mar 2030, 10:00 WIB")).toBeInTheDocument();
    expect(within(open!).getByText("72 hours to confirm, 48 hours to work; link or document")).toBeInTheDocument();
    expect(within(open!).getByRole("button", { name: "Extend deadline" })).toBeInTheDocument();

    expect(within(done!).getByText("Submitted", { selector: "span" })).toBeInTheDocument();
    expect(within(done!).getByText("21 Feb 2030, 17:30 WIB")).toBeInTheDocument();
    expect(within(done!).getByRole("link", { name: /github\.com\/dewi\/case-study/ })).toHaveAttribute("href", "https://github.com/dewi/case-study");
    const download = within(done!).getByRole("link", { name: "Download analysis.pdf" });
    expect(download).toHaveAttribute("href", `/api/v1/job-portal/job/${JOB}/candidates/${APPLICANT}/tech-tests/${submitted.id}/document`);
    // A submitted test has no deadline left to extend.
    expect(within(done!).queryByRole("button", { name: "Extend deadline" })).not.toBeInTheDocument();
  });

  it("offers no extension to viewers", async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ result: { docs: [aTest({ status: "notConfirm" })] } })));
    renderPanel(false);
    expect(await screen.findByText("Not confirmed in time")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Extend deadline" })).not.toBeInTheDocument();
  });

  it("says when no test was sent, and offers a retry when the list fails", async () => {
    let calls = 0;
    server.use(
      http.get(LIST, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json(apiErrorBody("Database unavailable", "INTERNAL_ERROR"), { status: 500 }) : HttpResponse.json({ result: { docs: [] } });
      }),
    );
    const { user } = renderPanel();
    expect(await screen.findByText("Database unavailable")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/No tech test sent yet/)).toBeInTheDocument();
  });

  it("extends an expired test from the dialog, previewing the reopened deadline, and updates the list", async () => {
    let asked: unknown = null;
    let current = aTest({ status: "notConfirm" });
    server.use(
      http.get(LIST, () => HttpResponse.json({ result: { docs: [current] } })),
      http.post(`${LIST}/${current.id}/extend`, async ({ request }) => {
        asked = await request.json();
        current = { ...current, status: "waitConfirm", confirmBy: "2030-03-09T03:00:00.000Z" };
        return HttpResponse.json({ result: current });
      }),
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Extend deadline" }));
    const dialog = await screen.findByRole("dialog", { name: "Extend deadline" });
    expect(within(dialog).getByText(/The deadline passed; extending reopens the test/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "48 hours" }));
    expect(within(dialog).getByRole("spinbutton", { name: /Extra hours/ })).toHaveValue(48);
    await user.click(within(dialog).getByRole("button", { name: "Extend deadline" }));

    expect(asked).toEqual({ hours: 48 });
    expect(await screen.findByText("Deadline extended to 09 Mar 2030, 10:00 WIB")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByText("Waiting for confirmation")).toBeInTheDocument();
  });
});

describe("ExtendDeadlineDialog", () => {
  it("moves a deadline still ahead by the hours, checks the hours, and shows the server's field error", async () => {
    let calls = 0;
    const open = aTest({ status: "waitSubmit", confirmedAt: "2030-03-02T05:00:00.000Z", submitBy: "2030-03-04T05:00:00.000Z" });
    server.use(
      http.post(`${LIST}/${open.id}/extend`, () => {
        calls += 1;
        return HttpResponse.json(apiErrorBody("Invalid body: hours At most 336 hours", "VALIDATION_FAILED", { errors: [{ field: "hours", message: "At most 336 hours" }] }), {
          status: 422,
        });
      }),
    );
    const { user } = renderWithUser(
      <ExtendDeadlineDialog jobId={JOB} applicationId={APPLICANT} test={open} open onOpenChange={() => {}} now={() => Date.parse("2030-03-03T00:00:00.000Z")} />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Extend deadline" });
    expect(within(dialog).getByText("Time to submit: until 04 Mar 2030, 12:00 WIB.")).toBeInTheDocument();
    expect(within(dialog).getByText("New deadline: 05 Mar 2030, 12:00 WIB")).toBeInTheDocument();

    const hours = within(dialog).getByRole("spinbutton", { name: /Extra hours/ });
    await user.clear(hours);
    await user.type(hours, "0");
    await user.click(within(dialog).getByRole("button", { name: "Extend deadline" }));
    expect(await within(dialog).findByText("At least 1 hour")).toBeInTheDocument();
    expect(calls).toBe(0);

    await user.clear(hours);
    await user.type(hours, "12");
    await user.click(within(dialog).getByRole("button", { name: "Extend deadline" }));
    expect(await within(dialog).findByText("At most 336 hours")).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
