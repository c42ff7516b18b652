import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const post = vi.fn(() => Promise.resolve({ data: {} }));
vi.mock("./api-client", () => ({ apiClient: { post } }));

const { TRACK_PATH, flushTracking, track } = await import("./analytics");

describe("track", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    post.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it("posts the event to the API after 500 ms", () => {
    track("ed_job_post_opened", { jobId: "j1" });
    vi.advanceTimersByTime(499);
    expect(post).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(post).toHaveBeenCalledWith(TRACK_PATH, { eventName: "ed_job_post_opened", eventData: { jobId: "j1" } });
  });

  it("collapses repeats within 500 ms into one call with the latest data", () => {
    track("ed_filter_changed", { value: "a" });
    vi.advanceTimersByTime(300);
    track("ed_filter_changed", { value: "b" });
    vi.advanceTimersByTime(500);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(TRACK_PATH, { eventName: "ed_filter_changed", eventData: { value: "b" } });
  });

  it("debounces each event name on its own and drops undefined values", () => {
    track("ed_one", { a: 1, b: undefined });
    track("ed_two");
    vi.advanceTimersByTime(500);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenCalledWith(TRACK_PATH, { eventName: "ed_one", eventData: { a: 1 } });
  });

  it("sends pending events at once on flush, and swallows failures", async () => {
    post.mockImplementationOnce(() => Promise.reject(new Error("offline")));
    track("ed_sign_out");
    flushTracking();
    expect(post).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(post).toHaveBeenCalledTimes(1);
  });
});
