import type { AnalysisCriterion } from "@/server/db/schema/pipeline";
import type { TalentEducation, TalentExperience } from "@/server/db/schema/talents";
import { EDUCATION_LEVEL_LABELS, EXPERIENCE_LEVELS } from "@/server/modules/jobs/jobs-contract";
import type { AiCriterion, CandidatePreference } from "@/server/modules/jobs/jobs-schemas";
import { CRITERION_MET_SCORE, SCORE_BAND_LABELS, scoreBand } from "./ai-analyzer-contract";
import {
  educationLevelOf,
  plainTextOf,
  requiredYearsIn,
  statedGpaIn,
  statedYearsIn,
  yearsOfExperience,
  yearsOfExperienceLevel,
} from "./profile-facts";
import { findKeyword, findPhrase, keywordsOf, segment, sentencesOf, type Segment } from "./text-matching";

/** What the scorer reads of the job. */
export type AnalyzerJob = {
  role: string;
  /** Stored rich text; a years-of-experience requirement is read from it. */
  requirements: string;
  skills: string[];
  candidatePreference: CandidatePreference;
  criteriaForAi: AiCriterion[];
};

/** What the scorer reads of the applicant. */
export type AnalyzerApplicant = {
  /** ISO time of application: a current position's years run to it, not to today. */
  appliedAt: string;
  hasCv: boolean;
  /** The CV's text; null without a CV or when it could not be read. */
  cvText: string | null;
  answers: { question: string; answer: string }[];
  profile: {
    experienceLevel: number | null;
    lastEducation: string | null;
    university: string | null;
    major: string | null;
    gpa: number | null;
    skills: string[];
    education: TalentEducation[];
    experiences: TalentExperience[];
  };
};

export type LocalVerdict = { score: number; summary: string; criteria: AnalysisCriterion[] };

type Evidence = AnalysisCriterion["evidence"][number];

/** Weights of the criteria the scorer derives itself (the recruiter's criteria carry their own, 1-5). */
const WEIGHTS = { skills: 3, education: 2, experience: 3, role: 1 } as const;
const MAX_EVIDENCE = 6;

