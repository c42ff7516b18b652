import { describe, expect, it } from "vitest";
import type { NavCollapse, NavItem, NavLink, NavSection } from "@/components/layout/nav-types";
import { DEFAULT_FEATURE_FLAGS, type FeatureFlagValues } from "@/server/modules/feature-flags/feature-flags-contract";
import { filterMenu, resolveHref } from "./filter-menu";
import { hrisSections } from "./hris-menu";
import { menuConfig } from "./menu-config";
import { ALL_MENU_PERMISSIONS, menuPermissionsFor } from "./menu-permissions";
import type { MenuContext, MenuEntry, MenuPermissions } from "./menu-types";

const HOSTS = { hrisUrl: "https://hris.example.test", prioritySupportUrl: "https://wa.me/628110000000" };

function context(overrides: Partial<Omit<MenuContext, "flags">> & { flags?: Partial<FeatureFlagValues> } = {}): MenuContext {
  return {
    permissions: ALL_MENU_PERMISSIONS,
    verificationStatus: "verified",
    userCompanyId: "uc-1",
    ...overrides,
    flags: { ...DEFAULT_FEATURE_FLAGS, ...overrides.flags },
  };
}

function build(ctx: MenuContext): NavItem[] {
  return filterMenu(menuConfig(ctx.flags["grouped-menu"] ? "grouped" : "default", hrisSections(HOSTS)), ctx);
}

/** section label → its entries' labels; a group shows as "Label[child, child]". */
function outline(items: NavItem[]): Record<string, string[]> {
  const label = (item: NavLink | NavCollapse) =>
    item.type === "collapse" ? `${item.label}[${item.children.map((child) => child.label).join(", ")}]` : item.label;
  return Object.fromEntries(items.map((item) => [item.label, (item as NavSection).children.map(label)]));
}

function allLinks(items: NavItem[]): NavLink[] {
  return items.flatMap((item) => (item.type === "link" ? [item] : allLinks(item.children as NavItem[])));
}

describe("the default menu (spec 2.3)", () => {
  it("shows Hiring, My Company and General to the owner with the default flags", () => {
    expect(outline(build(context()))).toEqual({
      Hiring: ["Home", "Job Post", "Talent Search", "Analytics", "Talent Database"],
      "My Company": ["Company Profile", "Manage Team"],
      General: ["Settings", "Send Feedback"],
    });
  });

  it("links to the spec's paths, Manage Team with the caller's userCompanyId", () => {
    const hrefs = Object.fromEntries(allLinks(build(context())).map((link) => [link.label, link.href]));
    expect(hrefs).toEqual({
      Home: "/",
      "Job Post": "/job-post",
      "Talent Search": "/explore-talents",
      Analytics: "/analytics",
      "Talent Database": "/talent-database",
      "Company Profile": "/company/profile",
      "Manage Team": "/manage-team?userCompanyId=uc-1",
      Settings: "/settings",
      "Send Feedback": "/help-center",
    });
    expect(resolveHref("/manage-team?userCompanyId={userCompanyId}", { userCompanyId: null })).toBe("/manage-team");
  });

  it("hides Talent Database with the hide-talent-database flag", () => {
    expect(outline(build(context({ flags: { "hide-talent-database": true } }))).Hiring).toEqual([
      "Home",
      "Job Post",
      "Talent Search",
      "Analytics",
    ]);
  });

  it.each([
    ["canAccessTalentSearch", "Talent Search"],
    ["canAccessTalentDB", "Talent Database"],
    ["canAccessAnalytics", "Analytics"],
  ] as const)("hides the item without %s", (permission, label) => {
    const hiring = outline(build(context({ permissions: { ...ALL_MENU_PERMISSIONS, [permission]: false } }))).Hiring;
    expect(hiring).not.toContain(label);
    expect(hiring).toHaveLength(4);
  });

  it("makes Settings the split group with the split-settings flag", () => {
    expect(outline(build(context({ flags: { "split-settings": true } }))).General).toEqual([
      "Settings[Personal Info, Subscription, Billing & Invoicing, Password]",
      "Send Feedback",
    ]);
    expect(outline(build(context({ flags: { "split-settings": true, "boost-job-subscription": true } }))).General).toEqual([
      "Settings[Personal Info, Subscription, Boost Job, Billing & Invoicing, Password]",
      "Send Feedback",
    ]);
    // Boost Job lives only in the group.
    expect(outline(build(context({ flags: { "boost-job-subscription": true } }))).General).toEqual(["Settings", "Send Feedback"]);
  });

  it("hides Subscription while the company's verification is pending", () => {
    const pending = context({ flags: { "split-settings": true }, verificationStatus: "pending" });
    expect(outline(build(pending)).General).toEqual(["Settings[Personal Info, Billing & Invoicing, Password]", "Send Feedback"]);
  });

  it("links the split settings to their pages", () => {
    const links = allLinks(build(context({ flags: { "split-settings": true, "boost-job-subscription": true } })));
    expect(links.filter((link) => link.href.startsWith("/settings")).map((link) => link.href)).toEqual([
      "/settings/personal-info",
      "/settings/subscription",
      "/settings/job-boost",
      "/settings/billing",
      "/settings/password",
    ]);
  });
});

