import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TechTestScreen } from "@/features/tech-test/components/tech-test-screen";
import { getTechTestByToken } from "./_lib/tech-test-data";

// Live data: the candidate's own acts and the deadlines change it.
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ token: string }> };

// A private link: kept out of search engines, and not passed on to the sites it links to.
const privatePage = { robots: { index: false, follow: false }, referrer: "no-referrer" } satisfies Metadata;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const test = await getTechTestByToken((await params).token);
  if (!test) return { title: "Tech test not found", ...privatePage };
  return { title: `Case study for ${test.jobTitle} at ${test.companyName}`, ...privatePage };
}

/** /tech-test/[token]: the case study a candidate reaches by the private link in their email. */
export default async function TechTestPage({ params }: Params) {
  const { token } = await params;
  const test = await getTechTestByToken(token);
  if (!test) notFound();
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium text-gray-700">{test.companyName}</p>
        <h1 className="text-2xl font-bold break-words text-gray-900 sm:text-3xl">Case study for {test.jobTitle}</h1>
        <p className="text-sm text-gray-700">Hi {test.candidateName}, here is everything you need for this step of your application.</p>
      </header>
      <TechTestScreen token={token} initialTest={test} />
    </article>
  );
}
