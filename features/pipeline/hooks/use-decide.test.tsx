import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiErrorBody } from "@/tests/ui/render-with-user";
import type { CandidateList } from "../api/get-candidates";
import { pipelineKeys } from "../api/pipeline-keys";
import { JOB_ID, STEPS, candidate } from "../testing/candidate-fixtures";
import { undoAllPendingActions, usePendingActionsStore } from "../stores/pending-actions";
import { useOptimisticDecisionsStore } from "../stores/optimistic-decisions";
import { decisionMessage, decisionTarget, useDecide } from "./use-decide";

const toast = vi.hoisted(() => ({ show: vi.fn(), success: vi.fn(), dismiss: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));
const track = vi.hoisted(() => vi.fn());
vi.mock("@/lib/analytics", () => ({ track }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  undoAllPendingActions();
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

const sari = candidate({ name: "Sari Wulandari" });
const steps = STEPS.map((step) => ({ ...step, applicantCount: 1, totalCount: 1 }));

function setup(answer: () => Response = () => HttpResponse.json({ result: { applied: 1, unchanged: 0, emailsQueued: 0, applications: [] } })) {
  const posted: unknown[] = [];
  server.use(
    http.post(`*/api/v1/job-portal/job/${JOB_ID}/candidates/decisions`, async ({ request }) => {
      posted.push(await request.json());
      return answer();
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The board has loaded CV Screening: the decision finds the applicant and the steps there.
  const page: CandidateList = { docs: [sari], nextCursor: null, total: 1, steps };
  queryClient.setQueryData(pipelineKeys.candidateList(JOB_ID, { recruitmentStepId: "notProcessed" }), { pages: [page], pageParams: [undefined] });
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const { result } = renderHook(() => useDecide(JOB_ID), { wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> });
  return { decide: result.current.decide, posted, invalidate };
}

describe("useDecide", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.values(toast).forEach((fn) => fn.mockClear());
    track.mockClear();
  });

  it("posts the decision only after 3 s, with the requestId made when it was scheduled, then refreshes the job's pipeline and the job list", async () => {
    const { decide, posted, invalidate } = setup();
    const uuid = vi.spyOn(crypto, "randomUUID");
    act(() => void decide({ applicationIds: [sari.id], decision: "accepted", message: "Sari Wulandari shortlisted" }));
    expect(uuid).toHaveBeenCalledTimes(1);
    const requestId = uuid.mock.results[0]!.value as string;
    expect(track).toHaveBeenCalledWith("ed_applicant_shortlisted", expect.objectContaining({ jobId: JOB_ID, decision: "accepted", applicants: 1 }));
    expect(toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "Sari Wulandari shortlisted", duration: 3_000 }));
    // Shown in CV Shortlisted with its new status until it runs.
    const [optimistic] = Object.values(useOptimisticDecisionsStore.getState().byActionId);
    expect(optimistic).toEqual({ candidates: [sari], toStepId: "accepted", toStatus: "accepted" });

    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(posted).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(posted).toEqual([{ requestId, applicationIds: [sari.id], decision: "accepted" }]));
    await vi.waitFor(() => expect(usePendingActionsStore.getState().actions).toEqual([]));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["pipeline", JOB_ID] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["jobs"] });
    expect(useOptimisticDecisionsStore.getState().byActionId).toEqual({});
  });

  it("waits 4 s when an email goes with the decision, and sends it with the step", async () => {
    const { decide, posted } = setup();
    const email = { templateKey: "reconsideration" as const, subject: "News", body: "Hello {{Talent Name}}" };
    act(() => void decide({ applicationIds: [sari.id], decision: "moveToStep", recruitmentStepId: "custom-hr", email, message: "Sari Wulandari moved to HR Interview" }));
    expect(Object.values(useOptimisticDecisionsStore.getState().byActionId)[0]).toMatchObject({ toStepId: "custom-hr", toStatus: "custom" });
    await act(() => vi.advanceTimersByTimeAsync(3_999));
    expect(posted).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(posted).toEqual([expect.objectContaining({ decision: "moveToStep", recruitmentStepId: "custom-hr", email })]));
  });

  it("puts the applicants back and shows the API's message when the decision fails", async () => {
    const { decide } = setup(() => HttpResponse.json(apiErrorBody("Application not found", "APPLICATION_NOT_FOUND"), { status: 404 }));
    act(() => void decide({ applicationIds: [sari.id], decision: "rejected", message: "Sari Wulandari rejected" }));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith({ content: "Application not found" }));
    expect(useOptimisticDecisionsStore.getState().byActionId).toEqual({});
    expect(usePendingActionsStore.getState().actions).toEqual([]);
  });

  it("forgets the drawn move when undone", () => {
    const { decide, posted } = setup();
    act(() => void decide({ applicationIds: [sari.id], decision: "rejected", message: "Sari Wulandari rejected" }));
    act(() => void undoAllPendingActions());
    expect(useOptimisticDecisionsStore.getState().byActionId).toEqual({});
    expect(posted).toEqual([]);
  });
});

describe("decisionTarget", () => {
  it("sends shortlists and rejections to their steps, consider to the first approached step or in place, and moves to the step's entry status", () => {
    expect(decisionTarget("accepted", steps)).toEqual({ toStepId: "accepted", toStatus: "accepted" });
    expect(decisionTarget("rejected", steps)).toEqual({ toStepId: "rejected", toStatus: "rejected" });
    expect(decisionTarget("approached", steps)).toEqual({ toStepId: null, toStatus: "approached" });
    const withApproached = [...steps, { id: "approached-1", type: "approached" as const }, { id: "approached-2", type: "approached" as const }];
    expect(decisionTarget("approached", withApproached)).toEqual({ toStepId: "approached-1", toStatus: "approached" });
    expect(decisionTarget("moveToStep", [...steps, { id: "techTest-1", type: "techTest" as const }], "techTest-1")).toEqual({ toStepId: "techTest-1", toStatus: "techTestSent" });
  });
});

describe("decisionMessage", () => {
  it("names one applicant and counts several", () => {
    expect(decisionMessage("accepted", { name: "Dewi Lestari", count: 1 })).toBe("Dewi Lestari shortlisted");
    expect(decisionMessage("rejected", { count: 3 })).toBe("3 applicants rejected");
    expect(decisionMessage("approached", { name: "Budi", count: 1 })).toBe("Budi considered");
    expect(decisionMessage("moveToStep", { name: "Sari", count: 2 }, "HR Interview")).toBe("2 applicants moved to HR Interview");
  });
});
