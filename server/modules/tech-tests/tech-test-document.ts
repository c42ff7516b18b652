import { fileTypeFromBuffer } from "file-type";
import { emptyFile, fileTooLarge, unsupportedFileType } from "@/server/storage/storage-errors";
import { formatBytes } from "@/server/storage/upload-policy";
import { SUBMISSION_FIELDS, TECH_TEST_DOCUMENT_MAX_BYTES, TECH_TEST_DOCUMENT_TYPES } from "./tech-tests-schemas";

// The same refusals as any upload (server/storage/upload-policy.ts), on the document field.
const field = SUBMISSION_FIELDS.document;

export type CheckedDocument = { data: Uint8Array; extension: "pdf" | "docx" | "zip"; mime: string; fileName: string };

/** The candidate's file name, kept for display and the download: printable, without a path. */
export function displayFileName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[^\p{L}\p{N} ._()-]/gu, "").trim().slice(0, 150);
  return cleaned || `case-study.${extension}`;
}

/**
 * A submitted document is a PDF, Word (.docx) or ZIP file by its content (magic bytes, never the
 * name or the Content-Type the browser sent), at most 10 MB, and its name may not claim another
 * type. The storage's shared upload kinds do not include ZIP, hence this check of its own; the
 * statuses and codes are the shared ones (413 FILE_TOO_LARGE, 415 UNSUPPORTED_FILE_TYPE).
 */
export async function checkSubmittedDocument(data: Uint8Array, fileName: string): Promise<CheckedDocument> {
  if (data.byteLength === 0) throw emptyFile(field);
  if (data.byteLength > TECH_TEST_DOCUMENT_MAX_BYTES) {
    throw fileTooLarge(field, `The file is ${formatBytes(data.byteLength)}; the limit is ${formatBytes(TECH_TEST_DOCUMENT_MAX_BYTES)}`);
  }
  const detected = await fileTypeFromBuffer(data);
  const extension = detected ? (TECH_TEST_DOCUMENT_TYPES as Record<string, CheckedDocument["extension"]>)[detected.mime] : undefined;
  if (!detected || !extension) throw unsupportedFileType(field, "The file must be a PDF, a Word (.docx) document or a ZIP archive");
  const nameExtension = fileName.match(/\.([^./\\]+)$/)?.[1]?.toLowerCase();
  if (nameExtension !== undefined && nameExtension !== extension) {
    throw unsupportedFileType(field, `The file is named .${nameExtension} but its content is ${extension.toUpperCase()}; rename it or choose another file`);
  }
  return { data, extension, mime: detected.mime, fileName: displayFileName(fileName, extension) };
}

/** The Content-Type a stored document is served with, from the extension it was stored under. */
export function documentContentType(storageKey: string): string {
  const extension = storageKey.split(".").pop();
  const entry = Object.entries(TECH_TEST_DOCUMENT_TYPES).find(([, ext]) => ext === extension);
  return entry?.[0] ?? "application/octet-stream";
}
