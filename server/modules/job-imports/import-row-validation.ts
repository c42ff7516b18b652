import { hasUnstorableText, replaceUnstorableText, UNSTORABLE_MESSAGE } from "@/server/lib/unstorable-text";
import type { ApplicantInput } from "@/server/modules/applications/add-applicant";
import { EMAIL_PATTERN } from "@/server/modules/auth/auth-schemas";
import { URL_PATTERN } from "@/server/modules/companies/companies-schemas";
import { EXPERIENCE_LEVELS, experienceLevelFromImport } from "@/server/modules/jobs/jobs-contract";
import { IMPORT_FIELDS, type ImportField, type ImportFieldError, type ImportMapping, type ImportRowStatus } from "./job-imports-schemas";
import type { SheetRow } from "./spreadsheet-parser";

const PHONE_PATTERN = /^[0-9+\s-]{8,20}$/;
const MAX_TEXT = 200;
const MAX_SKILLS = 50;
const MAX_SKILL_LENGTH = 80;
const EXPERIENCE_LABELS = EXPERIENCE_LEVELS.map((level) => level.importLabel).join(", ");

export type ImportRowValues = Partial<Record<ImportField, string>>;
export type ValidatedRow = { values: ImportRowValues; errors: ImportFieldError[]; input: ApplicantInput | null };

/** The row's values by field, through the mapping (unmapped fields are absent). */
export function mappedValues(row: SheetRow, mapping: ImportMapping): ImportRowValues {
  const values: ImportRowValues = {};
  for (const field of IMPORT_FIELDS) {
    const header = mapping[field];
    if (header !== undefined) values[field] = row.values[header] ?? "";
  }
  return values;
}

/** Checks one row against the field rules; a row with no errors also yields what addApplicant takes. */
export function validateImportRow(values: ImportRowValues): ValidatedRow {
  const errors: ImportFieldError[] = [];
  const fail = (field: ImportField, message: string) => errors.push({ field, message });
  const text = (field: ImportField, label: string): string | null => {
    const value = values[field]?.trim() ?? "";
    if (value.length > MAX_TEXT) fail(field, `${label} is longer than ${MAX_TEXT} characters`);
    return value === "" ? null : value;
  };

  const name = text("name", "Name");
  if (!name) fail("name", "Name is required");

  const email = values.email?.trim() ?? "";
  if (email === "") fail("email", "Email is required");
  else if (!EMAIL_PATTERN.test(email)) fail("email", `"${email}" is not a valid email address`);

  const phone = values.phone?.trim() || null;
  if (phone && (!PHONE_PATTERN.test(phone) || !/\d/.test(phone))) {
    fail("phone", "Phone may hold only digits, +, spaces and dashes, 8 to 20 characters");
  }

  const experienceText = values.experienceLevel?.trim() ?? "";
  const experienceLevel = experienceText === "" ? null : experienceLevelFromImport(experienceText);
  if (experienceText !== "" && experienceLevel === null) {
    fail("experienceLevel", `Unknown experience level "${experienceText}"; use one of: ${EXPERIENCE_LABELS}`);
  }

  const university = text("university", "University");
  const major = text("major", "Major");
  const gpa = parseGpa(values.gpa);
  if (gpa === "invalid") fail("gpa", `GPA must be a number from 0 to 4 (got "${values.gpa?.trim()}")`);

  const skills = splitSkills(values.skills);
  if (skills.length > MAX_SKILLS) fail("skills", `At most ${MAX_SKILLS} skills`);
  if (skills.some((skill) => skill.length > MAX_SKILL_LENGTH)) fail("skills", `A skill is longer than ${MAX_SKILL_LENGTH} characters`);

  const portfolioUrl = values.portfolioUrl?.trim() || null;
  if (portfolioUrl && (portfolioUrl.length > 2048 || !URL_PATTERN.test(portfolioUrl))) {
    fail("portfolioUrl", "Portfolio URL must start with http:// or https:// and name a valid host");
  }

  if (errors.length > 0 || !name) return { values, errors, input: null };
  return {
    values,
    errors,
    input: {
      name,
      email: email.toLowerCase(),
      phone,
      experienceLevel,
      university,
      major,
      gpa: gpa === "invalid" ? null : gpa,
      skills,
      portfolioUrl,
    },
  };
}

