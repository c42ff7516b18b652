import Link from "next/link";
import { formatDate } from "@/lib/format/date";
import { formatRupiah } from "@/lib/format/currency";
import { EXPERIENCE_LEVELS } from "@/server/modules/jobs/experience-levels-contract";
import { GENDER_LABELS, RANK_LABELS, SCHOOL_TYPE_LABELS, type SortParam } from "@/server/modules/pipeline/pipeline-contract";
import { TECH_TEST_STATUS_LABELS } from "@/server/modules/tech-tests/tech-test-status-contract";
import type { ApplicationRow } from "../../api/get-applications";
import { CANDIDATE_SOURCE_LABELS } from "../../lib/candidate-source";

/**
 * One column of the table: its header, what a row shows in it, the API sort its header applies (if
 * any) and whether it holds numbers (right-aligned).
 */
export type ApplicationColumn = {
  id: keyof ApplicationRow;
  header: string;
  cell: (row: ApplicationRow) => React.ReactNode;
  sortParam?: SortParam;
  numeric?: boolean;
};

/** A missing value: a dash for the eye, words for screen readers. */
export function Missing() {
  return (
    <span className="text-gray-500">
      <span aria-hidden>—</span>
      <span className="sr-only">Not given</span>
    </span>
  );
}

const text = (value: string | null | undefined) => (value ? value : <Missing />);
const number = (value: number | null, format: (value: number) => string = String) => (value === null ? <Missing /> : format(value));
const label = <K extends string>(labels: Record<K, string>, value: K | null) => text(value ? labels[value] : null);

/**
 * The table's columns: what a recruiter filters on (spec 3 Filters) and sorts by (the headers of
 * sortable columns apply the API sort). Names lead to the applicant's page (`applicantHref`).
 */
export const applicationColumns = (applicantHref: (applicationId: string) => string): ApplicationColumn[] => [
  {
    id: "name",
    header: "Name",
    cell: (row) => (
      <Link href={applicantHref(row.id)} className="font-medium text-brand-700 hover:underline">
        {row.name}
      </Link>
    ),
  },
  { id: "email", header: "Email", cell: (row) => <span className="break-all">{row.email}</span> },
  { id: "stepName", header: "Step", cell: (row) => row.stepName },
  { id: "statusLabel", header: "Status", cell: (row) => row.statusLabel },
  { id: "appliedAt", header: "Applied", cell: (row) => formatDate(row.appliedAt), sortParam: "applicationDate" },
  {
    id: "experienceLevel",
    header: "Experience",
    cell: (row) => text(EXPERIENCE_LEVELS.find((level) => level.code === row.experienceLevel)?.tableLabel),
    sortParam: "yearsOfExperience",
  },
  { id: "university", header: "University", cell: (row) => text(row.university) },
  { id: "gpa", header: "GPA", cell: (row) => number(row.gpa, (gpa) => gpa.toFixed(2)), sortParam: "gpa", numeric: true },
  { id: "gender", header: "Gender", cell: (row) => label(GENDER_LABELS, row.gender) },
  { id: "schoolType", header: "School type", cell: (row) => label(SCHOOL_TYPE_LABELS, row.schoolType) },
  { id: "rank", header: "Rank", cell: (row) => label(RANK_LABELS, row.rank) },
  { id: "expectedSalary", header: "Expected salary", cell: (row) => number(row.expectedSalary, formatRupiah), sortParam: "salary", numeric: true },
  { id: "toeflScore", header: "TOEFL", cell: (row) => number(row.toeflScore), sortParam: "toefl", numeric: true },
  { id: "age", header: "Age", cell: (row) => number(row.age), sortParam: "age", numeric: true },
  { id: "techTestStatus", header: "Tech test", cell: (row) => label(TECH_TEST_STATUS_LABELS, row.techTestStatus) },
  { id: "source", header: "Source", cell: (row) => CANDIDATE_SOURCE_LABELS[row.source] },
];
