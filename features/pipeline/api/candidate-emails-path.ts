/** The API path of a job's candidate emails (sending, and the preview under it). */
export const candidateEmailsPath = (jobId: string) => `/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates/emails`;
