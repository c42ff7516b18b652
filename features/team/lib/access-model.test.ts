import { describe, expect, it } from "vitest";
import { access, member } from "../testing/team-fixtures";
import { DEFAULT_ACCESS, accessCellLabel, accessFormOf, accessPayload, choicesOf, jobColumnOf } from "./access-model";

describe("Manage Team cells (spec 6 labels from the rule table)", () => {
  it("labels the owner as holding everything", () => {
    const owner = member({ role: "owner" });
    expect(["talentDb", "talentHunt", "postAJob", "analyticsGeneral"].map((resource) => accessCellLabel(owner, resource as never))).toEqual([
      "Allow",
      "Allow",
      "Allow",
      "Allow",
    ]);
    expect(jobColumnOf(owner, true)).toEqual({ kind: "all", label: "Editor + See Salary" });
  });

  it("labels what a member holds, and Denied for nothing stored", () => {
    const someone = member({ accessPermissions: [access("talentDb", "manage"), access("talentHunt", "view"), access("postAJob", "create"), access("analyticsGeneral", "denied")] });
    expect(accessCellLabel(someone, "talentDb")).toBe("Allow");
    expect(accessCellLabel(someone, "talentHunt")).toBe("Viewer");
    expect(accessCellLabel(someone, "postAJob")).toBe("Allow");
    expect(accessCellLabel(someone, "analyticsGeneral")).toBe("Denied");
    expect(accessCellLabel(member(), "talentDb")).toBe("Denied");
  });

  it("offers talent database and search as Allow or Denied only", () => {
    expect(choicesOf("talentDb").map((choice) => choice.label)).toEqual(["Allow", "Denied"]);
    expect(choicesOf("talentHunt").map((choice) => choice.label)).toEqual(["Allow", "Denied"]);
    expect(choicesOf("userCompany").map((choice) => choice.label)).toEqual(["Viewer", "Editor", "Denied"]);
  });
});

describe("the per-job column", () => {
  const jobs = [
    { id: "j-1", title: "Backend Engineer" },
    { id: "j-2", title: "Designer" },
    { id: "j-3", title: null },
  ];

  it("shows Editor over Viewer, 2 jobs then +N", () => {
    const someone = member({ accessPermissions: [access("jobPost", "manage", [jobs[0]!]), access("jobPost", "view", jobs)] });
    const column = jobColumnOf(someone, true);
    expect(column).toMatchObject({
      kind: "jobs",
      visible: [
        { id: "j-1", title: "Backend Engineer", label: "Editor" },
        { id: "j-2", title: "Designer", label: "Viewer" },
      ],
      more: 1,
    });
    expect(column.kind === "jobs" && column.all[2]).toEqual({ id: "j-3", title: "Job j-3", label: "Viewer" });
  });

  it("adds + See Salary where the salary is visible", () => {
    const someone = member({ accessPermissions: [access("jobPost", "view", [jobs[1]!]), access("jobPostSalary", "view", [jobs[1]!])] });
    expect(jobColumnOf(someone, false)).toMatchObject({ kind: "jobs", visible: [{ title: "Designer", label: "Viewer + See Salary" }], more: 0 });
  });

  it("reads access to every job as All job posts", () => {
    expect(jobColumnOf(member({ accessPermissions: [access("jobPost", "manage")] }), false)).toEqual({ kind: "all", label: "Editor" });
  });

  it("tells the owner to give access, and everyone else that there is none", () => {
    const none = member({ accessPermissions: [access("jobPost", "denied")] });
    expect(jobColumnOf(none, true)).toEqual({ kind: "none", text: "Click to give job access", canGive: true });
    expect(jobColumnOf(none, false)).toEqual({ kind: "none", text: "No Acess to Job Post", canGive: false });
  });
});

describe("the access form", () => {
  it("sends only what changed when editing", () => {
    const someone = member({ accessPermissions: [access("talentDb", "manage"), access("jobPost", "view"), access("jobPostSalary", "view")] });
    const initial = accessFormOf(someone);
    expect(initial).toMatchObject({ talentDb: "manage", talentHunt: "denied", jobAccess: "viewerSalary" });
    expect(accessPayload(initial, initial)).toEqual([]);
    expect(accessPayload({ ...initial, talentHunt: "manage", jobAccess: "editor" }, initial)).toEqual([
      { permission: { resource: "talentHunt", action: "manage" } },
      { permission: { resource: "jobPost", action: "manage" }, allowedCriteria: null },
      { permission: { resource: "jobPostSalary", action: "denied" }, allowedCriteria: null },
    ]);
  });

  it("keeps access to specific jobs unless a level is chosen", () => {
    const someone = member({ accessPermissions: [access("jobPost", "manage", [{ id: "j-1", title: "Backend" }])] });
    const initial = accessFormOf(someone);
    expect(initial.jobAccess).toBe("specific");
    expect(accessPayload({ ...initial, analyticsGeneral: "view" }, initial)).toEqual([{ permission: { resource: "analyticsGeneral", action: "view" } }]);
  });

  it("invites with what is given only", () => {
    expect(accessPayload(DEFAULT_ACCESS)).toEqual([]);
    expect(accessPayload({ ...DEFAULT_ACCESS, talentHunt: "manage", jobAccess: "editorSalary" })).toEqual([
      { permission: { resource: "talentHunt", action: "manage" } },
      { permission: { resource: "jobPost", action: "manage" }, allowedCriteria: null },
      { permission: { resource: "jobPostSalary", action: "view" }, allowedCriteria: null },
    ]);
  });
});
