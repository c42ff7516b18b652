import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { formatDate } from "@/lib/format/date";
import { formatRupiah } from "@/lib/format/currency";
import { EXPERIENCE_LEVELS } from "@/server/modules/jobs/experience-levels-contract";
import { GENDER_LABELS, RANK_LABELS, SCHOOL_TYPE_LABELS, type SortParam } from "@/server/modules/pipeline/pipeline-contract";
import { TECH_TEST_STATUS_LABELS } from "@/server/modules/tech-tests/tech-tests-contract";
import type { ApplicationRow } from "../../api/get-applications";
import { CANDIDATE_SOURCE_LABELS } from "../../lib/candidate-source";

/** What a column tells its header: the API sort it applies, and whether it holds numbers (right-aligned). */
export type ApplicationColumnMeta = { sortParam?: SortParam; numeric?: boolean };

/** The column's meta, typed (the library keeps it as unknown). */
export const columnMeta = (definition: { meta?: unknown }) => (definition.meta ?? {}) as ApplicationColumnMeta;

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

const column = createColumnHelper<ApplicationRow>();

/**
 * The table's columns: what a recruiter filters on (spec 3 Filters) and sorts by (the headers of
 * sortable columns apply the API sort). Names lead to the applicant's page (`applicantHref`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types share one list
export const applicationColumns = (applicantHref: (applicationId: string) => string): ColumnDef<ApplicationRow, any>[] => [
  column.accessor("name", {
    header: "Name",
    cell: (info) => (
      <Link href={applicantHref(info.row.original.id)} className="font-medium text-brand-700 hover:underline">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor("email", { header: "Email", cell: (info) => <span className="break-all">{info.getValue()}</span> }),
  column.accessor("stepName", { header: "Step" }),
  column.accessor("statusLabel", { header: "Status" }),
  column.accessor("appliedAt", { header: "Applied", cell: (info) => formatDate(info.getValue()), meta: { sortParam: "applicationDate" } }),
  column.accessor("experienceLevel", {
    header: "Experience",
    cell: (info) => text(EXPERIENCE_LEVELS.find((level) => level.code === info.getValue())?.tableLabel),
    meta: { sortParam: "yearsOfExperience" },
  }),
  column.accessor("university", { header: "University", cell: (info) => text(info.getValue()) }),
  column.accessor("gpa", { header: "GPA", cell: (info) => number(info.getValue(), (gpa) => gpa.toFixed(2)), meta: { sortParam: "gpa", numeric: true } }),
  column.accessor("gender", { header: "Gender", cell: (info) => text(info.getValue() ? GENDER_LABELS[info.getValue() as keyof typeof GENDER_LABELS] : null) }),
  column.accessor("schoolType", {
    header: "School type",
    cell: (info) => text(info.getValue() ? SCHOOL_TYPE_LABELS[info.getValue() as keyof typeof SCHOOL_TYPE_LABELS] : null),
  }),
  column.accessor("rank", { header: "Rank", cell: (info) => text(info.getValue() ? RANK_LABELS[info.getValue() as keyof typeof RANK_LABELS] : null) }),
  column.accessor("expectedSalary", {
    header: "Expected salary",
    cell: (info) => number(info.getValue(), (salary) => formatRupiah(salary)),
    meta: { sortParam: "salary", numeric: true },
  }),
  column.accessor("toeflScore", { header: "TOEFL", cell: (info) => number(info.getValue()), meta: { sortParam: "toefl", numeric: true } }),
  column.accessor("age", { header: "Age", cell: (info) => number(info.getValue()), meta: { sortParam: "age", numeric: true } }),
  column.accessor("techTestStatus", {
    header: "Tech test",
    cell: (info) => text(info.getValue() ? TECH_TEST_STATUS_LABELS[info.getValue() as keyof typeof TECH_TEST_STATUS_LABELS] : null),
  }),
  column.accessor("source", { header: "Source", cell: (info) => CANDIDATE_SOURCE_LABELS[info.getValue() as ApplicationRow["source"]] }),
];
