import { z } from "zod";

/**
 * Applicant imports (issue 6 item 8; spec 2.6 /job-post/[id]/import): the fields a file's columns
 * map to, the limits, and the request and response contracts shared by the API and the portal.
 * Plain zod, so client code may import it.
 */

/** The multipart field that carries the spreadsheet. */
export const IMPORT_FILE_FIELD = "file";
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
/** How many rows the preview shows in full; every invalid row is still listed in errorRows. */
export const IMPORT_PREVIEW_ROWS = 50;
/** What the file picker offers; the server decides by content. */
export const IMPORT_ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const IMPORT_FIELDS = [
  "name",
  "email",
  "phone",
  "experienceLevel",
  "university",
  "major",
  "gpa",
  "skills",
  "portfolioUrl",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export type ImportFieldDefinition = {
  key: ImportField;
  /** Also the column header of the downloadable template. */
  label: string;
  required: boolean;
  hint: string;
  /** Header names that suggest this field, compared without case, spaces or punctuation. */
  synonyms: readonly string[];
  /** A value for the template's example row. */
  example: string;
};

export const IMPORT_FIELD_DEFINITIONS: readonly ImportFieldDefinition[] = [
  {
    key: "name",
    label: "Full name",
    required: true,
    hint: "The applicant's name",
    synonyms: ["name", "full name", "fullname", "nama", "nama lengkap", "candidate name", "applicant name", "candidate", "applicant"],
    example: "Siti Rahma",
  },
  {
    key: "email",
    label: "Email",
    required: true,
    hint: "One application per email per job",
    synonyms: ["email", "e-mail", "email address", "e-mail address", "mail", "alamat email"],
    example: "siti.rahma@example.com",
  },
  {
    key: "phone",
    label: "Phone",
    required: false,
    hint: "Digits, +, spaces and dashes; 8 to 20 characters",
    synonyms: ["phone", "phone number", "telephone", "tel", "mobile", "mobile number", "handphone", "hp", "no hp", "nomor hp", "whatsapp", "wa"],
    example: "+62 812-3456-7890",
  },
  {
    key: "experienceLevel",
    label: "Experience level",
    required: false,
    hint: "Fresh Graduate, College Year 1-4, 1-3 Years, 4-5 Years, 5+ Years or Others (or the code 0-8)",
    synonyms: ["experience", "experience level", "years of experience", "experience or education level", "education level", "level", "pengalaman"],
    example: "1-3 Years",
  },
  {
    key: "university",
    label: "University",
    required: false,
    hint: "School or university",
    synonyms: ["university", "school", "college", "campus", "institution", "universitas", "kampus"],
    example: "Universitas Indonesia",
  },
  {
    key: "major",
    label: "Major",
    required: false,
    hint: "Field of study",
    synonyms: ["major", "field of study", "study program", "program studi", "jurusan", "prodi"],
    example: "Computer Science",
  },
  {
    key: "gpa",
    label: "GPA",
    required: false,
    hint: "0 to 4; a comma or a dot before the decimals",
    synonyms: ["gpa", "ipk", "grade point average", "cgpa"],
    example: "3.65",
  },
  {
    key: "skills",
    label: "Skills",
    required: false,
    hint: "Separated by commas or semicolons",
    synonyms: ["skills", "skill", "keahlian", "skill set", "skillset"],
    example: "SQL; Python; Excel",
  },
  {
    key: "portfolioUrl",
    label: "Portfolio URL",
    required: false,
    hint: "Starting with http:// or https://",
    synonyms: ["portfolio", "portfolio url", "portfolio link", "website", "link", "url", "linkedin"],
    example: "https://example.com/siti",
  },
];

export const REQUIRED_IMPORT_FIELDS = IMPORT_FIELD_DEFINITIONS.filter((field) => field.required).map((field) => field.key);

export function importFieldLabel(key: ImportField): string {
  return IMPORT_FIELD_DEFINITIONS.find((field) => field.key === key)!.label;
}

/** "E-mail address " → "emailaddress": how headers and synonyms are compared. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9+]/g, "");
}

/** Which column each field would take, by header name; a column goes to one field at most. */
export function suggestImportMapping(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  for (const field of IMPORT_FIELD_DEFINITIONS) {
    const keys = new Set([field.key, field.label, ...field.synonyms].map(headerKey));
    const header = headers.find((candidate) => !taken.has(candidate) && keys.has(headerKey(candidate)));
    if (header !== undefined) {
      mapping[field.key] = header;
      taken.add(header);
    }
  }
  return mapping;
}

/** The downloadable template: the expected headers and one example row. */
export function importTemplateCsv(): string {
  const quote = (text: string) => (/[",\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const header = IMPORT_FIELD_DEFINITIONS.map((field) => quote(field.label)).join(",");
  const example = IMPORT_FIELD_DEFINITIONS.map((field) => quote(field.example)).join(",");
  return `${header}\r\n${example}\r\n`;
}

/** Field key → the file's column header. A field left out (or blank) is not imported. */
export const importMappingSchema = z
  .object(Object.fromEntries(IMPORT_FIELDS.map((key) => [key, z.string().trim().max(200).optional()])) as Record<ImportField, z.ZodOptional<z.ZodString>>)
  .strict()
  .transform((mapping) => Object.fromEntries(Object.entries(mapping).filter(([, header]) => header)) as ImportMapping);
export type ImportMapping = Partial<Record<ImportField, string>>;

export const importFieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type ImportFieldError = z.infer<typeof importFieldErrorSchema>;

export const IMPORT_ROW_STATUSES = ["valid", "invalid", "duplicateInFile", "alreadyApplied"] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export const importPreviewRowSchema = z.object({
  /** 1-based row number in the file; the header is row 1. */
  row: z.number().int(),
  /** The mapped values, by field. */
  values: z.record(z.string(), z.string()),
  errors: z.array(importFieldErrorSchema),
  status: z.enum(IMPORT_ROW_STATUSES),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({
  fileName: z.string(),
  headers: z.array(z.string()),
  suggestedMapping: z.record(z.string(), z.string()),
  /** The mapping the preview used: the one sent, or else the suggested one. */
  mapping: z.record(z.string(), z.string()),
  /** Required fields the mapping leaves without a column; the import is refused until they have one. */
  unmappedRequiredFields: z.array(z.enum(IMPORT_FIELDS)),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  duplicateRowsInFile: z.number().int(),
  alreadyAppliedRows: z.number().int(),
  /** The first IMPORT_PREVIEW_ROWS rows. */
  rows: z.array(importPreviewRowSchema),
  /** Every row the import would fail (invalid, or a repeated email), with its reasons. */
  errorRows: z.array(z.object({ row: z.number().int(), status: z.enum(IMPORT_ROW_STATUSES), errors: z.array(importFieldErrorSchema) })),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const IMPORT_BATCH_STATUSES = ["queued", "running", "done", "failed"] as const;
export type ImportBatchStatus = (typeof IMPORT_BATCH_STATUSES)[number];

export const importFailureSchema = z.object({
  row: z.number().int(),
  reasons: z.array(z.string()),
  /** The row as it was in the file, by column header. */
  values: z.record(z.string(), z.string()),
});
export type ImportFailure = z.infer<typeof importFailureSchema>;

export const importBatchSummarySchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  fileName: z.string(),
  mapping: z.record(z.string(), z.string()),
  status: z.enum(IMPORT_BATCH_STATUSES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  /** processedRows / totalRows, 0-100 (100 once done). */
  percent: z.number(),
  createdCount: z.number().int(),
  skippedCount: z.number().int(),
  failedCount: z.number().int(),
  error: z.string().nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportBatchSummary = z.infer<typeof importBatchSummarySchema>;

export const importBatchSchema = importBatchSummarySchema.extend({ failures: z.array(importFailureSchema) });
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const importBatchListSchema = z.object({ docs: z.array(importBatchSummarySchema) });
export type ImportBatchList = z.infer<typeof importBatchListSchema>;

export function isImportRunning(status: ImportBatchStatus): boolean {
  return status === "queued" || status === "running";
}

export const IMPORT_ERROR_CODES = {
  tooManyRows: "IMPORT_TOO_MANY_ROWS",
  noRows: "IMPORT_NO_ROWS",
  unreadableFile: "IMPORT_FILE_UNREADABLE",
  invalidMapping: "IMPORT_INVALID_MAPPING",
} as const;
