import { randomUUID } from "node:crypto";

/** The headers of the portal's downloadable template, so the suggested mapping takes every column. */
const HEADERS = ["Full name", "Email", "Phone", "Experience level", "University", "Major", "GPA", "Skills", "Portfolio URL"];
const EXPERIENCE = ["Fresh Graduate", "College Year 4", "1-3 Years", "4-5 Years", "5+ Years", "6"];

const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * A 500-applicant CSV with exactly 20 bad rows (an invalid email, a missing name, an unknown
 * experience label or a GPA over 4, in turn), built per run with unique emails so a rerun on the
 * same database adds them again. `badRowNumbers` are file row numbers (the header is row 1).
 */
export function buildApplicantsCsv(rowCount = 500, badCount = 20): { csv: string; badRowNumbers: number[]; tag: string } {
  const tag = randomUUID().slice(0, 8);
  const step = Math.floor(rowCount / badCount);
  const badIndexes = new Set(Array.from({ length: badCount }, (_, k) => Math.floor(step / 2) + k * step));
  const lines = [HEADERS.join(",")];
  let badKind = 0;
  for (let index = 0; index < rowCount; index += 1) {
    const number = index + 1;
    const row = {
      name: `Applicant ${number} ${tag}`,
      email: `applicant-${tag}-${number}@example.com`,
      phone: `+62 812-${String(1000 + number).padStart(4, "0")}-${String(number).padStart(4, "0")}`,
      experience: EXPERIENCE[index % EXPERIENCE.length]!,
      university: index % 2 === 0 ? "Universitas Indonesia" : "Institut Teknologi Bandung",
      major: "Computer Science",
      gpa: index % 3 === 0 ? "3,45" : "3.8",
      skills: "SQL; Python, Excel",
      portfolio: `https://portfolio.example.com/${tag}/${number}`,
    };
    if (badIndexes.has(index)) {
      const kind = badKind % 4;
      badKind += 1;
      if (kind === 0) row.email = `applicant-${tag}-${number}.example.com`;
      if (kind === 1) row.name = "";
      if (kind === 2) row.experience = "Senior Wizard";
      if (kind === 3) row.gpa = "4.7";
    }
    lines.push([row.name, row.email, row.phone, row.experience, row.university, row.major, row.gpa, row.skills, row.portfolio].map(csvCell).join(","));
  }
  const badRowNumbers = [...badIndexes].sort((a, b) => a - b).map((index) => index + 2);
  return { csv: `${lines.join("\r\n")}\r\n`, badRowNumbers, tag };
}