/** Adds a quote once (one CV line often names several skills), up to MAX_EVIDENCE. */
function addEvidence(list: Evidence[], entry: Evidence): void {
  if (list.length < MAX_EVIDENCE && !list.some((known) => known.source === entry.source && known.text === entry.text)) list.push(entry);
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));
const evidenceOf = (found: Segment): Evidence => ({ source: found.source, text: found.text });
const joinOr = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`);

function describeEducation(entry: TalentEducation): string {
  const parts = [entry.degree, entry.major].filter(Boolean).join(", ");
  const years = entry.startYear || entry.endYear ? ` (${entry.startYear ?? "?"}–${entry.endYear ?? "now"})` : "";
  const gpa = entry.gpa !== null ? `, GPA ${entry.gpa}` : "";
  return `${parts ? `${parts} at ` : ""}${entry.school}${years}${gpa}`;
}

function describeExperience(entry: TalentExperience): string {
  const span = `${entry.startDate} to ${entry.endDate ?? "present"}`;
  return `${entry.title} at ${entry.company} (${span})${entry.description ? `: ${entry.description}` : ""}`;
}

/**
 * Everything the applicant gave, cut into quotable segments: the CV first (lines and sentences),
 * then the answers (matched on the answer only; the question is shown for context), then the profile.
 */
export function buildCorpus(applicant: AnalyzerApplicant): Segment[] {
  const cv = applicant.cvText ? sentencesOf(applicant.cvText).map((line) => segment("cv", line)) : [];
  const answers = applicant.answers.flatMap(({ question, answer }) =>
    sentencesOf(answer).map((sentence) => segment("answers", `${question} — ${sentence}`, sentence)),
  );
  const { profile } = applicant;
  const facts = [
    ...profile.skills.map((skill) => `Skill: ${skill}`),
    ...profile.experiences.map(describeExperience),
    ...profile.education.map(describeEducation),
    profile.university ? `University: ${profile.university}` : null,
    profile.major ? `Major: ${profile.major}` : null,
    profile.lastEducation ? `Last education: ${profile.lastEducation}` : null,
  ].filter((fact): fact is string => fact !== null);
  return [...cv, ...answers, ...facts.map((fact) => segment("profile", fact))];
}

function skillsCriterion(job: AnalyzerJob, corpus: Segment[]): AnalysisCriterion | null {
  const wanted = new Map<string, string>();
  for (const skill of [...job.skills, ...job.candidatePreference.skillIds]) {
    const key = skill.trim().toLowerCase();
    if (key && !wanted.has(key)) wanted.set(key, skill.trim());
  }
  if (wanted.size === 0) return null;
  const evidence: AnalysisCriterion["evidence"] = [];
  const missing: string[] = [];
  let found = 0;
  for (const skill of wanted.values()) {
    const match = findPhrase(corpus, skill);
    if (match) {
      found += 1;
      addEvidence(evidence, evidenceOf(match));
    } else {
      missing.push(`No mention of ${skill}`);
    }
  }
  return { criterion: `Skills: ${[...wanted.values()].join(", ")}`, weight: WEIGHTS.skills, score: percent(found, wanted.size), evidence, missing };
}

type Check = { passed: boolean; evidence?: Evidence; missing?: string };

function listCheck(corpus: Segment[], wanted: string[], what: string): Check {
  for (const name of wanted) {
    const match = findPhrase(corpus, name);
    if (match) return { passed: true, evidence: evidenceOf(match) };
  }
  return { passed: false, missing: `${what} is not ${joinOr(wanted)}` };
}

function gpaCheck(applicant: AnalyzerApplicant, minimum: number): Check {
  const profileGpa = applicant.profile.gpa ?? Math.max(-1, ...applicant.profile.education.map((entry) => entry.gpa ?? -1));
  const cvGpa = applicant.cvText ? statedGpaIn(applicant.cvText) : null;
  const gpa = profileGpa >= 0 ? profileGpa : cvGpa;
  if (gpa === null) return { passed: false, missing: `GPA not given (minimum ${minimum})` };
  const source = profileGpa >= 0 ? "profile" : "cv";
  if (gpa >= minimum) return { passed: true, evidence: { source, text: `GPA ${gpa}` } };
  return { passed: false, missing: `GPA ${gpa} is below the minimum ${minimum}` };
}

function lastEducationCheck(applicant: AnalyzerApplicant, wanted: CandidatePreference["lastEducations"]): Check {
  const { profile } = applicant;
  const fromProfile =
    educationLevelOf(profile.lastEducation) ?? profile.education.map((entry) => educationLevelOf(entry.degree)).find((level) => level !== null) ?? null;
  const level = fromProfile ?? educationLevelOf(applicant.cvText, { field: false });
  const wantedLabels = wanted.map((entry) => EDUCATION_LEVEL_LABELS[entry]);
  if (!level) return { passed: false, missing: `Last education not given (wanted: ${joinOr(wantedLabels)})` };
  const label = EDUCATION_LEVEL_LABELS[level];
  if (wanted.includes(level)) return { passed: true, evidence: { source: fromProfile ? "profile" : "cv", text: `Last education: ${label}` } };
  return { passed: false, missing: `Last education ${label} is not ${joinOr(wantedLabels)}` };
}

function graduationCheck(applicant: AnalyzerApplicant, range: { from: string; to: string }): Check {
  const years = applicant.profile.education.map((entry) => entry.endYear).filter((year): year is number => year !== null);
  const wanted = `${range.from} to ${range.to}`;
  if (years.length === 0) return { passed: false, missing: `Graduation date not given (wanted ${wanted})` };
  const graduated = Math.max(...years);
  // Only the year is known: any year the range touches counts.
  const passed = graduated >= Number(range.from.slice(0, 4)) && graduated <= Number(range.to.slice(0, 4));
  return passed
    ? { passed, evidence: { source: "profile", text: `Graduated in ${graduated}` } }
    : { passed, missing: `Graduated in ${graduated}, outside ${wanted}` };
}

function educationCriterion(job: AnalyzerJob, applicant: AnalyzerApplicant, corpus: Segment[]): AnalysisCriterion | null {
  const preference = job.candidatePreference;
  const checks: Check[] = [];
  const asked: string[] = [];
  if (preference.university.length > 0) {
    checks.push(listCheck(corpus, preference.university, "University"));
    asked.push("university");
  }
  if (preference.major.length > 0) {
    checks.push(listCheck(corpus, preference.major, "Major"));
    asked.push("major");
  }
  if (preference.minimumGpa !== null) {
    checks.push(gpaCheck(applicant, preference.minimumGpa));
    asked.push(`GPA ≥ ${preference.minimumGpa}`);
  }
  if (preference.lastEducations.length > 0) {
    checks.push(lastEducationCheck(applicant, preference.lastEducations));
    asked.push("last education");
  }
  if (preference.graduationDateRange) {
    checks.push(graduationCheck(applicant, preference.graduationDateRange));
    asked.push("graduation date");
  }
  if (checks.length === 0) return null;
  return {
    criterion: `Education: ${asked.join(", ")}`,
    weight: WEIGHTS.education,
    score: percent(checks.filter((check) => check.passed).length, checks.length),
    evidence: checks.flatMap((check) => (check.evidence ? [check.evidence] : [])),
    missing: checks.flatMap((check) => (check.missing ? [check.missing] : [])),
  };
}

/** The applicant's years of experience and where they were read. */
function experienceFound(applicant: AnalyzerApplicant): { years: number; evidence: AnalysisCriterion["evidence"] } {
  const { profile } = applicant;
  const evidence: AnalysisCriterion["evidence"] = [];
  const fromPositions = yearsOfExperience(profile.experiences, applicant.appliedAt);
  if (fromPositions > 0) {
    evidence.push({ source: "profile", text: `About ${fromPositions} years across ${profile.experiences.length} position(s)` });
    for (const entry of profile.experiences.slice(0, 2)) evidence.push(evidenceOf(segment("profile", describeExperience(entry))));
  }
  const level = EXPERIENCE_LEVELS.find((entry) => entry.code === profile.experienceLevel);
  const fromLevel = yearsOfExperienceLevel(profile.experienceLevel);
  if (level) evidence.push({ source: "profile", text: `Experience level: ${level.label}` });
  const stated = applicant.cvText ? statedYearsIn(applicant.cvText) : null;
  if (stated) evidence.push({ source: "cv", text: stated.quote });
  return { years: Math.max(fromPositions, fromLevel, stated?.years ?? 0), evidence: evidence.slice(0, MAX_EVIDENCE) };
}

function yearsScore(found: number, required: number): number {
  return found >= required ? 100 : percent(found, required);
}

function experienceCriterion(job: AnalyzerJob, applicant: AnalyzerApplicant): AnalysisCriterion | null {
  const required = requiredYearsIn(plainTextOf(job.requirements));
  if (required === null) return null;
  const { years, evidence } = experienceFound(applicant);
  const missing = years >= required ? [] : [years === 0 ? `No work experience found (asks for ${required}+ years)` : `Asks for ${required}+ years; about ${years} found`];
  return { criterion: `Experience: ${required}+ years`, weight: WEIGHTS.experience, score: yearsScore(years, required), evidence, missing };
}

/** A keyword criterion: the share of its keywords found, and the years it asks for when it names some. */
function keywordCriterion(label: string, text: string, weight: number, applicant: AnalyzerApplicant, corpus: Segment[]): AnalysisCriterion | null {
  const keywords = keywordsOf(text);
  const required = requiredYearsIn(text);
  if (keywords.length === 0 && required === null) return null;
  const evidence: AnalysisCriterion["evidence"] = [];
  const missing: string[] = [];
  const original = text.split(/\s+/);
  let found = 0;
  for (const keyword of keywords) {
    const match = findKeyword(corpus, keyword);
    if (match) {
      found += 1;
      addEvidence(evidence, evidenceOf(match));
    } else {
      // Name the word as the recruiter wrote it, not its stem.
      const written = original.find((word) => keywordsOf(word)[0] === keyword) ?? keyword;
      missing.push(`No mention of "${written.replace(/[^\p{L}\p{N}+#.-]/gu, "")}"`);
    }
  }
  const parts: number[] = [];
  if (keywords.length > 0) parts.push(percent(found, keywords.length));
  if (required !== null) {
    const experience = experienceFound(applicant);
    parts.push(yearsScore(experience.years, required));
    if (experience.years < required) missing.push(`Asks for ${required}+ years; about ${experience.years} found`);
    else for (const entry of experience.evidence.slice(0, 2)) addEvidence(evidence, entry);
  }
  const score = Math.round(parts.reduce((sum, part) => sum + part, 0) / parts.length);
  return { criterion: label, weight, score, evidence, missing };
}

function summarise(score: number, criteria: AnalysisCriterion[], applicant: AnalyzerApplicant): string {
  if (criteria.length === 0) {
    return "The job names no role keywords, skills, education preferences or criteria for AI, so there is nothing to score against. Add criteria to the job and re-analyze.";
  }
  const met = criteria.filter((entry) => entry.score >= CRITERION_MET_SCORE);
  const sentences = [`${SCORE_BAND_LABELS[scoreBand(score)]} (${score}/100): meets ${met.length} of ${criteria.length} criteria.`];
  const strongest = [...criteria].sort((a, b) => b.score - a.score || b.weight - a.weight)[0]!;
  if (strongest.score > 0) sentences.push(`Strongest: ${strongest.criterion} (${strongest.score}).`);
  const weakest = [...criteria].sort((a, b) => a.score - b.score || b.weight - a.weight)[0]!;
  if (weakest !== strongest && weakest.score < CRITERION_MET_SCORE) {
    sentences.push(`Weakest: ${weakest.criterion} (${weakest.score})${weakest.missing[0] ? ` — ${weakest.missing[0]}` : ""}.`);
  }
  if (!applicant.hasCv) sentences.push("No CV was attached: only the answers and profile were read.");
  else if (!applicant.cvText) sentences.push("The CV could not be read as text: only the answers and profile were read.");
  return sentences.join(" ");
}

/**
 * The local, deterministic verdict: each criterion scored 0-100 with the evidence quoted from the
 * CV, answers and profile and what is missing; the overall score is their weighted mean. Same
 * input, same output: no clock, no randomness, no network.
 */
export function scoreApplicant(job: AnalyzerJob, applicant: AnalyzerApplicant): LocalVerdict {
  const corpus = buildCorpus(applicant);
  const criteria = [
    ...job.criteriaForAi.map((entry) => keywordCriterion(entry.text, entry.text, entry.weight, applicant, corpus)),
    skillsCriterion(job, corpus),
    educationCriterion(job, applicant, corpus),
    experienceCriterion(job, applicant),
    job.role.trim() ? keywordCriterion(`Relevant to the role: ${job.role.trim()}`, job.role, WEIGHTS.role, applicant, corpus) : null,
  ].filter((entry): entry is AnalysisCriterion => entry !== null);
  const totalWeight = criteria.reduce((sum, entry) => sum + entry.weight, 0);
  const score = totalWeight === 0 ? 0 : Math.round(criteria.reduce((sum, entry) => sum + entry.score * entry.weight, 0) / totalWeight);
  return { score, summary: summarise(score, criteria, applicant), criteria };
}
