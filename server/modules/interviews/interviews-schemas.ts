import { z } from "zod";
import { URL_PATTERN } from "@/server/modules/companies/companies-contract";
import {
  INTERVIEW_MAX_INTERVIEWERS,
  INTERVIEW_MAX_MINUTES,
  INTERVIEW_MESSAGE_MAX_LENGTH,
  INTERVIEW_MIN_MINUTES,
  INTERVIEW_LOCATION_MAX_LENGTH,
  INTERVIEW_MODES,
  INTERVIEW_STAGES,
  INTERVIEW_STATUSES,
  INTERVIEW_TIME_ZONES,
  INTERVIEW_URL_MAX_LENGTH,
} from "./interviews-contract";

export const INTERVIEW_ERROR_CODES = {
  notFound: "INTERVIEW_NOT_FOUND",
  cancelled: "INTERVIEW_CANCELLED",
  unknownInterviewer: "UNKNOWN_INTERVIEWER",
} as const;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A calendar date that exists (no 31 February). */
const dateSchema = z
  .string()
  .regex(DATE, "Enter a date as YYYY-MM-DD")
  .refine((value) => {
    const [year, month, day] = value.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, "Enter a date that exists");

/** When, where and with whom: what scheduling sets and rescheduling may change. */
const interviewPlanShape = {
  date: dateSchema,
  time: z.string().regex(TIME, "Enter a time as HH:mm (24-hour)"),
  timeZone: z.enum(INTERVIEW_TIME_ZONES, { error: "Choose WIB, WITA or WIT" }),
  durationMinutes: z
    .number({ error: "Enter the duration in minutes" })
    .int("Enter whole minutes")
    .min(INTERVIEW_MIN_MINUTES, `At least ${INTERVIEW_MIN_MINUTES} minutes`)
    .max(INTERVIEW_MAX_MINUTES, `At most ${INTERVIEW_MAX_MINUTES / 60} hours`),
  mode: z.enum(INTERVIEW_MODES, { error: "Choose in person or online" }),
  location: z.string().trim().max(INTERVIEW_LOCATION_MAX_LENGTH, `At most ${INTERVIEW_LOCATION_MAX_LENGTH} characters`).optional(),
  meetingUrl: z
    .string()
    .trim()
    .max(INTERVIEW_URL_MAX_LENGTH, `At most ${INTERVIEW_URL_MAX_LENGTH} characters`)
    .regex(URL_PATTERN, "Enter a link starting with http:// or https://")
    .optional(),
  interviewerUserIds: z
    .array(z.uuid("Invalid interviewer id"))
    .min(1, "Choose at least one interviewer")
    .max(INTERVIEW_MAX_INTERVIEWERS, `At most ${INTERVIEW_MAX_INTERVIEWERS} interviewers`)
    .refine((ids) => new Set(ids).size === ids.length, "List each interviewer once"),
  message: z.string().trim().max(INTERVIEW_MESSAGE_MAX_LENGTH, `At most ${INTERVIEW_MESSAGE_MAX_LENGTH} characters`).default(""),
};

/** In person needs an address, online a meeting link. */
function requirePlace(value: { mode: (typeof INTERVIEW_MODES)[number]; location?: string; meetingUrl?: string }, ctx: z.RefinementCtx) {
  if (value.mode === "inPerson" && !value.location) ctx.addIssue({ code: "custom", path: ["location"], message: "Enter the address" });
  if (value.mode === "online" && !value.meetingUrl) ctx.addIssue({ code: "custom", path: ["meetingUrl"], message: "Enter the meeting link" });
}

/** POST .../interviews: schedule an interview. */
export const scheduleInterviewBodySchema = z
  .object({ step: z.enum(INTERVIEW_STAGES, { error: "Choose HR Interview or User Interview" }), ...interviewPlanShape })
  .superRefine(requirePlace);
export type ScheduleInterviewBody = z.infer<typeof scheduleInterviewBodySchema>;

/** PATCH .../interviews/{interviewId}: the new plan, whole (the dialog sends every field). */
export const rescheduleInterviewBodySchema = z.object(interviewPlanShape).superRefine(requirePlace);
export type RescheduleInterviewBody = z.infer<typeof rescheduleInterviewBodySchema>;

export const interviewerSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() });

export const interviewSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  jobId: z.string(),
  step: z.enum(INTERVIEW_STAGES),
  startsAt: z.string(),
  /** The wall-clock date and time in the interview's zone. */
  date: z.string(),
  time: z.string(),
  timeZone: z.enum(INTERVIEW_TIME_ZONES),
  timeZoneLabel: z.string(),
  durationMinutes: z.number(),
  mode: z.enum(INTERVIEW_MODES),
  location: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  interviewers: z.array(interviewerSchema),
  message: z.string(),
  sequence: z.number(),
  status: z.enum(INTERVIEW_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewListSchema = z.object({ docs: z.array(interviewSchema) });
export type InterviewList = z.infer<typeof interviewListSchema>;
