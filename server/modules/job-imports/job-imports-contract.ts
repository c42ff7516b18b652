/**
 * Applicant imports (issue 6 item 8; spec 2.6 /job-post/[id]/import): the fields a file's columns
 * map to and the limits, shared by the API and the portal. Zod-free; the zod request and response
 * schemas are job-imports-schemas.ts.
 */

/** The multipart field that carries the spreadsheet. */
export const IMPORT_FILE_FIELD = "file";

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

/** The downloadable template: the expected headers and one example row. */
export function importTemplateCsv(): string {
  const quote = (text: string) => (/[",\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const header = IMPORT_FIELD_DEFINITIONS.map((field) => quote(field.label)).join(",");
  const example = IMPORT_FIELD_DEFINITIONS.map((field) => quote(field.example)).join(",");
  return `${header}\r\n${example}\r\n`;
}

export function isImportRunning(status: ImportBatchStatus): boolean {
  return status === "queued" || status === "running";
}

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

export const IMPORT_BATCH_STATUSES = ["queued", "running", "done", "failed"] as const;

export type ImportBatchStatus = (typeof IMPORT_BATCH_STATUSES)[number];

export type ImportField = (typeof IMPORT_FIELDS)[number];
