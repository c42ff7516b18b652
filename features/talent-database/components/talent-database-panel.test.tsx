import "@/tests/ui/browser-polyfills";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { talentList, talentNote } from "../testing/talent-fixtures";
import { TalentDatabasePanel } from "./talent-database-panel";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TALENT = "44444444-4444-4444-8444-444444444444";
const engineers = talentList({ name: "Engineers" });
const shortlist = talentList({ name: "Shortlist" });
const mine = talentNote({ body: "Strong Go skills", isMine: true });
const theirs = talentNote({ body: "Met at the job fair", isMine: false, author: { userId: null, name: "Rina Recruiter" } });

function serve() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  let notes = [mine, theirs];
  server.use(
    http.get("*/api/v1/job-portal/talent-lists", () => HttpResponse.json({ result: [engineers, shortlist] })),
    http.get(`*/api/v1/job-portal/talents/${TALENT}/notes`, () => HttpResponse.json({ result: notes })),
    http.post(`*/api/v1/job-portal/talents/${TALENT}/notes`, async ({ request }) => {
      const body = (await request.json()) as { body: string };
      calls.push({ method: "POST", path: "notes", body });
      const note = talentNote({ body: body.body });
      notes = [note, ...notes];
      return HttpResponse.json({ result: note });
    }),
    http.delete(`*/api/v1/job-portal/talents/${TALENT}/notes/:noteId`, ({ params }) => {
      calls.push({ method: "DELETE", path: `notes/${String(params.noteId)}` });
      notes = notes.filter((note) => note.id !== params.noteId);
      return HttpResponse.json({ result: null });
    }),
    http.post("*/api/v1/job-portal/talent-lists/:listId/members", async ({ request, params }) => {
      calls.push({ method: "POST", path: `lists/${String(params.listId)}`, body: await request.json() });
      return HttpResponse.json({ result: { added: 1 } });
    }),
    http.delete("*/api/v1/job-portal/talent-lists/:listId/members/:talentId", ({ params }) => {
      calls.push({ method: "DELETE", path: `lists/${String(params.listId)}/${String(params.talentId)}` });
      return HttpResponse.json({ result: null });
    }),
  );
  return calls;
}

describe("TalentDatabasePanel", () => {
  it("lists the team's notes with their authors, deletes only one's own, and adds a note with a live n/300 counter", async () => {
    const calls = serve();
    const { user } = renderWithUser(<TalentDatabasePanel talentId={TALENT} listIds={[]} canManage />);

    const notes = await screen.findByRole("list", { name: "Notes" });
    const items = within(notes).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Strong Go skills");
    expect(items[1]).toHaveTextContent("Rina Recruiter");
    expect(within(items[0]!).getByRole("button", { name: "Delete note" })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole("button", { name: "Delete note" })).not.toBeInTheDocument();

    const box = screen.getByRole("textbox", { name: "Add a note" });
    expect(screen.getByText("0/300")).toBeInTheDocument();
    await user.type(box, "Call back in March");
    expect(screen.getByText("18/300")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Notes" })).getAllByRole("listitem")[0]).toHaveTextContent("Call back in March"));
    expect(box).toHaveValue("");
    expect(calls).toContainEqual({ method: "POST", path: "notes", body: { body: "Call back in March" } });

    await user.click(within(screen.getAllByRole("listitem").find((item) => item.textContent?.includes("Strong Go skills"))!).getByRole("button", { name: "Delete note" }));
    await waitFor(() => expect(screen.queryByText("Strong Go skills")).not.toBeInTheDocument());
    expect(calls).toContainEqual({ method: "DELETE", path: `notes/${mine.id}` });
  });

  it("will not send a note over 300 characters and says so in the counter", async () => {
    serve();
    const { user } = renderWithUser(<TalentDatabasePanel talentId={TALENT} listIds={[]} canManage />);
    const box = await screen.findByRole("textbox", { name: "Add a note" });
    await user.click(box);
    await user.paste("x".repeat(301));
    expect(screen.getByText("301/300")).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Add note" })).toBeDisabled();
  });

  it("shows the API's field error when a note is refused", async () => {
    serve();
    server.use(
      http.post(`*/api/v1/job-portal/talents/${TALENT}/notes`, () =>
        HttpResponse.json(apiErrorBody("Validation failed", "VALIDATION_ERROR", { errors: [{ field: "body", message: "Write a note" }] }), { status: 422 }),
      ),
    );
    const { user } = renderWithUser(<TalentDatabasePanel talentId={TALENT} listIds={[]} canManage />);
    await user.type(await screen.findByRole("textbox", { name: "Add a note" }), "   x");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Write a note");
  });

  it("adds the talent to a list and takes them out of another, then refreshes the detail", async () => {
    const calls = serve();
    const onChanged = vi.fn();
    const { user } = renderWithUser(<TalentDatabasePanel talentId={TALENT} listIds={[shortlist.id]} canManage onChanged={onChanged} />);

    const inShortlist = await screen.findByRole("button", { name: "Shortlist" });
    expect(inShortlist).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Engineers" }));
    await waitFor(() => expect(calls).toContainEqual({ method: "POST", path: `lists/${engineers.id}`, body: { talentIds: [TALENT] } }));
    await user.click(inShortlist);
    await waitFor(() => expect(calls).toContainEqual({ method: "DELETE", path: `lists/${shortlist.id}/${TALENT}` }));
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it("tells a view-only member why and offers no way to change notes or lists", async () => {
    serve();
    renderWithUser(<TalentDatabasePanel talentId={TALENT} listIds={[engineers.id]} canManage={false} />);
    expect(screen.getByRole("note")).toHaveTextContent("Your permission is view only. Contact Admin if you need access to edit");
    expect(await screen.findByText("Strong Go skills")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Add a note" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete note" })).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Engineers" })).toBeDisabled();
  });
});
