import { Database } from "lucide-react";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { GuardedPage } from "@/features/permissions/components/guarded-page";

export const metadata: Metadata = { title: "Talent Database" };

/** Talent Database (spec 6: manage on talentDb). Its records come with the talent database issue. */
export default function TalentDatabasePage() {
  return (
    <GuardedPage page="talentDatabase">
      <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-8 sm:py-8">
        <h1 className="text-2xl font-bold text-gray-900">Talent Database</h1>
        <EmptyState icon={Database} title="Your talent database is empty" className="mt-6">
          Candidates who applied to your jobs and talents you saved are kept here, so you can find them again for new roles.
        </EmptyState>
      </div>
    </GuardedPage>
  );
}
