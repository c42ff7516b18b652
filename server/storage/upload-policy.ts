import { fileTypeFromBuffer } from "file-type";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { ApiError } from "@/server/api/errors";
import { emptyFile, fileTooLarge, unsupportedFileType } from "./storage-errors";
import { serverEnv } from "@/server/config/env";

/**
 * What each kind of upload may be, decided by the file's first bytes (magic numbers), never by
 * the name or Content-Type the client sent. Extensions listed per type are the names it may carry.
 */
export const UPLOAD_KINDS = {
  image: {
    label: "a PNG, JPEG or WebP image",
    types: {
      "image/png": ["png"],
      "image/jpeg": ["jpg", "jpeg"],
      "image/webp": ["webp"],
    },
  },
  document: {
    label: "a PDF or Word (.docx) document",
    types: {
      "application/pdf": ["pdf"],
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
    },
  },
  /** A CV sent through the careers page: PDF only. */
  cv: {
    label: "a PDF document",
    types: {
      "application/pdf": ["pdf"],
    },
  },
  /** Applicant imports: XLSX by content; CSV (no magic bytes) is judged by checkSpreadsheetUpload. */
  spreadsheet: {
    label: "a CSV (UTF-8) or Excel (.xlsx) file",
    types: {
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ["xlsx"],
    },
  },
} as const satisfies Record<string, { label: string; types: Record<string, readonly string[]> }>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

export type UploadInput = {
  data: Uint8Array;
  kind: UploadKind;
  /** The request field the file came in, named in the error. */
  field: string;
  /** The client's file name, if any: its extension must agree with the content. */
  fileName?: string;
  /** Defaults to UPLOAD_MAX_BYTES. */
  maxBytes?: number;
};

/** A file that passed: its real type and the extension to store it under. */
export type CheckedUpload = { data: Uint8Array; size: number; mime: string; extension: string };

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

/**
 * The one place uploads are checked: not empty, not over the size limit (413), and of an allowed
 * type by content, with a file name that does not claim another type (415).
 */
export async function checkUpload(input: UploadInput): Promise<CheckedUpload> {
  const { data, field } = input;
  const kind = UPLOAD_KINDS[input.kind];
  const maxBytes = input.maxBytes ?? serverEnv().UPLOAD_MAX_BYTES;

  if (data.byteLength === 0) {
    throw emptyFile(field);
  }
  if (data.byteLength > maxBytes) {
    throw fileTooLarge(field, `The file is ${formatBytes(data.byteLength)}; the limit is ${formatBytes(maxBytes)}`);
  }

  const detected = await fileTypeFromBuffer(data);
  const allowedExtensions: readonly string[] | undefined = detected
    ? (kind.types as Record<string, readonly string[]>)[detected.mime]
    : undefined;
  if (!detected || !allowedExtensions) {
    throw unsupportedFileType(field, `The file must be ${kind.label}`);
  }

  const nameExtension = input.fileName?.match(/\.([^./\\]+)$/)?.[1]?.toLowerCase();
  if (nameExtension !== undefined && !allowedExtensions.includes(nameExtension)) {
    throw unsupportedFileType(
      field,
      `The file is named .${nameExtension} but its content is ${detected.ext.toUpperCase()}; rename it or choose another file`,
    );
  }

  return { data, size: data.byteLength, mime: detected.mime, extension: allowedExtensions[0]! };
}

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * For upload routes, before the body is parsed: a request body over the limit is refused with the
 * same 413 as checkUpload, without reading it all into memory.
 */
export function uploadBodyLimit(field: string, maxBytes?: number) {
  return createMiddleware(async (c, next) => {
    const limit = maxBytes ?? serverEnv().UPLOAD_MAX_BYTES;
    const limited = bodyLimit({
      maxSize: limit + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw fileTooLarge(field, `The file is larger than the limit of ${formatBytes(limit)}`);
      },
    });
    return limited(c, next);
  });
}

/**
 * A spreadsheet upload (applicant imports): an XLSX by content like any other kind, or a CSV. CSV
 * has no magic bytes, so it passes when it is valid UTF-8 text without NUL bytes (which a binary
 * file never is) and its name, if any, says .csv.
 */
export async function checkSpreadsheetUpload(input: Omit<UploadInput, "kind">): Promise<CheckedUpload> {
  const { data, field } = input;
  const maxBytes = input.maxBytes ?? serverEnv().UPLOAD_MAX_BYTES;
  if (data.byteLength > 0 && data.byteLength <= maxBytes && !data.includes(0) && isUtf8Text(data)) {
    const nameExtension = input.fileName?.match(/\.([^./\\]+)$/)?.[1]?.toLowerCase();
    if (nameExtension !== undefined && !["csv", "txt"].includes(nameExtension)) {
      throw unsupportedFileType(field, `The file is named .${nameExtension} but its content is CSV text; rename it or choose another file`);
    }
    return { data, size: data.byteLength, mime: "text/csv", extension: "csv" };
  }
  try {
    return await checkUpload({ ...input, kind: "spreadsheet" });
  } catch (error) {
    // Text in another encoding (a CSV saved as Windows-1252, say) is not "a binary file": say how to fix it.
    if (error instanceof ApiError && error.code === "UNSUPPORTED_FILE_TYPE" && !data.includes(0)) {
      throw unsupportedFileType(field, "The file must be a CSV saved as UTF-8, or an Excel (.xlsx) file");
    }
    throw error;
  }
}

function isUtf8Text(data: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}
