import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithUser } from "@/tests/ui/render-with-user";
import { CULTURE_CATALOGUE, type CompanyProfile as Profile } from "@/server/modules/company-profile/company-profile-schemas";
import { CompanyProfile } from "./company-profile";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const profile: Profile = {
  id: "c-1",
  name: "Acme Indonesia",
  sector: "Technology",
  emailDomain: "acme.test",
  logoUrl: null,
  description: "We build payroll software.",
  website: null,
  size: "medium",
  cityId: null,
  cultures: ["innovative"],
  whatSpecial: null,
  insight: { fundingStage: "seriesA", fundingAmount: 5_000_000_000, benefits: ["freeLunch", "gymMembership"], customBenefits: ["Quarterly wellness day"], workingPolicies: ["hybrid"], internshipPerks: ["handsOnExperience"] },
  rank: null,
  verificationStatus: "pending",
  photos: [],
  createdAt: "2026-11-01T02:00:00.000Z",
  updatedAt: "2026-11-01T02:00:00.000Z",
};

function serve(shown: Profile = profile) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.get("*/api/v1/job-portal/company/c-1", () => HttpResponse.json({ result: shown })),
    http.get("*/api/v1/job-portal/company/c-1/verification", () =>
      HttpResponse.json({ result: { companyId: "c-1", status: "pending", submission: null, reviewedAt: null, reviewNote: null } }),
    ),
    http.get("*/api/v1/job-portal/culture", () => HttpResponse.json({ result: { docs: CULTURE_CATALOGUE } })),
    http.put("*/api/v1/job-portal/company/c-1/about", async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: "PUT", path: "about", body });
      return HttpResponse.json({ result: { ...profile, ...body } });
    }),
    http.patch("*/api/v1/job-portal/company/c-1", async ({ request }) => {
      const body = await request.json();
      sent.push({ method: "PATCH", path: "", body });
      return HttpResponse.json({ result: profile });
    }),
  );
  return sent;
}

const EDITOR = { companyId: "c-1", canEdit: true, isOwner: true };
const SECTORS = [{ value: "Technology", label: "Technology" }];

