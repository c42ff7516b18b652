import { serverEnv } from "@/server/config/env";
import type { JobHandler } from "@/server/jobs/worker";
import { findTrackedEvent, markEventForwarded } from "./event-tracking-queries";

const MIXPANEL_TRACK_URL = "https://api.mixpanel.com/track";

type Fetch = typeof fetch;

/**
 * Sends one stored event to Mixpanel's ingestion API. Without a token it does nothing (the event
 * stays stored), so an unconfigured server never touches the network. Idempotent: an event already
 * forwarded is skipped, and Mixpanel drops a repeated $insert_id.
 */
export function createForwardEventJob(options: { token: () => string | undefined; fetch?: Fetch; url?: string }): JobHandler {
  return async (payload, { db, log }) => {
    const token = options.token();
    if (!token) return;
    const eventId = String(payload.eventId ?? "");
    const event = await findTrackedEvent(db, eventId);
    if (!event || event.forwardedAt) return;
    const properties = {
      ...event.eventData,
      token,
      time: event.createdAt.getTime(),
      distinct_id: event.userId ?? `company:${event.companyId ?? "unknown"}`,
      $insert_id: event.id.replaceAll("-", ""),
      company_id: event.companyId,
    };
    const response = await (options.fetch ?? fetch)(options.url ?? MIXPANEL_TRACK_URL, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/plain" },
      body: JSON.stringify([{ event: event.eventName, properties }]),
      signal: AbortSignal.timeout(10_000),
    });
    // Mixpanel answers 1 when it accepted the batch, 0 when it refused it.
    const text = await response.text();
    if (!response.ok || text.trim() === "0") {
      throw new Error(`Mixpanel refused event ${event.id}: HTTP ${response.status} ${text.slice(0, 200)}`);
    }
    await markEventForwarded(db, event.id, new Date());
    log.debug({ eventId: event.id }, "event forwarded to Mixpanel");
  };
}

export const forwardEventJob = createForwardEventJob({ token: () => serverEnv().MIXPANEL_TOKEN });
