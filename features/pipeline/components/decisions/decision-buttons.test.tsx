import "@/tests/ui/browser-polyfills";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithUser } from "@/tests/ui/render-with-user";
import { BUILT_IN_TEMPLATES } from "@/server/modules/candidate-emails/built-in-templates";
import { EMAIL_TEMPLATE_KEYS } from "@/server/modules/jobs/jobs-contract";
import { undoAllPendingActions } from "../../stores/pending-actions";
import { JOB_ID, SARI, STEPS } from "../../testing/applicant-fixtures";
import { useUndoShortcut } from "../../hooks/use-undo-shortcut";
import { DecisionButtons, type DecisionButtonsProps } from "./decision-buttons";
import { dropdownMenuModule } from "@/components/layout/lazy-dropdown-menu";

const track = vi.fn();
vi.mock("@/lib/analytics", () => ({ track: (...args: unknown[]) => track(...args) }));

const TEMPLATES = EMAIL_TEMPLATE_KEYS.map((key) => ({ ...BUILT_IN_TEMPLATES[key], placeholders: [...BUILT_IN_TEMPLATES[key].placeholders], isCustom: false, updatedAt: null }));

const decisions: unknown[] = [];
const server = setupServer(
  http.post(`*/api/v1/job-portal/job/${JOB_ID}/candidates/decisions`, async ({ request }) => {
    decisions.push(await request.json());
    return HttpResponse.json({ result: { applied: 1, unchanged: 0, emailsQueued: 0, applications: [] } });
  }),
  http.get("*/api/v1/job-portal/email-templates", () => HttpResponse.json({ result: { docs: TEMPLATES } })),
  http.post(`*/api/v1/job-portal/job/${JOB_ID}/candidates/emails/preview`, async ({ request }) => {
    const body = (await request.json()) as { subject: string; body: string };
    const fill = (text: string) => text.replaceAll("{{Talent Name}}", "Sari Wulandari").replaceAll("{{Job Title}}", "Frontend Engineer");
    return HttpResponse.json({ result: { subject: fill(body.subject), body: fill(body.body), unknownPlaceholders: [] } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  decisions.length = 0;
  track.mockClear();
});
afterEach(() => {
  undoAllPendingActions();
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

const OTHERS = ["00000000-0000-4000-8000-00000000b001", "00000000-0000-4000-8000-00000000b002"];

function Harness(props: Partial<DecisionButtonsProps>) {
  useUndoShortcut();
  return <DecisionButtons jobId={JOB_ID} applicationIds={[SARI]} steps={STEPS} currentStepId="notProcessed" applicantName="Sari Wulandari" {...props} />;
}

/** Advances the fake clock; the decision's POST (if any) is answered on the way. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * The press that schedules a decision, on the fake clock: a plain click (user-event's own waits
 * run on timers, which a fake clock holds), so the undo delay is measured from this instant.
 */
function pressOnFakeClock(element: HTMLElement) {
  vi.useFakeTimers();
  fireEvent.click(element);
}

// The menus load Radix on first use in the app; here it is loaded up front, so a press opens them at once.
beforeAll(() => dropdownMenuModule.preload());

describe("DecisionButtons", { timeout: 20_000 }, () => {
  it("shortlists after the 3 second undo delay and not before, tracking the decision", async () => {
    const onScheduled = vi.fn();
    renderWithUser(<Harness onScheduled={onScheduled} />);
    pressOnFakeClock(screen.getByRole("button", { name: "Shortlist" }));
    expect(onScheduled).toHaveBeenCalledWith(expect.stringMatching(/^pending-/));
    await wait(2_999);
    expect(decisions).toEqual([]);
    await wait(1);
    await vi.waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), applicationIds: [SARI], decision: "accepted" });
    expect(track).toHaveBeenCalledWith("ed_applicant_shortlisted", expect.objectContaining({ jobId: JOB_ID, decision: "accepted", applicants: 1 }));
  });

  it("sends nothing when Z undoes the pending decision", async () => {
    renderWithUser(<Harness />);
    pressOnFakeClock(screen.getByRole("button", { name: "Consider" }));
    await wait(1_000);
    fireEvent.keyDown(document.body, { key: "z" });
    await wait(10_000);
    expect(decisions).toEqual([]);
    expect(track).toHaveBeenCalledWith("ed_applicant_action_undone", expect.objectContaining({ action: "ed_applicant_considered" }));
  });

  it("moves to another step of the job, never offering the current one", async () => {
    const { user } = renderWithUser(<Harness />);
    await user.click(screen.getByRole("button", { name: "Move to step" }));
    const menu = screen.getByRole("menu", { name: "Move to step" });
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["HR Interview", "CV Shortlisted", "Rejected"]);
    // Not moving out of Rejected: no reconsideration email on offer.
    expect(within(menu).queryByRole("menuitemcheckbox")).not.toBeInTheDocument();
    pressOnFakeClock(within(menu).getByRole("menuitem", { name: "HR Interview" }));
    await wait(3_000);
    await vi.waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).toMatchObject({ decision: "moveToStep", recruitmentStepId: "custom-hr", applicationIds: [SARI] });
  });

  it("cannot shortlist an applicant already shortlisted, nor reject one already rejected", () => {
    renderWithUser(<Harness currentStepId="accepted" />);
    expect(screen.getByRole("button", { name: "Shortlist" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Reject" })).toBeEnabled();
  });

  it("rejects with the rejection email: nothing sent before 4 seconds, then the decision carries the email", async () => {
    const { user } = renderWithUser(<Harness />);
    await user.click(screen.getByRole("button", { name: "More reject options" }));
    await user.click(screen.getByRole("menuitem", { name: "Reject and email the candidate" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject and email the candidate" }, { timeout: 5_000 });
    expect(await within(dialog).findByRole("combobox", { name: "Template" })).toHaveValue("rejection");
    expect(within(dialog).getByRole("textbox", { name: /Subject/ })).toHaveValue(BUILT_IN_TEMPLATES.rejection.subject);
    expect(await within(dialog).findByTestId("email-preview-subject", {}, { timeout: 3_000 })).toHaveTextContent("Your application for Frontend Engineer at {{Company Name}}");
    expect(await within(dialog).findByTestId("email-count")).toHaveTextContent("1 email will be sent");

    pressOnFakeClock(within(dialog).getByRole("button", { name: "Reject and send" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await wait(3_999);
    expect(decisions).toEqual([]);
    await wait(1);
    await vi.waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).toEqual({
      requestId: expect.any(String),
      applicationIds: [SARI],
      decision: "rejected",
      email: { templateKey: "rejection", subject: BUILT_IN_TEMPLATES.rejection.subject, body: BUILT_IN_TEMPLATES.rejection.body },
    });
  });

  it("rejects three applicants with one email each, said before sending", async () => {
    const { user } = renderWithUser(<Harness applicationIds={[SARI, ...OTHERS]} currentStepId={undefined} applicantName={undefined} />);
    expect(screen.getByRole("group", { name: "Decisions on 3 applicants" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "More reject options" }));
    await user.click(screen.getByRole("menuitem", { name: "Reject and email the 3 candidates" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject and email the 3 candidates" }, { timeout: 5_000 });
    expect(await within(dialog).findByTestId("email-count")).toHaveTextContent("3 emails will be sent, one to each applicant");
    expect(await within(dialog).findByText(/Preview/)).toHaveTextContent("Preview for the first of 3 applicants");

    pressOnFakeClock(within(dialog).getByRole("button", { name: "Reject and send" }));
    await wait(4_000);
    await vi.waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).toMatchObject({ applicationIds: [SARI, ...OTHERS], decision: "rejected", email: { templateKey: "rejection" } });
  });

  it("moving out of Rejected may send the reconsideration email", async () => {
    const { user } = renderWithUser(<Harness currentStepId="rejected" />);
    await user.click(screen.getByRole("button", { name: "Move to step" }));
    const menu = screen.getByRole("menu", { name: "Move to step" });
    await user.click(within(menu).getByRole("menuitemcheckbox", { name: "Email the reconsideration template" }));
    // The menu stays open for the step.
    expect(within(menu).getByRole("menuitemcheckbox", { name: "Email the reconsideration template" })).toBeChecked();
    await user.click(within(menu).getByRole("menuitem", { name: "CV Screening" }));
    const dialog = await screen.findByRole("dialog", { name: "Move to CV Screening and email the candidate" }, { timeout: 5_000 });
    expect(await within(dialog).findByRole("combobox", { name: "Template" })).toHaveValue("reconsideration");

    pressOnFakeClock(within(dialog).getByRole("button", { name: "Move and send" }));
    await wait(4_000);
    await vi.waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).toMatchObject({ decision: "moveToStep", recruitmentStepId: "notProcessed", email: { templateKey: "reconsideration" } });
  });

  it("closing the composer decides nothing", async () => {
    const { user } = renderWithUser(<Harness />);
    await user.click(screen.getByRole("button", { name: "More shortlist options" }));
    await user.click(screen.getByRole("menuitem", { name: "Shortlist and email the candidate" }));
    const dialog = await screen.findByRole("dialog", { name: "Shortlist and email the candidate" }, { timeout: 5_000 });
    expect(await within(dialog).findByRole("combobox", { name: "Template" })).toHaveValue("shortlist");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    vi.useFakeTimers();
    await wait(5_000);
    expect(decisions).toEqual([]);
  });
});
