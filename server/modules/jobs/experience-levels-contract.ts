/**
 * Spec 3 Experience or education level (numeric), each with its label, table label, dropdown
 * label, tag label and import label. The tags are the spec 3 years-of-experience filter values
 * (FG, NFY, FY, 1-3, 4-5, 5+, Others).
 *
 * A file of their own, re-exported by jobs-contract.ts: a page that only shows a level's label (the
 * applications table) then loads none of the rest of the job vocabulary.
 */
export const EXPERIENCE_LEVELS = [
  { code: 0, key: "freshgrad", label: "Fresh Graduate", tableLabel: "Fresh Grad", dropdownLabel: "Fresh Graduate", tagLabel: "FG", importLabel: "Fresh Graduate" },
  { code: 1, key: "collegeYear1", label: "College Year 1", tableLabel: "Year 1", dropdownLabel: "1st Year Student", tagLabel: "NFY", importLabel: "College Year 1" },
  { code: 2, key: "collegeYear2", label: "College Year 2", tableLabel: "Year 2", dropdownLabel: "2nd Year Student", tagLabel: "NFY", importLabel: "College Year 2" },
  { code: 3, key: "collegeYear3", label: "College Year 3", tableLabel: "Year 3", dropdownLabel: "3rd Year Student", tagLabel: "NFY", importLabel: "College Year 3" },
  { code: 4, key: "collegeYear4", label: "College Year 4", tableLabel: "Year 4", dropdownLabel: "Final Year Student", tagLabel: "FY", importLabel: "College Year 4" },
  { code: 5, key: "experience1to3", label: "1-3 Years of Experience", tableLabel: "1-3 Yrs", dropdownLabel: "1-3 Years", tagLabel: "1-3", importLabel: "1-3 Years" },
  { code: 6, key: "experience4to5", label: "4-5 Years of Experience", tableLabel: "4-5 Yrs", dropdownLabel: "4-5 Years", tagLabel: "4-5", importLabel: "4-5 Years" },
  { code: 7, key: "experience5plus", label: "5+ Years of Experience", tableLabel: "5+ Yrs", dropdownLabel: "5+ Years", tagLabel: "5+", importLabel: "5+ Years" },
  { code: 8, key: "others", label: "Others", tableLabel: "Others", dropdownLabel: "Others", tagLabel: "Others", importLabel: "Others" },
] as const;
export type ExperienceLevelCode = (typeof EXPERIENCE_LEVELS)[number]["code"];

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * Reads an imported experience or education value: the code itself ("5"), or any of a level's
 * labels, case and spacing aside. Unknown values give null.
 */
export function experienceLevelFromImport(value: string): ExperienceLevelCode | null {
  const text = normalise(value);
  if (text === "") return null;
  for (const level of EXPERIENCE_LEVELS) {
    if (text === String(level.code)) return level.code;
    const labels = [level.importLabel, level.label, level.tableLabel, level.dropdownLabel, level.key];
    if (labels.some((label) => normalise(label) === text)) return level.code;
  }
  return null;
}
