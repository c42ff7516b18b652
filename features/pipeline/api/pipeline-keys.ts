/**
 * Query keys of the recruitment pipeline. Every key starts with ["pipeline", jobId], so one
 * invalidation of `pipelineKeys.job(jobId)` after a decision refreshes the board, the list, the
 * applicant page, its timeline and its tech tests together.
 */
export const pipelineKeys = {
  all: ["pipeline"] as const,
  job: (jobId: string) => [...pipelineKeys.all, jobId] as const,
  /** Every candidates query of the job (board columns and list, whatever the filter). */
  candidates: (jobId: string) => [...pipelineKeys.job(jobId), "candidates"] as const,
  /** One candidates query: its filters, sort and step (without the cursor, which is the page param). */
  candidateList: (jobId: string, query: object) => [...pipelineKeys.candidates(jobId), query] as const,
  /** One applicant's page; the query (filter and sort) decides its previous and next. */
  applicant: (jobId: string, applicationId: string, query: object = {}) => [...pipelineKeys.job(jobId), "applicant", applicationId, query] as const,
  timeline: (jobId: string, applicationId: string) => [...pipelineKeys.job(jobId), "timeline", applicationId] as const,
  techTests: (jobId: string, applicationId: string) => [...pipelineKeys.job(jobId), "tech-tests", applicationId] as const,
  scorecards: (jobId: string, applicationId: string) => [...pipelineKeys.job(jobId), "scorecards", applicationId] as const,
  /** Every applicant's scorecards of the job (a kit edit changes them all). */
  allScorecards: (jobId: string) => [...pipelineKeys.job(jobId), "scorecards"] as const,
  interviews: (jobId: string, applicationId: string) => [...pipelineKeys.job(jobId), "interviews", applicationId] as const,
  /** Who may interview for the job (its owners and the members who see it). */
  interviewers: (jobId: string) => [...pipelineKeys.job(jobId), "interviewers"] as const,
  analysis: (jobId: string, applicationId: string) => [...pipelineKeys.job(jobId), "analysis", applicationId] as const,
  applications: (jobId: string, query: object = {}) => [...pipelineKeys.job(jobId), "applications", query] as const,
  exports: (jobId: string) => [...pipelineKeys.job(jobId), "exports"] as const,
  /** A candidate email's rendered preview (rendering reads nothing, so it is cached like a read). */
  emailPreview: (jobId: string, input: object) => [...pipelineKeys.job(jobId), "email-preview", input] as const,
};