describe("the alternative grouped menu", () => {
  it("groups the same entries under Hiring, ATS Settings and Others with the grouped-menu flag", () => {
    expect(outline(build(context({ flags: { "grouped-menu": true } })))).toEqual({
      Hiring: ["Home", "Job Post", "Talent Search", "Talent Database", "Analytics"],
      "ATS Settings": ["Company Profile", "Manage Team", "Settings"],
      Others: ["Send Feedback"],
    });
  });

  it("applies the same permission and flag gating", () => {
    const ctx = context({
      flags: { "grouped-menu": true, "hide-talent-database": true, "split-settings": true },
      permissions: { canAccessAnalytics: false, canAccessTalentDB: true, canAccessTalentSearch: false },
      verificationStatus: "pending",
    });
    expect(outline(build(ctx))).toEqual({
      Hiring: ["Home", "Job Post"],
      "ATS Settings": ["Company Profile", "Manage Team", "Settings[Personal Info, Billing & Invoicing, Password]"],
      Others: ["Send Feedback"],
    });
  });
});

// Every link of spec 2.3's HRIS sections: section → [label, path].
const HRIS_LINKS: Record<string, [string, string][]> = {
  HRIS: [
    ["Announcement", "/announcement/send-announcement"],
    ["Database", "/employees"],
    ["Custom Data", "/employees-custom-data"],
    ["Mutation Record", "/employees-mutation-record"],
    ["Organization Chart", "/job-role"],
    ["Attendance", "/analytics/attendance"],
    ["Overtime", "/analytics/overtime"],
    ["Appraisal", "/analytics/cycle"],
    ["Payroll", "/analytics/payroll"],
    ["KPI", "/analytics/kpi"],
    ["OKR", "/analytics/okr"],
    ["9 Box Matrix", "/analytics/9-box-matrix"],
    ["Certificate", "/certificates"],
  ],
  TIME: [
    ["Attendance", "/time/attendance"],
    ["Shift", "/time/schedule/summary"],
    ["Schedule Request", "/time/schedule/change-request"],
    ["Request", "/time/leave"],
    ["Policy", "/time/leave/leave-policy"],
    ["joint holiday calendar", "/time/leave/joint-holiday-settings"],
    ["Overtime", "/time/overtime"],
    ["Shift", "/on-call/shift"],
    ["Attendance", "/on-call/attendance"],
    ["Approval", "/on-call/approval"],
    ["Policy", "/on-call/policy"],
  ],
  FINANCE: [
    ["Run Payroll", "/payroll/run-payroll"],
    ["Adjust Component", "/payroll/adjust-payroll-component"],
    ["History", "/payroll/history"],
    ["Request", "/finance/reimbursement/requests"],
    ["Settings", "/finance/reimbursement/policies"],
    ["Bonus", "/bonus"],
  ],
  PERFORMANCE: [
    ["Review", "/performance-review/cycles"],
    ["Appraisal/360", "/performance-review/cycles"],
    ["Feedback", "/feedback"],
    ["KPI", "/kpi/list"],
    ["OKR", "/okr/list"],
  ],
  "HRIS SETTINGS": [
    ["Company Division", "/company/profile"],
    ["Access", "/access-management"],
    ["Payroll Settings", "/payroll/settings"],
    ["Account Setting", "/settings/account"],
    ["Workflow", "/workflow"],
  ],
};

