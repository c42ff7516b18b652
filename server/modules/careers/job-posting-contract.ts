import { formatCity } from "@/server/modules/companies/city-contract";
import type { JobType } from "@/server/modules/jobs/job-listing-contract";
import type { PublicJob } from "./careers-schemas";

// Shared by the careers page (its structured data) and the job feeds aggregators read, so a job
// reads the same to search engines and to aggregators.

/** schema.org employmentType values for the job types of spec 3. */
export const SCHEMA_ORG_EMPLOYMENT_TYPES: Record<JobType, string> = {
  fullTime: "FULL_TIME",
  partTime: "PART_TIME",
  contract: "CONTRACTOR",
  freelance: "CONTRACTOR",
  internship: "INTERN",
};

/** The cities a job names, as people read them: its city list, else its location text. */
export function jobCities(job: Pick<PublicJob, "cityList" | "location">): string[] {
  const named = (job.cityList.length > 0 ? job.cityList : [job.location]).map(formatCity).filter(Boolean);
  return [...new Set(named)];
}

/**
 * schema.org JobPosting structured data for search engines. The salary appears only when the job
 * shows it (the API answers null otherwise); amounts are read as monthly rupiah, as the portal
 * enters them.
 */
export function jobPostingJsonLd(job: PublicJob, options: { origin: string; url: string }): Record<string, unknown> {
  const absolute = (path: string | null) => (path ? new URL(path, options.origin).toString() : undefined);
  const description = [job.description, job.responsibilities, job.requirements].filter((part) => part.trim() !== "").join("\n");
  const types = [...new Set(job.employmentTypes.map((type) => SCHEMA_ORG_EMPLOYMENT_TYPES[type]))];
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.role,
    description: description || job.role,
    url: options.url,
    identifier: { "@type": "PropertyValue", name: job.company.name, value: job.id },
    hiringOrganization: {
      "@type": "Organization",
      name: job.company.name,
      ...(job.company.website ? { sameAs: job.company.website } : {}),
      ...(job.company.logoUrl ? { logo: absolute(job.company.logoUrl) } : {}),
    },
    employmentType: types.length === 1 ? types[0] : types,
    directApply: job.applicationPlatform === "internal",
  };
  if (job.publishedAt) data.datePosted = job.publishedAt;
  if (job.workplaceType === "remote") {
    data.jobLocationType = "TELECOMMUTE";
    data.applicantLocationRequirements = { "@type": "Country", name: "Indonesia" };
  }
  const cities = jobCities(job);
  if (job.workplaceType !== "remote" || cities.length > 0) {
    const places = (cities.length > 0 ? cities : [null]).map((city) => ({
      "@type": "Place",
      address: { "@type": "PostalAddress", ...(city ? { addressLocality: city } : {}), addressCountry: "ID" },
    }));
    data.jobLocation = places.length === 1 ? places[0] : places;
  }
  if (job.salary) {
    data.baseSalary = {
      "@type": "MonetaryAmount",
      currency: "IDR",
      value: { "@type": "QuantitativeValue", minValue: job.salary.start, maxValue: job.salary.end, unitText: "MONTH" },
    };
  }
  return data;
}
