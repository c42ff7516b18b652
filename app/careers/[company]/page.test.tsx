import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CareersPage } from "@/server/modules/careers/careers-schemas";

const data = vi.hoisted(() => ({ page: null as CareersPage | null }));
vi.mock("../_lib/careers-data", () => ({ getCareersPage: async () => data.page }));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

import CompanyCareersPage from "./page";

const company: CareersPage["company"] = {
  name: "Demo Company",
  slug: "demo-company",
  logoUrl: null,
  sector: "Software",
  sizeLabel: "1-50",
  website: "https://demo-company.test",
  description: "We build tools.",
  // As the API answers it: the value of the onboarding's City select.
  city: "jakarta",
  photos: [],
};
const params = Promise.resolve({ company: "demo-company" });

beforeEach(() => {
  data.page = {
    company,
    jobs: [
      { id: "j1", slug: "designer-1", role: "Designer", workplaceType: "hybrid", employmentTypes: ["partTime"], location: "Bandung", cityList: [], salary: null, publishedAt: null, applicationPlatform: "internal", promoted: false },
    ],
  };
});

describe("company careers page", () => {
  it("shows the company and links each open job", async () => {
    render(await CompanyCareersPage({ params }));
    expect(screen.getByRole("heading", { level: 1, name: "Careers at Demo Company" })).toBeInTheDocument();
    expect(screen.getByText("Software · 1-50 employees · Jakarta")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Open positions (1)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Designer/ })).toHaveAttribute("href", "/careers/demo-company/designer-1");
    expect(screen.getByText("Part-time")).toBeInTheDocument();
  });

  it("marks a promoted job, and only that one", async () => {
    data.page = {
      company,
      jobs: [
        { id: "j2", slug: "writer-2", role: "Writer", workplaceType: "remote", employmentTypes: ["fullTime"], location: null, cityList: [], salary: null, publishedAt: null, applicationPlatform: "internal", promoted: true },
        { id: "j1", slug: "designer-1", role: "Designer", workplaceType: "remote", employmentTypes: ["fullTime"], location: null, cityList: [], salary: null, publishedAt: null, applicationPlatform: "internal", promoted: false },
      ],
    };
    render(await CompanyCareersPage({ params }));
    const [first, second] = screen.getAllByRole("link", { name: /Writer|Designer/ });
    expect(first).toHaveAccessibleName(/Writer.*Promoted/);
    expect(second).not.toHaveTextContent("Promoted");
    expect(screen.getAllByText("Promoted")).toHaveLength(1);
  });

  it("shows every city by its label: the company's, a job's city list and a job's location", async () => {
    data.page = {
      company,
      jobs: [
        { id: "j1", slug: "designer-1", role: "Designer", workplaceType: "onSite", employmentTypes: ["fullTime"], location: null, cityList: ["jakarta", "surabaya"], salary: null, publishedAt: null, applicationPlatform: "internal", promoted: false },
        { id: "j2", slug: "writer-2", role: "Writer", workplaceType: "hybrid", employmentTypes: ["fullTime"], location: "bandung", cityList: [], salary: null, publishedAt: null, applicationPlatform: "internal", promoted: false },
      ],
    };
    render(await CompanyCareersPage({ params }));
    expect(screen.getByText("Software · 1-50 employees · Jakarta")).toBeInTheDocument();
    const [designer, writer] = screen.getAllByRole("list", { name: "Job details" });
    expect(designer).toHaveTextContent("Jakarta, Surabaya");
    expect(writer).toHaveTextContent("Bandung");
    expect(screen.queryByText(/jakarta|surabaya|bandung/)).not.toBeInTheDocument();
  });

  it("leaves the city out when the company chose 'Other city'", async () => {
    data.page = { company: { ...company, city: "other" }, jobs: [] };
    render(await CompanyCareersPage({ params }));
    expect(screen.getByText("Software · 1-50 employees")).toBeInTheDocument();
  });

  it("says when no job is open, and is not found for an unknown company", async () => {
    data.page = { company, jobs: [] };
    render(await CompanyCareersPage({ params }));
    expect(screen.getByText("No open positions right now")).toBeInTheDocument();
    data.page = null;
    await expect(CompanyCareersPage({ params })).rejects.toThrow("NEXT_NOT_FOUND");
  });
});
