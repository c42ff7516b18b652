import type { EvidenceSource } from "./ai-analyzer-contract";

/**
 * Plain, deterministic text matching for the local scorer: words are lower-cased, stripped of
 * accents and reduced to a crude stem, so "shipped", "shipping" and "ships" meet "ship".
 */

/** Lower-case, accents removed, every run of characters other than letters, digits, + and # one space. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, " ")
    .trim();
}

/**
 * A crude English stem: one inflection off ("-ing", "-ed", "-ies", "-s"), then a final "e" and a
 * doubled consonant. Both sides of every comparison go through it, so it only has to be consistent.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /[0-9+#]/.test(word)) return word;
  let base = word;
  if (base.endsWith("ies") && base.length > 4) base = `${base.slice(0, -3)}y`;
  else if (base.endsWith("ied") && base.length > 4) base = `${base.slice(0, -3)}y`;
  else if (base.endsWith("ing") && base.length > 5) base = base.slice(0, -3);
  else if (base.endsWith("ed") && base.length > 4) base = base.slice(0, -2);
  else if (base.endsWith("s") && !base.endsWith("ss") && base.length > 3) base = base.slice(0, -1);
  if (base.endsWith("e") && base.length > 3) base = base.slice(0, -1);
  if (/([b-df-hj-np-tv-z])\1$/.test(base)) base = base.slice(0, -1);
  return base;
}

export function stems(text: string): string[] {
  const normalised = normaliseText(text);
  return normalised === "" ? [] : normalised.split(" ").map(stem);
}

/** Words that say nothing of a skill or subject (English and Indonesian), left out of keywords. */
const STOPWORDS = new Set(
  (
    "a an the and or of to in on at for with by from as is are be been being was were has have had do does did " +
    "this that these those it its into over under than then who whom which what when where how why not no nor " +
    "can could should would will shall may might must very more most less least some any all each every own " +
    "our your their his her we you they he she i me my us them " +
    "good great strong solid excellent proven deep broad basic advanced familiar familiarity knowledge understanding " +
    "ability able skill skills experience experienced year years yr yrs month months least plus minimum min max " +
    "candidate applicant someone person people using use used etc e g eg ie like such also well both either " +
    "dan atau di ke dari yang untuk dengan pada dalam sebagai memiliki punya minimal pengalaman tahun bisa mampu " +
    "baik sangat lebih diutamakan nilai plus"
  ).split(" "),
);

/** The words of a criterion worth looking for, stemmed and unique, in their order of appearance. */
export function keywordsOf(text: string, limit = 10): string[] {
  const words = normaliseText(text)
    .split(" ")
    .filter((word) => word.length > 1 && !STOPWORDS.has(word) && !/^\d+\+?$/.test(word));
  return [...new Set(words.map(stem))].slice(0, limit);
}

/** Whether `phrase` (stems) appears as consecutive words of `words` (stems). */
export function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0 || phrase.length > words.length) return false;
  outer: for (let start = 0; start + phrase.length <= words.length; start += 1) {
    for (let offset = 0; offset < phrase.length; offset += 1) {
      if (words[start + offset] !== phrase[offset]) continue outer;
    }
    return true;
  }
  return false;
}

/** A piece of the applicant's material: what is shown as evidence, and the stems matched against. */
export type Segment = { source: EvidenceSource; text: string; words: string[] };

const MAX_SNIPPET_LENGTH = 200;

/** A snippet short enough to quote: whitespace collapsed, cut at a word with an ellipsis. */
export function snippet(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= MAX_SNIPPET_LENGTH) return flat;
  const cut = flat.slice(0, MAX_SNIPPET_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > MAX_SNIPPET_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Splits free text (a CV, a long answer) into lines and sentences. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .flatMap((line) => line.split(/(?<=[.!?;])\s+(?=[A-Z0-9])/))
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter((part) => part.length > 0);
}

export function segment(source: EvidenceSource, text: string, matchText: string = text): Segment {
  return { source, text: snippet(text), words: stems(matchText) };
}

/** The first segment holding the phrase, in the corpus's order (CV, then answers, then profile). */
export function findPhrase(corpus: readonly Segment[], phraseText: string): Segment | null {
  const phrase = stems(phraseText);
  return corpus.find((part) => containsPhrase(part.words, phrase)) ?? null;
}

/** The first segment holding the (already stemmed) keyword. */
export function findKeyword(corpus: readonly Segment[], keyword: string): Segment | null {
  return corpus.find((part) => part.words.includes(keyword)) ?? null;
}
