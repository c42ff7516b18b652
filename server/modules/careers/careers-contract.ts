/** Careers: the zod-free limits and form field names the portal needs; the zod schemas are careers-schemas.ts. */

export const MAX_SHORT_TEXT_ANSWER = 200;

export const MAX_LONG_TEXT_ANSWER = 5000;

/** The multipart field names of POST /v1/careers/{companySlug}/jobs/{jobSlug}/applications. */
export const APPLICATION_FIELDS = {
  name: "name",
  email: "email",
  phone: "phone",
  cv: "cv",
  portfolioUrl: "portfolioUrl",
  answers: "answers",
  /** The token of a Talent Search invitation (the careers link's ?invitation=): the application answers it. */
  invitation: "invitation",
} as const;
