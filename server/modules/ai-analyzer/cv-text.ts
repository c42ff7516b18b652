import { extractText } from "unpdf";

/** Enough for any real CV; a longer text is cut so one odd file cannot bloat the database. */
export const MAX_CV_TEXT_LENGTH = 50_000;

/**
 * The text of a CV PDF, pages joined, or null when the file holds none that can be read (a scan,
 * a damaged or encrypted file). Runs locally with unpdf (PDF.js); nothing leaves the process.
 */
export async function extractCvText(data: Uint8Array): Promise<string | null> {
  try {
    // PDF.js takes ownership of the buffer it is given: hand it a copy.
    const { text } = await extractText(new Uint8Array(data), { mergePages: true });
    const cleaned = text.replace(/[ \t]+/g, " ").replace(/\n{3,}/g, "\n\n").trim();
    return cleaned === "" ? null : cleaned.slice(0, MAX_CV_TEXT_LENGTH);
  } catch {
    return null;
  }
}