describe("the HRIS sections (spec 2.3)", () => {
  it("appear only with the HRIS menu flag", () => {
    expect(Object.keys(outline(build(context())))).not.toContain("HRIS");
    expect(Object.keys(outline(build(context({ flags: { "hris-menu": true } }))))).toEqual([
      "Hiring",
      "My Company",
      "General",
      "HRIS",
      "TIME",
      "FINANCE",
      "PERFORMANCE",
      "HRIS SETTINGS",
    ]);
  });

  it("hold every link of the spec, each opening in a new tab on the HRIS host", () => {
    const items = build(context({ flags: { "hris-menu": true } }));
    for (const [sectionLabel, expected] of Object.entries(HRIS_LINKS)) {
      const section = items.find((item) => item.label === sectionLabel) as NavSection;
      const links = allLinks([section]).filter((link) => link.label !== "Priority Support");
      expect(links.map((link) => [link.label, link.href]), sectionLabel).toEqual(
        expected.map(([label, path]) => [label, `${HOSTS.hrisUrl}${path}`]),
      );
      for (const link of allLinks([section])) expect(link.target, link.label).toBe("_blank");
    }
  });

  it("group them as the spec does, and end with Priority Support on the chat link", () => {
    const items = build(context({ flags: { "hris-menu": true } }));
    const sections = outline(items);
    expect(sections.HRIS).toEqual([
      "Announcement",
      "Employees[Database, Custom Data, Mutation Record, Organization Chart]",
      "Analytics[Attendance, Overtime, Appraisal, Payroll, KPI, OKR, 9 Box Matrix]",
      "Certificate",
    ]);
    expect(sections.TIME).toEqual([
      "Schedule[Attendance, Shift, Schedule Request]",
      "Leave[Request, Policy, joint holiday calendar]",
      "Overtime",
      "On Call[Shift, Attendance, Approval, Policy]",
    ]);
    expect(sections.FINANCE).toEqual(["Payroll[Run Payroll, Adjust Component, History]", "Reimbursement[Request, Settings]", "Bonus"]);
    expect(sections["HRIS SETTINGS"]).toEqual([
      "General Settings[Company Division, Access, Payroll Settings, Account Setting]",
      "Workflow",
      "Priority Support",
    ]);
    const support = allLinks(items).find((link) => link.label === "Priority Support");
    expect(support).toMatchObject({ href: HOSTS.prioritySupportUrl, target: "_blank" });
  });
});

describe("dropping empty sections and groups", () => {
  it("drops a group and a section left without visible children", () => {
    const config: MenuEntry[] = [
      {
        type: "section",
        id: "s1",
        label: "Only gated",
        children: [{ type: "link", id: "a", label: "A", href: "/a", onlyWhen: { permission: "canAccessAnalytics" } }],
      },
      {
        type: "section",
        id: "s2",
        label: "Has a gated group",
        children: [
          { type: "link", id: "b", label: "B", href: "/b" },
          {
            type: "collapse",
            id: "g",
            label: "Group",
            children: [{ type: "link", id: "c", label: "C", href: "/c", onlyWhen: { flag: "hris-menu" } }],
          },
        ],
      },
    ];
    const none: MenuPermissions = { canAccessAnalytics: false, canAccessTalentDB: false, canAccessTalentSearch: false };
    expect(outline(filterMenu(config, context({ permissions: none })))).toEqual({ "Has a gated group": ["B"] });
  });
});

