import { promisify } from "node:util";
import { inflateRaw } from "node:zlib";

// In the thread pool, so a large entry does not hold the event loop (other requests) meanwhile.
const inflate = promisify(inflateRaw);

/**
 * An .xlsx is a ZIP: 400 KB can unpack to hundreds of megabytes, and exceljs holds all of it, and
 * every cell, in memory (a 180 MB sheet took 1.2 GB and stalled the API for seconds). Before exceljs
 * sees a file, every entry is inflated here with a budget, so the limit holds whatever sizes the
 * archive declares, and the worksheets' cells are counted. A legitimate import (5,000 rows) is a
 * few megabytes unpacked.
 */
export const XLSX_MAX_UNPACKED_BYTES = 40 * 1024 * 1024;
export const XLSX_MAX_COLUMNS = 100;

export type XlsxLimitProblem =
  | { kind: "unreadable" }
  | { kind: "unpackedSize"; limitBytes: number }
  | { kind: "cells"; limitCells: number };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;

/** What is wrong with the archive for import, or null when it is within every limit. */
export async function xlsxLimitProblem(data: Uint8Array, maxCells: number, maxUnpackedBytes = XLSX_MAX_UNPACKED_BYTES): Promise<XlsxLimitProblem | null> {
  const zip = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const entries = centralDirectory(zip);
  if (!entries) return { kind: "unreadable" };
  let unpacked = 0;
  let cells = 0;
  for (const entry of entries) {
    const content = await entryContent(zip, entry, maxUnpackedBytes - unpacked);
    if (content === "tooLarge") return { kind: "unpackedSize", limitBytes: maxUnpackedBytes };
    if (content === null) return { kind: "unreadable" };
    unpacked += content.length;
    if (WORKSHEET.test(entry.name)) {
      cells += countCells(content);
      if (cells > maxCells) return { kind: "cells", limitCells: maxCells };
    }
  }
  return null;
}

type Entry = { name: string; method: number; compressedSize: number; localOffset: number };

function centralDirectory(zip: Buffer): Entry[] | null {
  // The end-of-central-directory record: 22 bytes, then a comment of at most 65,535.
  let eocd = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at -= 1) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: Entry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString("utf8", at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The entry's bytes, "tooLarge" past the budget, null when it cannot be read. */
async function entryContent(zip: Buffer, entry: Entry, budget: number): Promise<Buffer | "tooLarge" | null> {
  const local = entry.localOffset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_SIGNATURE) return null;
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const stored = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return stored.length > budget ? "tooLarge" : stored;
  if (entry.method !== 8) return null;
  try {
    // maxOutputLength stops the inflation itself at the budget: nothing larger is ever allocated.
    return await inflate(stored, { maxOutputLength: Math.max(1, budget) });
  } catch (error) {
    return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? "tooLarge" : null;
  }
}

/** Cells of a worksheet's XML: each is one <c> element (<c r="A1" …> or <c/>). */
function countCells(xml: Buffer): number {
  let count = 0;
  for (let at = xml.indexOf("<c"); at >= 0; at = xml.indexOf("<c", at + 2)) {
    const next = xml[at + 2];
    if (next === 0x20 || next === 0x3e || next === 0x2f) count += 1;
  }
  return count;
}