function parseGpa(value: string | undefined): number | null | "invalid" {
  const text = value?.trim() ?? "";
  if (text === "") return null;
  if (!/^\d+([.,]\d+)?$/.test(text)) return "invalid";
  const number = Number(text.replace(",", "."));
  if (!Number.isFinite(number) || number < 0 || number > 4) return "invalid";
  return Math.round(number * 100) / 100;
}

function splitSkills(value: string | undefined): string[] {
  const skills = (value ?? "")
    .split(/[,;]/)
    .map((skill) => skill.trim())
    .filter((skill) => skill !== "");
  // The first spelling of a skill wins.
  const seen = new Set<string>();
  return skills.filter((skill) => !seen.has(skill.toLowerCase()) && seen.add(skill.toLowerCase()));
}

export type ClassifiedRow = ValidatedRow & {
  row: number;
  status: ImportRowStatus;
  /** For a repeated email: the row that has it first. */
  firstRow?: number;
};

export function duplicateInFileMessage(firstRow: number): string {
  return `Duplicate email in this file (first on row ${firstRow})`;
}

/**
 * Validates rows one at a time, in file order, and marks repeated emails: among valid rows, the
 * first with an email is taken and later ones are duplicates in the file. `alreadyApplied` (emails
 * with an application to the job) marks first occurrences that the import would skip. The import
 * job classifies each chunk as it reaches it, so a large file is never checked in one long block.
 */
export function createRowClassifier(mapping: ImportMapping, alreadyApplied: ReadonlySet<string> = new Set()): (row: SheetRow) => ClassifiedRow {
  const firstRowOfEmail = new Map<string, number>();
  return (row) => {
    const validated = refuseUnstorableCells(validateImportRow(mappedValues(row, mapping)), mapping);
    if (!validated.input) return { ...validated, row: row.row, status: "invalid" };
    const email = validated.input.email;
    const firstRow = firstRowOfEmail.get(email);
    if (firstRow !== undefined) {
      return { ...validated, row: row.row, status: "duplicateInFile", firstRow, errors: [{ field: "email", message: duplicateInFileMessage(firstRow) }] };
    }
    firstRowOfEmail.set(email, row.row);
    return { ...validated, row: row.row, status: alreadyApplied.has(email) ? "alreadyApplied" : "valid" };
  };
}

/**
 * A mapped cell holding a NUL character or a lone surrogate cannot be stored: the row is invalid,
 * with a reason naming the column (its other errors are kept; the cell's own check is replaced).
 */
function refuseUnstorableCells(validated: ValidatedRow, mapping: ImportMapping): ValidatedRow {
  const fields = IMPORT_FIELDS.filter((field) => validated.values[field] !== undefined && hasUnstorableText(validated.values[field]));
  if (fields.length === 0) return validated;
  const errors: ImportFieldError[] = [
    ...validated.errors.filter((error) => !fields.includes(error.field as ImportField)),
    ...fields.map((field) => ({ field, message: unstorableCellMessage(mapping[field]!) })),
  ];
  return { ...validated, errors, input: null };
}

export function unstorableCellMessage(header: string): string {
  return `Column "${replaceUnstorableText(header)}" ${UNSTORABLE_MESSAGE}`;
}

/** Every row of the file, classified (see createRowClassifier). */
export function classifyRows(rows: SheetRow[], mapping: ImportMapping, alreadyApplied: ReadonlySet<string> = new Set()): ClassifiedRow[] {
  return rows.map(createRowClassifier(mapping, alreadyApplied));
}

/** The emails of rows that would be added (valid, first in the file), lower-cased. */
export function candidateEmails(rows: SheetRow[], mapping: ImportMapping): string[] {
  return classifyRows(rows, mapping)
    .filter((row) => row.status === "valid")
    .map((row) => row.input!.email);
}
