import { describe, expect, it } from "vitest";
import { loadAnalyticsAddress, toAnalyticsJobsQuery, toAnalyticsQuery } from "./analytics-address";

const JOB_A = "22222222-2222-4222-8222-222222222222";
const JOB_B = "33333333-3333-4333-8333-333333333333";

describe("the analytics address", () => {
  it("defaults to Last 30 Days of All Jobs, the table by applicants, page 1", () => {
    const address = loadAnalyticsAddress("");
    expect(toAnalyticsQuery(address)).toEqual({ jobFilter: "allJob", period: "monthly" });
    expect(toAnalyticsJobsQuery(address)).toEqual({ jobFilter: "allJob", period: "monthly", sort: "applicants", sortDir: "desc", page: 1, limit: 20 });
  });

  it("sends job ids only for Selected Jobs, sorted and without repeats, so equal choices share a cache key", () => {
    const selected = loadAnalyticsAddress(`?jobFilter=selectedJob&jobIds=${JOB_B}&jobIds=${JOB_A}&jobIds=${JOB_B}`);
    expect(toAnalyticsQuery(selected)).toEqual({ jobFilter: "selectedJob", period: "monthly", jobIds: [JOB_A, JOB_B] });
    const all = loadAnalyticsAddress(`?jobFilter=allActiveJob&jobIds=${JOB_A}`);
    expect(toAnalyticsQuery(all)).toEqual({ jobFilter: "allActiveJob", period: "monthly" });
  });

  it("sends dates only for Custom", () => {
    expect(toAnalyticsQuery(loadAnalyticsAddress("?period=custom&from=2026-11-01&to=2026-11-10"))).toEqual({
      jobFilter: "allJob",
      period: "custom",
      from: "2026-11-01",
      to: "2026-11-10",
    });
    expect(toAnalyticsQuery(loadAnalyticsAddress("?period=weekly&from=2026-11-01&to=2026-11-10"))).toEqual({ jobFilter: "allJob", period: "weekly" });
  });

  it("falls back to the defaults for values it does not know", () => {
    const address = loadAnalyticsAddress("?period=yearly&jobFilter=mine&sort=salary&page=0");
    expect(toAnalyticsJobsQuery(address)).toMatchObject({ jobFilter: "allJob", period: "monthly", sort: "applicants", page: 1 });
  });

  it("keeps the table's sort and page", () => {
    expect(toAnalyticsJobsQuery(loadAnalyticsAddress("?period=daily&sort=role&sortDir=asc&page=3"))).toEqual({
      jobFilter: "allJob",
      period: "daily",
      sort: "role",
      sortDir: "asc",
      page: 3,
      limit: 20,
    });
  });
});
