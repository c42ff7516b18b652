import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicJob } from "@/server/modules/careers/careers-schemas";
import { renderWithUser } from "@/tests/ui/render-with-user";

const data = vi.hoisted(() => ({ job: null as PublicJob | null }));
vi.mock("../../_lib/careers-data", () => ({ getCareersJob: async () => data.job }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ host: "hire.example.test", "x-forwarded-proto": "https" }) }));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

// The real form, inside a mark of the invitation token the page hands it.
vi.mock("@/features/careers/components/application-form", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/features/careers/components/application-form")>();
  return {
    ApplicationForm: (props: Parameters<typeof actual.ApplicationForm>[0]) => (
      <div data-testid="application-form" data-invitation={props.invitationToken ?? ""}>
        <actual.ApplicationForm {...props} />
      </div>
    ),
  };
});

import CareersJobPage, { generateMetadata } from "./page";

const job: PublicJob = {
  id: "0d3e0000-0000-4000-8000-000000001001",
  slug: "backend-engineer-0d3e1001",
  role: "Backend Engineer",
  workplaceType: "remote",
  employmentTypes: ["fullTime"],
  location: null,
  cityList: ["jakarta"],
  salary: { start: 10_000_000, end: 15_000_000 },
  publishedAt: "2026-10-01T03:00:00.000Z",
  applicationPlatform: "internal",
  company: { name: "Demo Company", slug: "demo-company", logoUrl: null, website: "https://demo-company.test" },
  description: "<p>Build <b>APIs</b></p>",
  responsibilities: "",
  requirements: "<ul><li>TypeScript</li></ul>",
  perks: [{ key: "flexibleWorkingHours", label: "Flexible working hours" }],
  customBenefits: ["Laptop"],
  customPerks: [],
  skills: ["TypeScript"],
  cvRequired: true,
  portofolioRequired: false,
  preScreeningQuestions: [],
  externalPlatformUrl: null,
};
const params = Promise.resolve({ company: "demo-company", job: job.slug });

beforeEach(() => {
  data.job = job;
});

describe("careers job page", () => {
  it("hands a Talent Search invitation's token from the address to the form", async () => {
    const { unmount } = renderWithUser(await CareersJobPage({ params, searchParams: Promise.resolve({ invitation: "tok_abc" }) }));
    expect(screen.getByTestId("application-form")).toHaveAttribute("data-invitation", "tok_abc");
    unmount();
    renderWithUser(await CareersJobPage({ params, searchParams: Promise.resolve({ invitation: ["a", "b"] }) }));
    expect(screen.getByTestId("application-form")).toHaveAttribute("data-invitation", "");
  });

  it("shows the job with its labels, the shown salary, the sections and the form", async () => {
    renderWithUser(await CareersJobPage({ params }));
    expect(screen.getByRole("heading", { level: 1, name: "Backend Engineer" })).toBeInTheDocument();
    const facts = screen.getByRole("list", { name: "Job details" });
    expect(within(facts).getByText("Full-time")).toBeInTheDocument();
    expect(within(facts).getByText("Remote")).toBeInTheDocument();
    expect(within(facts).getByText("Jakarta")).toBeInTheDocument();
    expect(within(facts).getByText("IDR 10.000.000-15.000.000")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Requirements" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Responsibilities" })).not.toBeInTheDocument();
    expect(screen.getByText("Flexible working hours")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Apply for Backend Engineer" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /All jobs at Demo Company/ })).toHaveAttribute("href", "/careers/demo-company");
  });

  it("embeds JobPosting structured data with < escaped", async () => {
    data.job = { ...job, role: "</script><script>alert(1)</script>" };
    const { container } = renderWithUser(await CareersJobPage({ params }));
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain("<");
    expect(JSON.parse(script.innerHTML)).toMatchObject({
      "@type": "JobPosting",
      title: "</script><script>alert(1)</script>",
      url: `https://hire.example.test/careers/demo-company/${job.slug}`,
      jobLocationType: "TELECOMMUTE",
      baseSalary: { currency: "IDR" },
    });
  });

  it("links an external job to the company's site instead of the form", async () => {
    data.job = { ...job, applicationPlatform: "external", externalPlatformUrl: "https://careers.demo-company.test/1" };
    render(await CareersJobPage({ params }));
    expect(screen.getByRole("link", { name: /Apply on the company's site/ })).toHaveAttribute("href", "https://careers.demo-company.test/1");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("is not found when the job is not open, and titles the page with the job", async () => {
    expect(await generateMetadata({ params })).toMatchObject({ title: "Backend Engineer at Demo Company" });
    data.job = null;
    await expect(CareersJobPage({ params })).rejects.toThrow("NEXT_NOT_FOUND");
  });
});
