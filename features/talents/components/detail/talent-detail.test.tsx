import "@/tests/ui/browser-polyfills";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { toast as sonner } from "sonner";
import { act } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toast";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import type { TalentDetail as TalentDetailData } from "@/server/modules/talents/talents-schemas";
import { talentDetail, talentId, UNLOCKED_CONTACT } from "../../testing/talent-fixtures";
import { TalentDetail } from "./talent-detail";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  act(() => void sonner.dismiss());
  server.resetHandlers();
});
afterAll(() => server.close());

const ID = talentId(1);
const JOB_ID = "11111111-1111-4111-8111-111111111111";
const SENDER = { name: "Budi Owner", companyName: "Demo Company" };

/** Serves one talent whose answer the test can change (as the server would after an unlock). */
function serveTalent(initial: TalentDetailData) {
  const state = { talent: initial, contexts: [] as (string | null)[] };
  server.use(
    http.get(`*/api/v1/job-portal/talents/${ID}`, ({ request }) => {
      state.contexts.push(new URL(request.url).searchParams.get("context"));
      return HttpResponse.json({ result: state.talent });
    }),
  );
  return state;
}

function renderDetail(options: { canManage?: boolean; aside?: React.ReactNode } = {}) {
  return renderWithUser(
    <>
      <Toaster />
      <TalentDetail
        talentId={ID}
        context="talentHunt"
        canManage={options.canManage ?? true}
        sender={SENDER}
        back={{ href: "/explore-talents", label: "Talent Search" }}
        aside={options.aside}
      />
    </>,
  );
}

