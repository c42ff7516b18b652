import { ChevronRight } from "lucide-react";
import Link from "next/link";
import { formatDuration } from "@/lib/format/duration";
import { jobPaths } from "@/lib/routes";
import { HOME_ATTENTION_TEXT as TEXT } from "@/server/modules/home/home-contract";
import type { HomeAttention } from "@/server/modules/home/home-schemas";
import { AllClear, HomeSection, ShownOfTotal } from "./home-section";

/** Submitted case studies with no decision since, the oldest first, each opening the applicant's page. */
export function TechTestsToReview({ techTests }: { techTests: HomeAttention["techTests"] }) {
  return (
    <HomeSection id="tech-tests" title={TEXT.techTestsHeading} definition={TEXT.techTestsDefinition}>
      {techTests.docs.length === 0 ? (
        <AllClear title={TEXT.techTestsEmpty}>{TEXT.techTestsEmptyDetail}</AllClear>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white" aria-label="Submitted tech tests">
            {techTests.docs.map((test) => (
              <li key={test.applicationId}>
                <Link
                  href={jobPaths.candidate(test.jobId, test.applicationId)}
                  data-application-id={test.applicationId}
                  className="flex items-center gap-3 px-4 py-3 transition-colors first:rounded-t-xl last:rounded-b-xl hover:bg-brand-50/40"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-gray-900">{test.applicantName}</p>
                    <p className="mt-0.5 text-sm break-words text-gray-600">
                      {test.role} · {test.stepName}
                    </p>
                  </div>
                  <p className="shrink-0 text-right text-xs text-gray-600">Submitted {formatDuration(test.waitMs)} ago</p>
                  <ChevronRight className="size-4 shrink-0 text-gray-400" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
          <ShownOfTotal shown={techTests.docs.length} total={techTests.total} what="tech tests, the oldest first" />
        </>
      )}
    </HomeSection>
  );
}
