/**
 * Which jobs the figures cover: the job filter of spec 3 narrowed to the jobs the caller may view
 * (jobPost view, spec 6 per-job access; the owner sees all). `ids` limits to those jobs, `active`
 * to published ones; neither means every job of the company.
 */
export type JobSelection = { companyId: string; ids: string[] | null; active: boolean; explicit: boolean };

/**
 * Whether the figures cover every job of the company (no job filter and no per-job access), so the
 * company-wide rollups may answer them. A member limited to some jobs never reads those.
 */
export function coversWholeCompany(selection: JobSelection): boolean {
  return selection.ids === null && !selection.active;
}

/** The one selected job, when the figures cover exactly one (the funnel then follows its own steps). */
export function singleJobOf(selection: JobSelection): string | null {
  return selection.explicit && selection.ids?.length === 1 ? selection.ids[0]! : null;
}
