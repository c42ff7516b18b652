import { TECH_TEST_STATUS_LABELS } from "@/server/modules/tech-tests/tech-tests-schemas";
import {
  COMPANY_TYPE_LABELS,
  GENDER_LABELS,
  RANK_LABELS,
  SCHOOL_TYPE_LABELS,
  TRAIT_LABELS,
} from "@/server/modules/pipeline/pipeline-contract";
import type { ApplicationRow } from "./application-exports-schemas";
import type { ExportCell } from "./export-file-writers";

/** How an export names where an application came from. */
export const EXPORT_SOURCE_LABELS: Record<ApplicationRow["source"], string> = {
  applicant: "Applicant",
  import: "Imported",
  recommendation: "Recommendation",
};

type ExportColumn = { header: string; value: (row: ApplicationRow) => ExportCell };

const date = (value: string | null) => (value === null ? null : new Date(value));

/**
 * The columns of an export, in order: the table's columns (what a recruiter filters on) plus the
 * contact details and tech-test dates a spreadsheet is wanted for. Labels, not codes.
 */
const BASE_COLUMNS: ExportColumn[] = [
  { header: "Name", value: (row) => row.name },
  { header: "Email", value: (row) => row.email },
  { header: "Phone", value: (row) => row.phone },
  { header: "Step", value: (row) => row.stepName },
  { header: "Status", value: (row) => row.statusLabel },
  { header: "Applied", value: (row) => date(row.appliedAt) },
  { header: "Source", value: (row) => EXPORT_SOURCE_LABELS[row.source] },
  { header: "Experience", value: (row) => row.experienceLevelLabel },
  { header: "University", value: (row) => row.university },
  { header: "Major", value: (row) => row.major },
  { header: "GPA", value: (row) => row.gpa },
  { header: "Gender", value: (row) => (row.gender ? GENDER_LABELS[row.gender] : null) },
  { header: "Age", value: (row) => row.age },
  { header: "School type", value: (row) => (row.schoolType ? SCHOOL_TYPE_LABELS[row.schoolType] : null) },
  { header: "Traits", value: (row) => row.traits.map((trait) => TRAIT_LABELS[trait]).join(", ") || null },
  { header: "Rank", value: (row) => (row.rank ? RANK_LABELS[row.rank] : null) },
  { header: "Company types", value: (row) => row.companyTypes.map((type) => COMPANY_TYPE_LABELS[type]).join(", ") || null },
  { header: "Expected salary (IDR)", value: (row) => row.expectedSalary },
  { header: "TOEFL", value: (row) => row.toeflScore },
  { header: "Tech test status", value: (row) => (row.techTestStatus ? TECH_TEST_STATUS_LABELS[row.techTestStatus] : null) },
  { header: "Tech test deadline", value: (row) => date(row.techTestDeadlineAt) },
  { header: "Tech test submitted", value: (row) => date(row.techTestSubmittedAt) },
  { header: "Portfolio", value: (row) => row.portfolioUrl },
];

const AI_SCORE_COLUMN: ExportColumn = { header: "AI match score", value: (row) => row.aiScore };

/** The export's columns; the AI match score only while the company has the analyzer. */
export function exportColumns(options: { aiScoreVisible: boolean }): ExportColumn[] {
  return options.aiScoreVisible ? [...BASE_COLUMNS, AI_SCORE_COLUMN] : BASE_COLUMNS;
}

export function exportCells(columns: readonly ExportColumn[], row: ApplicationRow): ExportCell[] {
  return columns.map((column) => column.value(row));
}
