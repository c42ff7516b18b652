"use client";

// The switcher's two modals, loaded together on the first choice of HRIS (not with the shell).
export { RequestAccessDialog } from "./request-access-dialog";
export { SuperAdminDialog } from "./super-admin-dialog";
