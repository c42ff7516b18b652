import ExcelJS from "exceljs";
import type { ApiApp } from "@/server/api/create-app";

export type UploadFile = { data: string | Uint8Array; name: string; type?: string };

/** POSTs a file (and an optional mapping) to .../import or .../import/preview, as the portal does. */
export async function postImportFile(
  app: ApiApp,
  token: string,
  jobId: string,
  file: UploadFile,
  options: { mapping?: Record<string, string> | string; preview?: boolean } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whichever envelope comes back
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  const bytes = typeof file.data === "string" ? new TextEncoder().encode(file.data) : file.data;
  form.append("file", new File([new Uint8Array(bytes)], file.name, { type: file.type ?? "text/csv" }));
  if (options.mapping !== undefined) form.append("mapping", typeof options.mapping === "string" ? options.mapping : JSON.stringify(options.mapping));
  const path = `/api/v1/job-portal/job/${jobId}/import${options.preview ? "/preview" : ""}`;
  const response = await app.request(path, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A real .xlsx workbook of these rows (the first is the header row). */
export async function buildXlsx(rows: (string | number | null)[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Applicants");
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** CSV text from rows; cells with commas or quotes are quoted. */
export function toCsv(rows: string[][]): string {
  const cell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return rows.map((row) => row.map(cell).join(",")).join("\n") + "\n";
}

export const STANDARD_MAPPING = {
  name: "Full name",
  email: "Email",
  phone: "Phone",
  experienceLevel: "Experience level",
  university: "University",
  major: "Major",
  gpa: "GPA",
  skills: "Skills",
  portfolioUrl: "Portfolio URL",
};
