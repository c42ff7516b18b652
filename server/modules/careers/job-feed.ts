import { appBaseUrl } from "@/server/config/env";
import type { Executor } from "@/server/db/client";
import { formatRupiah } from "@/server/lib/rupiah-contract";
import { getEffectiveFlags } from "@/server/modules/feature-flags/feature-flags-service";
import { currentSubscription, effectiveStatus } from "@/server/modules/subscriptions/subscriptions-service";
import type { JobType } from "@/server/modules/jobs/job-listing-contract";
import { openJobsOfCompany, type CareersCompanyRow } from "./careers-queries";
import { jobFeedNotAvailable } from "./careers-errors";
import type { PublicJob } from "./careers-schemas";
import { requirePublicCompany, toPublicJob } from "./careers-service";
import { jobCities, jobPostingJsonLd } from "./job-posting-contract";

/** A company's open jobs as aggregators read them, with the addresses they link to. */
export type JobFeed = { company: CareersCompanyRow; careersUrl: string; jobs: { job: PublicJob; url: string }[] };

/** The flag that offers job integration (spec 6). */
export const JOB_INTEGRATION_FLAG = "job-integration-subscription";

/** Job integration is offered (its flag) and the company's running plan includes it. */
async function hasJobIntegration(db: Executor, companyId: string, now: Date): Promise<boolean> {
  const { flags } = await getEffectiveFlags(db, companyId);
  if (!flags[JOB_INTEGRATION_FLAG]) return false;
  const latest = await currentSubscription(db, companyId, now);
  return latest !== undefined && effectiveStatus(latest.subscription, now) !== "expired" && latest.plan.featureJobIntegration;
}

/**
 * The company's published jobs for aggregators. Only for a company with job integration; anything
 * else answers 404, as if there were no feed, so a feed's existence says nothing.
 */
export async function jobFeedOf(db: Executor, companySlug: string, now = new Date()): Promise<JobFeed> {
  const company = await requirePublicCompany(db, companySlug);
  if (!(await hasJobIntegration(db, company.id, now))) throw jobFeedNotAvailable();
  const careersUrl = `${appBaseUrl()}/careers/${encodeURIComponent(company.slug)}`;
  const rows = await openJobsOfCompany(db, company.id);
  return {
    company,
    careersUrl,
    jobs: rows.map((row) => ({ job: toPublicJob(row, company), url: `${careersUrl}/${encodeURIComponent(row.slug)}` })),
  };
}

/** The JSON feed: each job as the schema.org JobPosting the careers page embeds. */
export function jobFeedJson(feed: JobFeed, now: Date) {
  const origin = appBaseUrl();
  return {
    company: { name: feed.company.name, url: feed.careersUrl },
    updatedAt: now.toISOString(),
    jobs: feed.jobs.map(({ job, url }) => jobPostingJsonLd(job, { origin, url })),
  };
}

// The XML feed follows the format most aggregators take (Indeed's XML job feed): a <source> with
// one <job> per posting, text in CDATA.

const INDEED_JOB_TYPES: Record<JobType, string> = {
  fullTime: "fulltime",
  partTime: "parttime",
  contract: "contract",
  freelance: "contract",
  internship: "internship",
};

/** Characters XML 1.0 cannot hold at all (most control characters, lone surrogates) are dropped. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as CDATA; a "]]>" inside is split across two sections so it cannot end the first early. */
function cdata(text: string): string {
  return `<![CDATA[${text.replace(NOT_XML, "").replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

const element = (name: string, text: string | null | undefined) => (text ? `<${name}>${cdata(text)}</${name}>` : "");

function describe(job: PublicJob): string {
  const sections: [string, string][] = [
    ["", job.description],
    ["Responsibilities", job.responsibilities],
    ["Requirements", job.requirements],
  ];
  const html = sections
    .filter(([, body]) => body.trim() !== "")
    .map(([heading, body]) => (heading ? `<h3>${heading}</h3>${body}` : body))
    .join("");
  return html || job.role;
}

function salaryText(job: PublicJob): string | null {
  if (!job.salary) return null;
  const amount = (value: number) => formatRupiah(value, { prefix: false });
  return `IDR ${amount(job.salary.start)} - ${amount(job.salary.end)} per month`;
}

const REMOTE_TYPES: Partial<Record<PublicJob["workplaceType"], string>> = { remote: "Fully remote", hybrid: "Hybrid remote" };

export function jobFeedXml(feed: JobFeed, now: Date): string {
  const jobs = feed.jobs.map(({ job, url }) => {
    const fields = [
      element("title", job.role),
      element("date", new Date(job.publishedAt ?? now).toUTCString()),
      element("referencenumber", job.id),
      element("url", url),
      element("company", feed.company.name),
      element("sourcename", feed.company.name),
      element("city", jobCities(job).join(", ")),
      element("country", "ID"),
      element("description", describe(job)),
      element("salary", salaryText(job)),
      element("jobtype", [...new Set(job.employmentTypes.map((type) => INDEED_JOB_TYPES[type]))].join(", ")),
      element("remotetype", REMOTE_TYPES[job.workplaceType]),
    ];
    return `<job>${fields.join("")}</job>`;
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<source>${element("publisher", feed.company.name)}${element("publisherurl", feed.careersUrl)}${element("lastBuildDate", now.toUTCString())}`,
    ...jobs,
    "</source>",
  ].join("\n");
}
