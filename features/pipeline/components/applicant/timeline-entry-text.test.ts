import { describe, expect, it } from "vitest";
import { timelineEntry } from "../../testing/applicant-fixtures";
import { describeTimelineEntry, relativeTime } from "./timeline-entry-text";

const SARI = "Sari Wulandari";
const step = (name: string) => ({ id: name, name });

describe("timeline records in words", () => {
  it("names who applied or was imported or recommended", () => {
    expect(describeTimelineEntry(timelineEntry({ type: "applied", actor: "candidate", actorName: null, data: { source: "applicant" } }), SARI).sentence).toBe(
      "Sari Wulandari applied on the careers page",
    );
    expect(describeTimelineEntry(timelineEntry({ type: "applied", actor: "candidate", actorName: null, data: { source: "recommendation" } }), SARI).sentence).toBe(
      "Sari Wulandari was recommended for this job",
    );
    expect(
      describeTimelineEntry(timelineEntry({ type: "applied", actor: "candidate", actorName: null, data: { source: "recommendation", invitationId: "0d3e0000-0000-4000-8000-000000009001" } }), SARI)
        .sentence,
    ).toBe("Sari Wulandari applied on the careers page, invited via Talent Search");
    expect(describeTimelineEntry(timelineEntry({ type: "applied", actor: "member", actorName: "Dewi Lestari", data: { source: "recommendation" } }), SARI).sentence).toBe(
      "Dewi Lestari added Sari Wulandari from the Talent Database",
    );
    expect(describeTimelineEntry(timelineEntry({ type: "imported", actor: "system", actorName: null }), SARI).sentence).toBe("Sari Wulandari was imported from a file");
  });

  it("says each decision with who took it, and the step and status it changed", () => {
    const change = (decision: string, toStep: string, toStatus: string) =>
      describeTimelineEntry(
        timelineEntry({ type: "statusChanged", data: { decision, fromStatus: "notProcessed", toStatus, fromStep: step("CV Screening"), toStep: step(toStep) } }),
        SARI,
      );
    expect(change("accepted", "CV Shortlisted", "accepted")).toEqual({
      sentence: "Dewi Lestari shortlisted Sari Wulandari",
      detail: "Step: CV Screening → CV Shortlisted · Status: Pending → Shortlisted",
    });
    expect(change("approached", "CV Screening", "approached")).toEqual({ sentence: "Dewi Lestari marked Sari Wulandari to consider", detail: "Status: Pending → On Hold" });
    expect(change("rejected", "Rejected", "rejected").sentence).toBe("Dewi Lestari rejected Sari Wulandari");
    expect(change("moveToStep", "HR Interview", "custom").sentence).toBe("Dewi Lestari moved Sari Wulandari to HR Interview");
  });

  it("calls a status change within the same step a change of status, not a move", () => {
    const entry = timelineEntry({ type: "statusChanged", data: { decision: null, fromStatus: "techTestSent", toStatus: "techTestSubmitted", fromStep: step("Case Study"), toStep: step("Case Study") } });
    expect(describeTimelineEntry(entry, SARI)).toEqual({
      sentence: "Dewi Lestari changed the status of Sari Wulandari",
      detail: "Status: Tech Test Sent → Tech Test Submitted",
    });
  });

  it("speaks of a removed member as a team member, and of the system passively", () => {
    expect(describeTimelineEntry(timelineEntry({ type: "noteAdded", actorName: null, data: { body: "Strong portfolio" } }), SARI)).toEqual({
      sentence: "A team member added a note",
      quote: { body: "Strong portfolio" },
    });
    expect(describeTimelineEntry(timelineEntry({ type: "emailSent", actor: "system", actorName: null, data: { subject: "Next steps", body: "Hi" } }), SARI)).toEqual({
      sentence: "An email was sent to Sari Wulandari",
      quote: { title: "Next steps", body: "Hi" },
    });
  });

  it("tells the tech test's life", () => {
    const say = (type: Parameters<typeof timelineEntry>[0]["type"], data: Record<string, unknown> = {}, actor: "member" | "candidate" | "system" = "member") =>
      describeTimelineEntry(timelineEntry({ type, data, actor, actorName: actor === "member" ? "Dewi Lestari" : null }), SARI).sentence;
    expect(say("techTestSent", { stepName: "Case Study" })).toBe("Dewi Lestari sent Sari Wulandari a tech test (Case Study)");
    expect(say("techTestConfirmed", {}, "candidate")).toBe("Sari Wulandari confirmed the tech test");
    expect(say("techTestSubmitted", {}, "candidate")).toBe("Sari Wulandari submitted the tech test");
    expect(say("techTestExpired", { status: "notConfirm" }, "system")).toBe("The tech test expired: Sari Wulandari did not confirm it in time");
    expect(say("techTestExpired", { status: "notSubmit" }, "system")).toBe("The tech test expired: Sari Wulandari did not submit it in time");
    expect(say("techTestDeadlineExtended", { hours: 24 })).toBe("Dewi Lestari extended the tech test deadline by 24 hours");
    expect(say("techTestReminderSent", {}, "system")).toBe("Sari Wulandari was reminded of the tech test deadline");
    expect(say("analyzed", { score: 82 }, "system")).toBe("The AI analysis scored Sari Wulandari 82 out of 100");
  });

  it("reads times relative to a given clock", () => {
    const now = Date.parse("2026-11-05T05:00:00.000Z");
    expect(relativeTime("2026-11-05T04:59:30.000Z", now)).toBe("Just now");
    expect(relativeTime("2026-11-05T04:55:00.000Z", now)).toBe("5 minutes ago");
    expect(relativeTime("2026-11-05T02:00:00.000Z", now)).toBe("3 hours ago");
    expect(relativeTime("2026-11-03T05:00:00.000Z", now)).toBe("2 days ago");
  });
});
