import { notFound } from "@/server/api/errors";

export const notificationNotFound = () => notFound("Notification not found", "NOTIFICATION_NOT_FOUND");

// What the operator command names, looked up in the given company.
export const jobNotFound = () => notFound("No such job in this company", "JOB_NOT_FOUND");
export const applicationNotFound = () => notFound("No such application in this company", "APPLICATION_NOT_FOUND");
export const activeMemberNotFound = () => notFound("No such active member in this company", "MEMBER_NOT_FOUND");
export const ownerlessCompany = () => notFound("No such company, or it has no active owner", "COMPANY_NOT_FOUND");
