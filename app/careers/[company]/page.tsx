import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CompanyHeader } from "@/features/careers/components/company-header";
import { OpenJobList } from "@/features/careers/components/open-job-list";
import { richTextToPlainText } from "@/server/lib/rich-text-contract";
import { getCareersPage } from "../_lib/careers-data";

// Live data: open jobs change as they are published and closed.
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ company: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = await getCareersPage((await params).company);
  if (!page) return { title: "Page not available" };
  return { title: `Careers at ${page.company.name}`, description: page.company.description ? richTextToPlainText(page.company.description) : `Open jobs at ${page.company.name}.` };
}

/** A company's careers page: who they are and the jobs open now. */
export default async function CompanyCareersPage({ params }: Params) {
  const page = await getCareersPage((await params).company);
  if (!page) notFound();
  return (
    <div className="flex flex-col gap-8">
      <CompanyHeader company={page.company} />
      <section aria-labelledby="open-jobs" className="flex flex-col gap-3">
        <h2 id="open-jobs" className="text-lg font-semibold text-gray-900">
          Open positions{page.jobs.length > 0 ? ` (${page.jobs.length})` : ""}
        </h2>
        <OpenJobList companySlug={page.company.slug} companyName={page.company.name} jobs={page.jobs} />
      </section>
    </div>
  );
}
