import { ArrowLeft, ExternalLink } from "lucide-react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ApplicationForm } from "@/features/careers/components/application-form";
import { CompanyLogo } from "@/features/careers/components/company-header";
import { JobFacts } from "@/features/careers/components/job-facts";
import { RichText } from "@/components/ui/rich-text";
import { jobPostingJsonLd, serializeJsonLd } from "@/features/careers/lib/job-posting-json-ld";
import { formatDate } from "@/lib/format/date";
import { APPLICATION_FIELDS } from "@/server/modules/careers/careers-contract";
import { jobPaths } from "@/lib/routes";
import { getCareersJob } from "../../_lib/careers-data";

// Live data: a job can close or change at any time.
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ company: string; job: string }> };
type PageProps = Params & { searchParams?: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { company, job: jobSlug } = await params;
  const job = await getCareersJob(company, jobSlug);
  if (!job) return { title: "Job not available" };
  return { title: `${job.role} at ${job.company.name}`, description: `${job.role} at ${job.company.name}: see the job and apply.` };
}

async function requestOrigin(): Promise<string> {
  const list = await headers();
  const host = list.get("x-forwarded-host") ?? list.get("host") ?? "localhost:3000";
  const protocol = list.get("x-forwarded-proto") ?? (host.startsWith("localhost") ? "http" : "https");
  return `${protocol}://${host}`;
}

function TextList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full border border-gray-200 bg-white px-3 py-1 text-sm text-gray-700">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One open job for candidates: what it is, and the way to apply (the form, or the company's site). */
export default async function CareersJobPage({ params, searchParams }: PageProps) {
  const { company: companySlug, job: jobSlug } = await params;
  // A Talent Search invitation's link carries its token; the form sends it back with the application.
  const invitation = (await searchParams)?.[APPLICATION_FIELDS.invitation];
  const invitationToken = typeof invitation === "string" && invitation.length <= 100 ? invitation : undefined;
  const job = await getCareersJob(companySlug, jobSlug);
  if (!job) notFound();
  const origin = await requestOrigin();
  const jsonLd = jobPostingJsonLd(job, { origin, url: `${origin}${jobPaths.careersJob(job.company.slug, job.slug)}` });
  // The rich text was sanitised on write by the jobs API; RichText sanitises it again in the browser.
  const sections = [
    { title: "About the job", html: job.description },
    { title: "Responsibilities", html: job.responsibilities },
    { title: "Requirements", html: job.requirements },
  ].filter((section) => section.html.trim() !== "");

  return (
    <article className="flex flex-col gap-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <Link href={jobPaths.careers(job.company.slug)} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        All jobs at {job.company.name}
      </Link>
      <header className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <CompanyLogo company={job.company} size="md" />
          <p className="text-sm font-medium text-gray-700">{job.company.name}</p>
        </div>
        <h1 className="text-2xl font-bold break-words text-gray-900 sm:text-3xl">{job.role}</h1>
        <JobFacts job={job} />
        {job.publishedAt ? <p className="text-xs text-gray-500">Posted {formatDate(job.publishedAt)}</p> : null}
      </header>

      {sections.map((section) => (
        <section key={section.title} className="flex flex-col gap-1">
          <h2 className="text-base font-semibold text-gray-900">{section.title}</h2>
          <RichText html={section.html} />
        </section>
      ))}
      <TextList title="Skills" items={job.skills} />
      <TextList title="Perks" items={[...job.perks.map((perk) => perk.label), ...job.customPerks]} />
      <TextList title="Benefits" items={job.customBenefits} />

      <section aria-labelledby="apply" className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-5 sm:p-8">
        <h2 id="apply" className="text-lg font-semibold text-gray-900">
          Apply for this job
        </h2>
        {job.applicationPlatform === "external" && job.externalPlatformUrl ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-gray-700">{job.company.name} takes applications for this job on its own site.</p>
            <a
              href={job.externalPlatformUrl}
              rel="noopener noreferrer"
              target="_blank"
              className="inline-flex h-12 w-fit items-center gap-2 rounded-lg bg-brand-600 px-5 text-base font-medium text-white hover:bg-brand-700"
            >
              Apply on the company&apos;s site
              <ExternalLink className="size-4" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
        ) : (
          <ApplicationForm companySlug={job.company.slug} job={job} invitationToken={invitationToken} />
        )}
      </section>
    </article>
  );
}
