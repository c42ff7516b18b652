import { Search } from "lucide-react";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { GuardedPage } from "@/features/permissions/components/guarded-page";

export const metadata: Metadata = { title: "Talent Search" };

/** Talent Search (spec 6: manage on talentHunt). The search itself comes with the talent search issue. */
export default function ExploreTalentsPage() {
  return (
    <GuardedPage page="exploreTalents">
      <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-8 sm:py-8">
        <h1 className="text-2xl font-bold text-gray-900">Talent Search</h1>
        <EmptyState icon={Search} title="No talents to show yet" className="mt-6">
          Talents who match your search (skills, experience, education and job-seeking status) appear here, and you can contact them from
          their profile.
        </EmptyState>
      </div>
    </GuardedPage>
  );
}