describe("menu permissions (spec 6)", () => {
  it("gives the owner all three", () => {
    expect(menuPermissionsFor("owner")).toEqual(ALL_MENU_PERMISSIONS);
  });

  it("gives a member those whose resource they hold with view or manage, never with denied", () => {
    const grant = (resource: string, action: string) => ({ permission: { resource, action } });
    expect(menuPermissionsFor("member")).toEqual({ canAccessTalentSearch: false, canAccessTalentDB: false, canAccessAnalytics: false });
    expect(
      menuPermissionsFor("member", [grant("talentHunt", "manage"), grant("talentDb", "denied"), grant("analyticsGeneral", "view")]),
    ).toEqual({ canAccessTalentSearch: true, canAccessTalentDB: false, canAccessAnalytics: true });
    expect(menuPermissionsFor(null)).toEqual({ canAccessTalentSearch: false, canAccessTalentDB: false, canAccessAnalytics: false });
  });
});

describe("every combination of the menu's flags and permissions", () => {
  const switches = [
    "hide-talent-database",
    "split-settings",
    "boost-job-subscription",
    "hris-menu",
    "grouped-menu",
    "pending",
    "canAccessTalentSearch",
    "canAccessTalentDB",
    "canAccessAnalytics",
  ] as const;

  it(`matches the spec's rules in all ${2 ** switches.length} cases`, () => {
    for (let mask = 0; mask < 2 ** switches.length; mask += 1) {
      const on = (name: (typeof switches)[number]) => (mask & (1 << switches.indexOf(name))) !== 0;
      const ctx = context({
        flags: {
          "hide-talent-database": on("hide-talent-database"),
          "split-settings": on("split-settings"),
          "boost-job-subscription": on("boost-job-subscription"),
          "hris-menu": on("hris-menu"),
          "grouped-menu": on("grouped-menu"),
        },
        verificationStatus: on("pending") ? "pending" : "verified",
        permissions: {
          canAccessTalentSearch: on("canAccessTalentSearch"),
          canAccessTalentDB: on("canAccessTalentDB"),
          canAccessAnalytics: on("canAccessAnalytics"),
        },
      });
      const items = build(ctx);
      const labels = new Set(allLinks(items).filter((link) => link.target !== "_blank").map((link) => link.label));
      const settings = (items.flatMap((item) => (item as NavSection).children) as (NavLink | NavCollapse)[]).find(
        (item) => item.label === "Settings",
      );
      const where = JSON.stringify(Object.fromEntries(switches.map((name) => [name, on(name)])));

      expect(labels.has("Talent Search"), where).toBe(on("canAccessTalentSearch"));
      expect(labels.has("Analytics"), where).toBe(on("canAccessAnalytics"));
      expect(labels.has("Talent Database"), where).toBe(on("canAccessTalentDB") && !on("hide-talent-database"));
      for (const always of ["Home", "Job Post", "Company Profile", "Manage Team", "Send Feedback"]) expect(labels.has(always), where).toBe(true);
      expect(settings?.type, where).toBe(on("split-settings") ? "collapse" : "link");
      expect(labels.has("Subscription"), where).toBe(on("split-settings") && !on("pending"));
      expect(labels.has("Boost Job"), where).toBe(on("split-settings") && on("boost-job-subscription"));
      expect(items.some((item) => item.label === "HRIS"), where).toBe(on("hris-menu"));
      expect(items[1]?.label, where).toBe(on("grouped-menu") ? "ATS Settings" : "My Company");
      // No section or group is ever left empty.
      for (const item of items) {
        expect((item as NavSection).children.length, where).toBeGreaterThan(0);
        for (const child of (item as NavSection).children) if (child.type === "collapse") expect(child.children.length, where).toBeGreaterThan(0);
      }
    }
  });
});
