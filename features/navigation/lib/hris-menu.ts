import {
  Award,
  CalendarClock,
  ChartPie,
  ClipboardCheck,
  Flag,
  Gift,
  Headset,
  Megaphone,
  MessageSquare,
  PhoneCall,
  Receipt,
  Repeat2,
  Settings2,
  Target,
  Timer,
  TreePalm,
  Users,
  Wallet,
  Workflow,
} from "lucide-react";
import type { MenuCollapseEntry, MenuLinkEntry, MenuSectionEntry } from "./menu-types";

/** Where the HRIS links lead; the caller fills in the configured hosts. */
export type HrisHosts = { hrisUrl: string; prioritySupportUrl: string };

const HRIS_MENU = { flag: "hris-menu" } as const;

/**
 * Spec 2.3's HRIS sections. Every link opens the separate HRIS product in a new tab; the sections
 * appear only with the HRIS menu flag.
 */
export function hrisSections({ hrisUrl, prioritySupportUrl }: HrisHosts): MenuSectionEntry[] {
  const link = (id: string, label: string, path: string, extra: Partial<MenuLinkEntry> = {}): MenuLinkEntry => ({
    type: "link",
    id,
    label,
    href: `${hrisUrl}${path}`,
    target: "_blank",
    ...extra,
  });
  const group = (id: string, label: string, icon: MenuCollapseEntry["icon"], children: MenuLinkEntry[]): MenuCollapseEntry => ({
    type: "collapse",
    id,
    label,
    icon,
    children,
  });

  return [
    {
      type: "section",
      id: "hris",
      label: "HRIS",
      onlyWhen: HRIS_MENU,
      children: [
        link("hris-announcement", "Announcement", "/announcement/send-announcement", { icon: Megaphone }),
        group("hris-employees", "Employees", Users, [
          link("hris-employees-database", "Database", "/employees"),
          link("hris-employees-custom-data", "Custom Data", "/employees-custom-data"),
          link("hris-employees-mutation-record", "Mutation Record", "/employees-mutation-record"),
          link("hris-employees-organization-chart", "Organization Chart", "/job-role"),
        ]),
        group("hris-analytics", "Analytics", ChartPie, [
          link("hris-analytics-attendance", "Attendance", "/analytics/attendance"),
          link("hris-analytics-overtime", "Overtime", "/analytics/overtime"),
          link("hris-analytics-appraisal", "Appraisal", "/analytics/cycle"),
          link("hris-analytics-payroll", "Payroll", "/analytics/payroll"),
          link("hris-analytics-kpi", "KPI", "/analytics/kpi"),
          link("hris-analytics-okr", "OKR", "/analytics/okr"),
          link("hris-analytics-9-box-matrix", "9 Box Matrix", "/analytics/9-box-matrix"),
        ]),
        link("hris-certificate", "Certificate", "/certificates", { icon: Award }),
      ],
    },
    {
      type: "section",
      id: "time",
      label: "TIME",
      onlyWhen: HRIS_MENU,
      children: [
        group("time-schedule", "Schedule", CalendarClock, [
          link("time-schedule-attendance", "Attendance", "/time/attendance"),
          link("time-schedule-shift", "Shift", "/time/schedule/summary"),
          link("time-schedule-request", "Schedule Request", "/time/schedule/change-request"),
        ]),
        group("time-leave", "Leave", TreePalm, [
          link("time-leave-request", "Request", "/time/leave"),
          link("time-leave-policy", "Policy", "/time/leave/leave-policy"),
          link("time-leave-joint-holiday", "joint holiday calendar", "/time/leave/joint-holiday-settings"),
        ]),
        link("time-overtime", "Overtime", "/time/overtime", { icon: Timer }),
        group("time-on-call", "On Call", PhoneCall, [
          link("time-on-call-shift", "Shift", "/on-call/shift"),
          link("time-on-call-attendance", "Attendance", "/on-call/attendance"),
          link("time-on-call-approval", "Approval", "/on-call/approval"),
          link("time-on-call-policy", "Policy", "/on-call/policy"),
        ]),
      ],
    },
    {
      type: "section",
      id: "finance",
      label: "FINANCE",
      onlyWhen: HRIS_MENU,
      children: [
        group("finance-payroll", "Payroll", Wallet, [
          link("finance-payroll-run", "Run Payroll", "/payroll/run-payroll"),
          link("finance-payroll-adjust", "Adjust Component", "/payroll/adjust-payroll-component"),
          link("finance-payroll-history", "History", "/payroll/history"),
        ]),
        group("finance-reimbursement", "Reimbursement", Receipt, [
          link("finance-reimbursement-request", "Request", "/finance/reimbursement/requests"),
          link("finance-reimbursement-settings", "Settings", "/finance/reimbursement/policies"),
        ]),
        link("finance-bonus", "Bonus", "/bonus", { icon: Gift }),
      ],
    },
    {
      type: "section",
      id: "performance",
      label: "PERFORMANCE",
      onlyWhen: HRIS_MENU,
      children: [
        link("performance-review", "Review", "/performance-review/cycles", { icon: ClipboardCheck }),
        link("performance-appraisal-360", "Appraisal/360", "/performance-review/cycles", { icon: Repeat2 }),
        link("performance-feedback", "Feedback", "/feedback", { icon: MessageSquare }),
        link("performance-kpi", "KPI", "/kpi/list", { icon: Target }),
        link("performance-okr", "OKR", "/okr/list", { icon: Flag }),
      ],
    },
    {
      type: "section",
      id: "hris-settings",
      label: "HRIS SETTINGS",
      onlyWhen: HRIS_MENU,
      children: [
        group("hris-settings-general", "General Settings", Settings2, [
          link("hris-settings-company-division", "Company Division", "/company/profile"),
          link("hris-settings-access", "Access", "/access-management"),
          link("hris-settings-payroll", "Payroll Settings", "/payroll/settings"),
          link("hris-settings-account", "Account Setting", "/settings/account"),
        ]),
        link("hris-settings-workflow", "Workflow", "/workflow", { icon: Workflow }),
        { type: "link", id: "hris-priority-support", label: "Priority Support", href: prioritySupportUrl, target: "_blank", icon: Headset },
      ],
    },
  ];
}
