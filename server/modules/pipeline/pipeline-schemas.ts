import { z } from "zod";
import { emailDraftSchema, applicationIdsSchema } from "@/server/modules/candidate-emails/candidate-emails-schemas";
import { APPLICATION_STATUSES } from "@/server/modules/jobs/jobs-contract";
import { APPLICATION_EVENT_ACTORS, APPLICATION_EVENT_TYPES, DECISIONS, NOTE_MAX_LENGTH } from "./pipeline-contract";

/** Decisions, the activity timeline and notes of issue 7: the contract the API and portal share. */

export const PIPELINE_ERROR_CODES = {
  applicationNotFound: "APPLICATION_NOT_FOUND",
} as const;

export const TIMELINE_PAGE_SIZE = 50;
export const MAX_TIMELINE_PAGE_SIZE = 100;

/** POST /v1/job-portal/job/{jobId}/candidates/decisions body. */
export const decisionBodySchema = z
  .object({
    /** Idempotency key, made when the decision is scheduled: the same id again changes nothing. */
    requestId: z.uuid("Invalid request id"),
    applicationIds: applicationIdsSchema,
    decision: z.enum(DECISIONS, { error: `Choose one of ${DECISIONS.join(", ")}` }),
    /** The composed id of the target step; required for moveToStep, ignored otherwise. */
    recruitmentStepId: z.string().trim().min(1, "Choose a step").max(80).optional(),
    /** An email to each applicant the decision changes, rendered for each. */
    email: emailDraftSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === "moveToStep" && body.recruitmentStepId === undefined) {
      ctx.addIssue({ code: "custom", path: ["recruitmentStepId"], message: "Choose the step to move the applicants to" });
    }
  });
export type DecisionBody = z.infer<typeof decisionBodySchema>;

export const decisionResultSchema = z.object({
  /** Applicants this request changed (on a retry: those its first run changed). */
  applied: z.number().int(),
  /** Applicants already in the target step and status: no record, no email. */
  unchanged: z.number().int(),
  emailsQueued: z.number().int(),
  /** Every applicant of the request as it stands now; recruitmentStepId is the composed step id. */
  applications: z.array(z.object({ id: z.string(), status: z.enum(APPLICATION_STATUSES), recruitmentStepId: z.string() })),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;

export const timelineQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int("Use a whole number")
    .min(1, "At least 1")
    .max(MAX_TIMELINE_PAGE_SIZE, `At most ${MAX_TIMELINE_PAGE_SIZE}`)
    .default(TIMELINE_PAGE_SIZE),
});
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

export const timelineEntrySchema = z.object({
  id: z.string(),
  type: z.enum(APPLICATION_EVENT_TYPES),
  actor: z.enum(APPLICATION_EVENT_ACTORS),
  /** The member who acted, when a member did (null once their account is gone). */
  actorName: z.string().nullable(),
  createdAt: z.string(),
  /**
   * What happened: statusChanged { decision, fromStatus, toStatus, fromStep, toStep }, emailSent
   * { templateKey, subject, body, emailId }, noteAdded { body }, and the tech tests' own.
   */
  data: z.record(z.string(), z.unknown()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timelineSchema = z.object({ docs: z.array(timelineEntrySchema), nextCursor: z.string().nullable() });
export type Timeline = z.infer<typeof timelineSchema>;

export const noteBodySchema = z.object({
  body: z
    .string({ error: "Write a note" })
    .trim()
    .min(1, "Write a note")
    .max(NOTE_MAX_LENGTH, `A note is at most ${NOTE_MAX_LENGTH} characters`),
  /** Optional idempotency key: the same id again answers the note already written. */
  requestId: z.uuid("Invalid request id").optional(),
});
export type NoteBody = z.infer<typeof noteBodySchema>;
