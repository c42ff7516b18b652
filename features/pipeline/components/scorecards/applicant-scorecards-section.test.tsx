import "@/tests/ui/browser-polyfills";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApplicantScorecards, Scorecard } from "@/server/modules/scorecards/scorecards-schemas";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { ApplicantScorecardsSection } from "./applicant-scorecards-section";

const JOB_ID = "0d3e0000-0000-4000-8000-000000001001";
const APP_ID = "0d3e0000-0000-4000-8000-00000000a001";
const BASE = `*/api/v1/job-portal/job/${JOB_ID}`;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const KIT = ["Node.js", "Communication"];
const card = (overrides: Partial<Scorecard> = {}): Scorecard => ({
  id: "card-1",
  author: { userId: "u-owner", name: "Rina Owner" },
  mine: false,
  ratings: [
    { attribute: "Node.js", rating: 4, note: "Deep event-loop knowledge" },
    { attribute: "Communication", rating: 3, note: "" },
  ],
  recommendation: "strongYes",
  note: "Hire",
  createdAt: "2026-11-05T04:00:00.000Z",
  updatedAt: "2026-11-05T04:00:00.000Z",
  ...overrides,
});
const state = (overrides: Partial<ApplicantScorecards> = {}): ApplicantScorecards => ({
  kit: { attributes: KIT, edited: false, canEdit: false },
  mine: null,
  scorecards: [],
  hiddenCount: 0,
  summary: { count: 0, recommendations: { strongNo: 0, no: 0, yes: 0, strongYes: 0 }, attributes: KIT.map((attribute) => ({ attribute, average: null, count: 0 })) },
  ...overrides,
});

function serve(initial: ApplicantScorecards, afterSave?: ApplicantScorecards) {
  const saved: unknown[] = [];
  const kits: unknown[] = [];
  let current = initial;
  server.use(
    http.get(`${BASE}/candidates/${APP_ID}/scorecards`, () => HttpResponse.json({ result: current })),
    http.put(`${BASE}/candidates/${APP_ID}/scorecards/mine`, async ({ request }) => {
      saved.push(await request.json());
      current = afterSave ?? current;
      return HttpResponse.json({ result: current });
    }),
    http.put(`${BASE}/interview-kit`, async ({ request }) => {
      const body = (await request.json()) as { attributes: string[] };
      kits.push(body);
      current = { ...current, kit: { attributes: body.attributes, edited: true, canEdit: true } };
      return HttpResponse.json({ result: current.kit });
    }),
  );
  return { saved, kits };
}

const render = () => renderWithUser(<ApplicantScorecardsSection jobId={JOB_ID} applicationId={APP_ID} />);

