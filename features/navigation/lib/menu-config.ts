import {
  BriefcaseBusiness,
  Building,
  ChartColumn,
  Database,
  House,
  MessageSquareText,
  Search,
  Settings,
  Users,
} from "lucide-react";
import type { MenuCollapseEntry, MenuEntry, MenuLinkEntry, MenuSectionEntry } from "./menu-types";

// The entries of spec 2.3, each defined once and placed by the two menu layouts below.

const home: MenuLinkEntry = { type: "link", id: "home", label: "Home", href: "/", icon: House };
const jobPost: MenuLinkEntry = {
  type: "link",
  id: "job-post",
  label: "Job Post",
  href: "/job-post",
  // The alternate job URLs (spec 2.6) are job pages too.
  matchPaths: ["/jobs"],
  icon: BriefcaseBusiness,
};
const talentSearch: MenuLinkEntry = {
  type: "link",
  id: "talent-search",
  label: "Talent Search",
  href: "/explore-talents",
  matchPaths: ["/explore-talents/search"],
  onlyWhen: { permission: "canAccessTalentSearch" },
  icon: Search,
};
const analytics: MenuLinkEntry = {
  type: "link",
  id: "analytics",
  label: "Analytics",
  href: "/analytics",
  onlyWhen: { permission: "canAccessAnalytics" },
  icon: ChartColumn,
  badge: "analytics-new",
};
const talentDatabase: MenuLinkEntry = {
  type: "link",
  id: "talent-database",
  label: "Talent Database",
  href: "/talent-database",
  onlyWhen: { permission: "canAccessTalentDB", flagOff: "hide-talent-database" },
  icon: Database,
};
const companyProfile: MenuLinkEntry = { type: "link", id: "company-profile", label: "Company Profile", href: "/company/profile", icon: Building };
const manageTeam: MenuLinkEntry = {
  type: "link",
  id: "manage-team",
  label: "Manage Team",
  href: "/manage-team?userCompanyId={userCompanyId}",
  matchPaths: ["/manage-team"],
  icon: Users,
};
const settingsLink: MenuLinkEntry = {
  type: "link",
  id: "settings",
  label: "Settings",
  href: "/settings",
  onlyWhen: { flagOff: "split-settings" },
  icon: Settings,
};
const settingsGroup: MenuCollapseEntry = {
  type: "collapse",
  id: "settings-group",
  label: "Settings",
  icon: Settings,
  onlyWhen: { flag: "split-settings" },
  children: [
    { type: "link", id: "settings-personal-info", label: "Personal Info", href: "/settings/personal-info" },
    // Also behind a build-time condition the spec does not show; none is modelled here.
    { type: "link", id: "settings-subscription", label: "Subscription", href: "/settings/subscription", onlyWhen: { companyNotPending: true } },
    { type: "link", id: "settings-job-boost", label: "Boost Job", href: "/settings/job-boost", onlyWhen: { flag: "boost-job-subscription" } },
    { type: "link", id: "settings-billing", label: "Billing & Invoicing", href: "/settings/billing" },
    { type: "link", id: "settings-password", label: "Password", href: "/settings/password" },
  ],
};
const sendFeedback: MenuLinkEntry = { type: "link", id: "send-feedback", label: "Send Feedback", href: "/help-center", icon: MessageSquareText };

const section = (id: string, label: string, children: MenuSectionEntry["children"]): MenuSectionEntry => ({
  type: "section",
  id,
  label,
  children,
});

/** Spec 2.3's sidebar: Hiring, My Company, General. */
export const DEFAULT_MENU: MenuSectionEntry[] = [
  section("hiring", "Hiring", [home, jobPost, talentSearch, analytics, talentDatabase]),
  section("my-company", "My Company", [companyProfile, manageTeam]),
  section("general", "General", [settingsLink, settingsGroup, sendFeedback]),
];

/** Spec 2.3's alternative menu (grouped-menu flag): Hiring, ATS Settings, Others. */
export const GROUPED_MENU: MenuSectionEntry[] = [
  section("grouped-hiring", "Hiring", [home, jobPost, talentSearch, talentDatabase, analytics]),
  section("grouped-ats-settings", "ATS Settings", [companyProfile, manageTeam, settingsLink, settingsGroup]),
  section("grouped-others", "Others", [sendFeedback]),
];

/**
 * The whole configuration: the chosen layout followed by the HRIS sections (`hrisSections()` of
 * ./hris-menu, which the menu loads only when the HRIS menu flag is on).
 */
export function menuConfig(layout: "default" | "grouped", hris: readonly MenuSectionEntry[] = []): MenuEntry[] {
  return [...(layout === "grouped" ? GROUPED_MENU : DEFAULT_MENU), ...hris];
}
