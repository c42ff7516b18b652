import { describe, expect, it } from "vitest";
import type { PublicJob } from "@/server/modules/careers/careers-schemas";
import { jobPostingJsonLd, serializeJsonLd } from "./job-posting-json-ld";

const job: PublicJob = {
  id: "0d3e0000-0000-4000-8000-000000001001",
  slug: "backend-engineer-0d3e1001",
  role: "Backend Engineer",
  workplaceType: "hybrid",
  employmentTypes: ["fullTime", "contract"],
  location: null,
  cityList: ["jakarta", "Bandung"],
  salary: null,
  publishedAt: "2026-10-01T03:00:00.000Z",
  applicationPlatform: "internal",
  company: { name: "Demo Company", slug: "demo-company", logoUrl: "/api/v1/job-portal/company-photo/1/file", website: "https://demo-company.test" },
  description: "<p>Build APIs</p>",
  responsibilities: "",
  requirements: "<p>TypeScript</p>",
  perks: [],
  customBenefits: [],
  customPerks: [],
  skills: [],
  cvRequired: true,
  portofolioRequired: false,
  preScreeningQuestions: [],
  externalPlatformUrl: null,
};
const options = { origin: "https://hire.example.test", url: "https://hire.example.test/careers/demo-company/backend-engineer-0d3e1001" };

describe("jobPostingJsonLd", () => {
  it("describes the job for search engines with schema.org values", () => {
    expect(jobPostingJsonLd(job, options)).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Backend Engineer",
      description: "<p>Build APIs</p>\n<p>TypeScript</p>",
      url: options.url,
      identifier: { "@type": "PropertyValue", name: "Demo Company", value: job.id },
      hiringOrganization: { "@type": "Organization", name: "Demo Company", sameAs: "https://demo-company.test", logo: "https://hire.example.test/api/v1/job-portal/company-photo/1/file" },
      employmentType: ["FULL_TIME", "CONTRACTOR"],
      directApply: true,
      datePosted: "2026-10-01T03:00:00.000Z",
      jobLocation: [
        { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Jakarta", addressCountry: "ID" } },
        { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Bandung", addressCountry: "ID" } },
      ],
    });
  });

  it("marks a remote job as telecommute and adds the salary only when shown", () => {
    const remote = jobPostingJsonLd({ ...job, workplaceType: "remote", cityList: [], employmentTypes: ["internship"], salary: { start: 5_000_000, end: 7_000_000 } }, options);
    expect(remote).toMatchObject({ jobLocationType: "TELECOMMUTE", employmentType: "INTERN", baseSalary: { currency: "IDR", value: { minValue: 5_000_000, maxValue: 7_000_000 } } });
    expect(remote).not.toHaveProperty("jobLocation");
    expect(jobPostingJsonLd(job, options)).not.toHaveProperty("baseSalary");
  });
});

describe("serializeJsonLd", () => {
  it("escapes < so the text cannot close the script element", () => {
    const text = serializeJsonLd({ title: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ title: "</script><script>alert(1)</script>" });
  });
});