describe("ApplicantScorecardsSection", { timeout: 20_000 }, () => {
  it("says how many scorecards are hidden until the interviewer submits theirs", async () => {
    serve(state({ hiddenCount: 2 }));
    render();
    expect(screen.getByRole("status")).toHaveTextContent("Loading the scorecards...");
    expect(await screen.findByText(/2 scorecards are hidden until you submit yours/)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Scorecards" })).not.toBeInTheDocument();
    expect(screen.queryByText(/No scorecards yet/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Write your scorecard" })).toBeInTheDocument();
  });

  it("shows the empty state, then the summary and each scorecard", async () => {
    serve(state());
    const { unmount } = render();
    expect(await screen.findByText(/No scorecards yet/)).toBeInTheDocument();
    unmount();
    server.resetHandlers();
    serve(
      state({
        scorecards: [card()],
        summary: { count: 1, recommendations: { strongNo: 0, no: 0, yes: 0, strongYes: 1 }, attributes: [{ attribute: "Node.js", average: 4, count: 1 }, { attribute: "Communication", average: 3, count: 1 }] },
      }),
    );
    render();
    const list = await screen.findByRole("list", { name: "Scorecards" });
    expect(within(list).getByText("Rina Owner")).toBeInTheDocument();
    expect(within(list).getByText("4/4 · Definitely yes")).toBeInTheDocument();
    expect(within(list).getByText("Deep event-loop knowledge")).toBeInTheDocument();
    expect(screen.getByText("4.0 / 4")).toBeInTheDocument();
    expect(screen.getByText("1 scorecard")).toBeInTheDocument();
  });

  it("submits the interviewer's own scorecard with the keyboard-usable radios, after naming what is missing", async () => {
    const after = state({ mine: card({ id: "mine", mine: true, author: { userId: "me", name: "Budi" }, recommendation: "yes" }), scorecards: [card({ id: "mine", mine: true })] });
    const { saved } = serve(state({ hiddenCount: 1 }), after);
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Write your scorecard" }));
    const form = await screen.findByRole("form", { name: "Your scorecard" });
    await user.click(within(form).getByRole("button", { name: "Submit scorecard" }));
    expect(await within(form).findAllByText("Choose a rating")).toHaveLength(2);
    expect(within(form).getByText("Choose an overall recommendation")).toBeInTheDocument();
    expect(saved).toEqual([]);

    const nodeGroup = within(form).getByRole("group", { name: "Node.js" });
    await user.click(within(nodeGroup).getByRole("radio", { name: "4 · Definitely yes" }));
    await user.click(within(within(form).getByRole("group", { name: "Communication" })).getByRole("radio", { name: "3 · Yes" }));
    await user.type(within(form).getByRole("textbox", { name: "Note on Node.js" }), "Knows the event loop");
    await user.click(within(within(form).getByRole("group", { name: "Overall recommendation" })).getByRole("radio", { name: "Yes" }));
    await user.click(within(form).getByRole("button", { name: "Submit scorecard" }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      ratings: [
        { attribute: "Node.js", rating: 4, note: "Knows the event loop" },
        { attribute: "Communication", rating: 3, note: "" },
      ],
      recommendation: "yes",
      note: "",
    });
    expect(await screen.findByRole("button", { name: "Edit your scorecard" })).toHaveFocus();
    expect(screen.queryByText(/hidden until you submit yours/)).not.toBeInTheDocument();
  });

  it("puts the server's field errors on the form", async () => {
    serve(state());
    server.use(
      http.put(`${BASE}/candidates/${APP_ID}/scorecards/mine`, () =>
        HttpResponse.json(apiErrorBody("Invalid body: note At most 3000 characters", "VALIDATION_FAILED", { errors: [{ field: "note", message: "At most 3000 characters" }] }), { status: 422 }),
      ),
    );
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Write your scorecard" }));
    const form = await screen.findByRole("form", { name: "Your scorecard" });
    for (const name of KIT) await user.click(within(within(form).getByRole("group", { name })).getByRole("radio", { name: "2 · No" }));
    await user.click(within(within(form).getByRole("group", { name: "Overall recommendation" })).getByRole("radio", { name: "No" }));
    await user.click(within(form).getByRole("button", { name: "Submit scorecard" }));
    expect(await within(form).findByText("At most 3000 characters")).toBeInTheDocument();
  });

  it("lets an editor edit the interview kit", async () => {
    const { kits } = serve(state({ kit: { attributes: KIT, edited: false, canEdit: true } }));
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Edit interview kit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit interview kit" });
    await user.click(within(dialog).getByRole("button", { name: "Remove attribute 1" }));
    await user.click(within(dialog).getByRole("button", { name: "Add attribute" }));
    await user.click(within(dialog).getByRole("button", { name: "Save kit" }));
    expect(await within(dialog).findByText("Name the attribute")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Attribute 2" }), "System design");
    await user.click(within(dialog).getByRole("button", { name: "Save kit" }));
    await waitFor(() => expect(kits).toEqual([{ attributes: ["Communication", "System design"] }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("hides the kit editor from interviewers who cannot edit the job", async () => {
    serve(state());
    render();
    await screen.findByRole("button", { name: "Write your scorecard" });
    expect(screen.queryByRole("button", { name: "Edit interview kit" })).not.toBeInTheDocument();
  });
});
