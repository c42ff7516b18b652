/** The API path of one applicant of a job: their detail, and under it their CV, timeline, notes, tests and analysis. */
export const applicantApiPath = (jobId: string, applicationId: string) =>
  `/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates/${encodeURIComponent(applicationId)}`;
