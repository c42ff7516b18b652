/** Candidate emails of issue 7: templates, previews and sends. Shared by the API and the portal. Zod-free constants for the portal; the zod schemas are candidate-emails-schemas.ts. */

export const EMAIL_SUBJECT_MAX_LENGTH = 200;

export const EMAIL_BODY_MAX_LENGTH = 5000;