describe("CompanyProfile", () => {
  it("shows the benefits with their icons and the culture values with the flag on", async () => {
    serve();
    renderWithUser(<CompanyProfile viewer={EDITOR} sectors={SECTORS} showCultureAndBenefits />);
    const benefits = await screen.findByRole("list", { name: "Benefits" });
    expect(within(benefits).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Free Lunch", "Gym Membership", "Quarterly wellness day"]);
    expect(benefits.querySelectorAll("svg")).toHaveLength(3);
    const culture = await screen.findByRole("region", { name: "Culture values" });
    expect(culture).toHaveTextContent("InnovativeWe try new ideas and learn quickly from what works");
  });

  it("hides culture values and benefits with the flag off", async () => {
    serve();
    renderWithUser(<CompanyProfile viewer={EDITOR} sectors={SECTORS} showCultureAndBenefits={false} />);
    await screen.findByRole("region", { name: "About" });
    expect(screen.queryByRole("region", { name: "Benefits" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Culture values" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Internship perks" })).toHaveTextContent("Hands-on experience");
  });

  it("shows the size band, work arrangement and funding", async () => {
    serve();
    renderWithUser(<CompanyProfile viewer={EDITOR} sectors={SECTORS} showCultureAndBenefits={false} />);
    const details = await screen.findByRole("region", { name: "Company details" });
    expect(details).toHaveTextContent("50-100 employees");
    expect(details).toHaveTextContent("Hybrid");
    expect(details).toHaveTextContent("Series A");
    expect(details).toHaveTextContent("Rp 5.000.000.000");
  });

  it("edits About as rich text with PUT .../about, empty fields sent as null", async () => {
    const sent = serve();
    const { user } = renderWithUser(<CompanyProfile viewer={EDITOR} sectors={SECTORS} showCultureAndBenefits={false} />);
    await user.click(await screen.findByRole("button", { name: "Edit About" }));
    const about = screen.getByRole("region", { name: "About" });
    const description = within(about).getByRole("textbox", { name: "About the company" });
    // The stored text (plain, from before rich text) opens in the editor as a paragraph.
    await waitFor(() => expect(description.innerHTML).toBe("<p>We build payroll software.</p>"));
    expect(within(about).getByRole("toolbar", { name: "About the company formatting" })).toBeInTheDocument();
    description.innerHTML = '<p onclick="alert(1)">We build <b>HR</b> software<script>alert(1)</script></p>';
    fireEvent.input(description);
    expect(within(about).getByText("What does your company do, and for whom? 20/5000")).toBeInTheDocument();
    expect(within(about).getByText("0/2000")).toBeInTheDocument();
    await user.type(within(about).getByRole("textbox", { name: "Website" }), "not a url");
    await user.click(within(about).getByRole("button", { name: "Save" }));
    expect(await within(about).findByText("Enter a URL starting with http:// or https://")).toBeInTheDocument();
    await user.clear(within(about).getByRole("textbox", { name: "Website" }));
    await user.type(within(about).getByRole("textbox", { name: "Website" }), "https://acme.test");
    await user.click(within(about).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: "PUT", path: "about", body: { description: "<p>We build <b>HR</b> software</p>", website: "https://acme.test", whatSpecial: null } });
    await waitFor(() => expect(within(about).getByText("HR").tagName).toBe("B"));
  });

  it("refuses an About longer than 5000 characters of text, whatever the markup", async () => {
    const sent = serve();
    const { user } = renderWithUser(<CompanyProfile viewer={EDITOR} sectors={SECTORS} showCultureAndBenefits={false} />);
    await user.click(await screen.findByRole("button", { name: "Edit About" }));
    const about = screen.getByRole("region", { name: "About" });
    const description = within(about).getByRole("textbox", { name: "About the company" });
    await waitFor(() => expect(description.innerHTML).not.toBe(""));
    description.innerHTML = `<p><b>${"x".repeat(5001)}</b></p>`;
    fireEvent.input(description);
    await user.click(within(about).getByRole("button", { name: "Save" }));
    expect(await within(about).findByText("At most 5000 characters")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("shows About and what is special as rich text, plain text as paragraphs, scripts never", async () => {
    serve({
      ...profile,
      description: '<p>We <strong>build</strong> <a href="https://acme.test/story" target="_blank" rel="noopener noreferrer">payroll</a></p><script>alert(1)</script><img src=x onerror="alert(1)">',
      whatSpecial: "Lunch on Fridays\n\nA yearly learning budget",
    });
    renderWithUser(<CompanyProfile viewer={EDITOR} sectors={SECTORS} showCultureAndBenefits={false} />);
    const about = await screen.findByRole("region", { name: "About" });
    await waitFor(() => expect(within(about).getByText("build").tagName).toBe("STRONG"));
    expect(within(about).getByRole("link", { name: "payroll" })).toHaveAttribute("href", "https://acme.test/story");
    expect(about.querySelector("script, img, [onerror]")).toBeNull();
    const paragraphs = [...about.querySelectorAll("dd p")].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual(expect.arrayContaining(["Lunch on Fridays", "A yearly learning budget"]));
  });

  it("shows the funding amount grouped while it is edited and sends whole rupiah", async () => {
    const sent = serve();
    const { user } = renderWithUser(<CompanyProfile viewer={EDITOR} sectors={SECTORS} showCultureAndBenefits={false} />);
    await user.click(await screen.findByRole("button", { name: "Edit Company details" }));
    const details = screen.getByRole("region", { name: "Company details" });
    const funding = within(details).getByRole("textbox", { name: "Funding amount (IDR)" });
    expect(funding).toHaveValue("5.000.000.000");
    await user.clear(funding);
    await user.type(funding, "12500000000");
    expect(funding).toHaveValue("12.500.000.000");
    await user.click(within(details).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ insight: { fundingAmount: 12_500_000_000 } });
  });

  it("saves benefits, custom ones included, through PATCH", async () => {
    const sent = serve();
    const { user } = renderWithUser(<CompanyProfile viewer={EDITOR} sectors={SECTORS} showCultureAndBenefits />);
    await user.click(await screen.findByRole("button", { name: "Edit Benefits" }));
    const section = screen.getByRole("region", { name: "Benefits" });
    expect(within(section).getAllByRole("checkbox")).toHaveLength(24);
    await user.click(within(section).getByRole("checkbox", { name: "Transport" }));
    await user.click(within(section).getByRole("checkbox", { name: "Free Lunch" }));
    await user.type(within(section).getByRole("textbox", { name: "Benefits of your own" }), "Sabbatical{Enter}");
    await user.click(within(section).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ insight: { benefits: ["transport", "gymMembership"], customBenefits: ["Quarterly wellness day", "Sabbatical"] } });
  });

  it("is read-only for someone who cannot edit", async () => {
    serve();
    renderWithUser(<CompanyProfile viewer={{ companyId: "c-1", canEdit: false, isOwner: false }} sectors={SECTORS} showCultureAndBenefits />);
    await screen.findByRole("region", { name: "About" });
    expect(screen.getByRole("note")).toHaveTextContent("You can view the company profile.");
    expect(screen.queryByRole("button", { name: /^Edit / })).not.toBeInTheDocument();
    expect(await screen.findByText("Only the Admin can submit the company for verification.")).toBeInTheDocument();
  });
});