describe("TalentDetail", () => {
  it("keeps contact details locked, says the quota, and unlocks to show them", async () => {
    const state = serveTalent(talentDetail());
    let unlocks = 0;
    server.use(
      http.post("*/api/v1/job-portal/user-company-accessed-student", async ({ request }) => {
        expect(await request.json()).toEqual({ talentId: ID });
        unlocks += 1;
        state.talent = talentDetail({ unlocked: true, contact: UNLOCKED_CONTACT, hasCv: true, quota: { used: 3, quota: 10 } });
        return HttpResponse.json({ result: state.talent });
      }),
    );
    const { user } = renderDetail({ aside: <p>Notes go here</p> });
    expect(await screen.findByRole("heading", { name: "Sari Wulandari", level: 1 })).toBeInTheDocument();
    expect(state.contexts[0]).toBe("talentHunt");
    expect(screen.getByText("Notes go here")).toBeInTheDocument();
    const contact = screen.getByRole("region", { name: "Contact" });
    expect(contact).toHaveTextContent("hidden until you unlock");
    expect(contact).toHaveTextContent("2 of 10 unlocks used this period");
    expect(contact).not.toHaveTextContent("sari@example.com");
    expect(screen.getByRole("region", { name: "Experience" })).toHaveTextContent("Software Engineer · Tokopedia");

    await user.click(within(contact).getByRole("button", { name: "Unlock profile" }));
    expect(await screen.findByRole("link", { name: "sari@example.com" })).toHaveAttribute("href", "mailto:sari@example.com");
    expect(screen.getByRole("link", { name: "Download CV" })).toHaveAttribute("href", `/api/v1/job-portal/talents/${ID}/cv`);
    expect(unlocks).toBe(1);
  });

  it("offers the upgrade instead of Unlock when the quota is used up", async () => {
    serveTalent(talentDetail({ quota: { used: 10, quota: 10 } }));
    renderDetail();
    const contact = await screen.findByRole("region", { name: "Contact" });
    expect(contact).toHaveTextContent("10 of 10 unlocks used this period");
    expect(within(contact).getByRole("alert")).toHaveTextContent("Upgrade your plan to unlock more talents");
    expect(within(contact).getByRole("link", { name: "Upgrade plan" })).toHaveAttribute("href", "/subscription");
    expect(within(contact).queryByRole("button", { name: "Unlock profile" })).not.toBeInTheDocument();
  });

  it("shows the upgrade when the API answers TALENT_QUOTA_REACHED", async () => {
    serveTalent(talentDetail());
    server.use(
      http.post("*/api/v1/job-portal/user-company-accessed-student", () =>
        HttpResponse.json(apiErrorBody("Your plan's unlocks are used up", "TALENT_QUOTA_REACHED"), { status: 403 }),
      ),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole("button", { name: "Unlock profile" }));
    expect(await screen.findByRole("link", { name: "Upgrade plan" })).toHaveAttribute("href", "/subscription");
  });

  it("shows a view-only member the message and no action", async () => {
    serveTalent(talentDetail());
    renderDetail({ canManage: false });
    expect(await screen.findByRole("note")).toHaveTextContent("Your permission is view only. Contact Admin if you need access to edit");
    for (const name of ["Unlock profile", "Contact", "Invite to apply", "Save to Talent Database"]) {
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    }
  });

  it("contacts the talent from the filled template, sending one requestId for a message even when retried", async () => {
    serveTalent(talentDetail({ unlocked: true, contact: UNLOCKED_CONTACT }));
    const bodies: { requestId: string; subject: string; message: string; talentId: string }[] = [];
    server.use(
      http.post("*/api/v1/job-portal/user-company-contacted-student", async ({ request }) => {
        const body = (await request.json()) as (typeof bodies)[number];
        bodies.push(body);
        if (bodies.length === 1) return HttpResponse.json(apiErrorBody("Something went wrong", "INTERNAL"), { status: 500 });
        return HttpResponse.json({ result: { id: "22222222-2222-4222-8222-222222222222", subject: body.subject, message: body.message, createdAt: new Date().toISOString(), contactedBy: { userId: null, name: "Budi Owner" } } });
      }),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole("button", { name: "Contact" }));
    const dialog = await screen.findByRole("dialog", { name: "Contact Sari Wulandari" });
    expect(within(dialog).getByRole("textbox", { name: /Subject/ })).toHaveValue("Demo Company would like to talk with you");
    const message = within(dialog).getByRole("textbox", { name: /Message/ });
    expect((message as HTMLTextAreaElement).value).toMatch(/^Hi Sari Wulandari,[\s\S]*Budi Owner\nDemo Company$/);

    await user.click(within(dialog).getByRole("button", { name: "Send email" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something went wrong");
    await user.click(within(dialog).getByRole("button", { name: "Send email" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Message sent")).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.requestId).toBe(bodies[0]!.requestId);
    expect(bodies[1]!.talentId).toBe(ID);

    // A new message is a new request.
    await user.click(screen.getByRole("button", { name: "Contact" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Send email" }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]!.requestId).not.toBe(bodies[0]!.requestId);
  });

  it("shows the contact form's field errors from the API", async () => {
    serveTalent(talentDetail());
    server.use(
      http.post("*/api/v1/job-portal/user-company-contacted-student", () =>
        HttpResponse.json(apiErrorBody("Validation failed", "VALIDATION_ERROR", { errors: [{ field: "subject", message: "At most 150 characters" }] }), { status: 422 }),
      ),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole("button", { name: "Contact" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Send email" }));
    expect(await within(dialog).findByText("At most 150 characters")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Subject/ })).toHaveAttribute("aria-invalid", "true");
  });

  it("invites the talent to a published job with a message", async () => {
    const state = serveTalent(talentDetail());
    let invited: unknown = null;
    server.use(
      http.get("*/api/v1/job-portal/job", ({ request }) => {
        expect(new URL(request.url).searchParams.getAll("status")).toEqual(["published"]);
        return HttpResponse.json({ result: { docs: [{ id: JOB_ID, role: "Backend Engineer" }], nextCursor: null, counts: { all: 1, draft: 0, published: 1, closed: 0 } } });
      }),
      http.post(`*/api/v1/job-portal/talents/${ID}/invitations`, async ({ request }) => {
        invited = await request.json();
        state.talent = talentDetail({
          company: { ...talentDetail().company, invitations: [{ id: "33333333-3333-4333-8333-333333333333", jobId: JOB_ID, jobTitle: "Backend Engineer", createdAt: "2026-11-20T05:00:00.000Z", invitedBy: { userId: null, name: "Budi Owner" }, applicationId: null }] },
        });
        return HttpResponse.json({ result: state.talent.company.invitations[0] });
      }),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole("button", { name: "Invite to apply" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite Sari Wulandari to apply" });
    await user.selectOptions(await within(dialog).findByRole("combobox", { name: /Job/ }), "Backend Engineer");
    await user.type(within(dialog).getByRole("textbox", { name: /Message/ }), "We would love to see you apply.");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(invited).toEqual({ jobId: JOB_ID, message: "We would love to see you apply." });
    expect(await screen.findByRole("region", { name: "With your company" })).toHaveTextContent("Invited to apply to Backend Engineer by Budi Owner");
  });

  it("saves a talent from search to the Talent Database", async () => {
    const state = serveTalent(talentDetail());
    server.use(
      http.post("*/api/v1/job-portal/talent-database", async ({ request }) => {
        expect(await request.json()).toEqual({ talentId: ID });
        state.talent = talentDetail({ inDatabase: true, company: { ...talentDetail().company, origin: "saved" } });
        return HttpResponse.json({ result: { talentId: ID } }, { status: 201 });
      }),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole("button", { name: "Save to Talent Database" }));
    expect(await screen.findByText("In your Talent Database: Saved from Talent Search")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save to Talent Database" })).not.toBeInTheDocument();
  });

  it("shows a talent out of reach as an error", async () => {
    server.use(http.get(`*/api/v1/job-portal/talents/${ID}`, () => HttpResponse.json(apiErrorBody("Talent not found", "TALENT_NOT_FOUND"), { status: 404 })));
    renderDetail();
    expect(await screen.findByRole("alert")).toHaveTextContent("Talent not found");
  });
});
