import { z } from "@hono/zod-openapi";

/** Spec 7.2: analytics event names begin with ed_. */
export const EVENT_NAME_PATTERN = /^ed_[a-z0-9_]{1,95}$/;
/** An event's data is small: a few ids and labels, never a document. */
export const MAX_EVENT_DATA_BYTES = 8 * 1024;

export const trackEventBodySchema = z
  .object({
    eventName: z.string().regex(EVENT_NAME_PATTERN, "must start with ed_ and use lowercase letters, digits and _"),
    eventData: z
      .record(z.string().max(100), z.unknown())
      .default({})
      .refine((data) => JSON.stringify(data).length <= MAX_EVENT_DATA_BYTES, {
        message: `must be at most ${MAX_EVENT_DATA_BYTES} bytes of JSON`,
      }),
  })
  .openapi("TrackEvent");
export type TrackEventBody = z.infer<typeof trackEventBodySchema>;

export const trackedEventSchema = z.object({ id: z.uuid(), forwarded: z.boolean() }).openapi("TrackedEvent");
