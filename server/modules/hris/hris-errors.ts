import { ApiError, conflict, forbidden, notFound } from "@/server/api/errors";
import { HRIS_ERROR_CODES } from "./hris-contract";

export const notYours = (what: string) => forbidden(`You can only ${what}`, HRIS_ERROR_CODES.notYourRecord);
export const hrisCompanyNotFound = () => notFound("Your company is not on HRIS yet", HRIS_ERROR_CODES.companyNotFound);
export const adminNotFound = () => notFound("You are not an HRIS admin of your company yet", HRIS_ERROR_CODES.adminNotFound);
export const joinRequestNotFound = () => notFound("You have not asked for HRIS access yet", HRIS_ERROR_CODES.joinRequestNotFound);
export const recordNotFound = () => notFound("No such request or admin in your company's HRIS", HRIS_ERROR_CODES.recordNotFound);
export const alreadyAdmin = () => conflict("You are already an HRIS admin of your company", HRIS_ERROR_CODES.alreadyAdmin);
export const superAdminExists = () =>
  conflict("Someone in your company is already the HRIS Super Admin; ask them for access instead", HRIS_ERROR_CODES.superAdminExists);

// The console's access page.
export const notSuperAdmin = () => forbidden("Only your company's HRIS Super Admin can manage access", HRIS_ERROR_CODES.notSuperAdmin);
export const joinRequestNotPending = () => conflict("This request was already answered", HRIS_ERROR_CODES.joinRequestNotPending);
export const superAdminAccessFixed = () => conflict("A Super Admin always has every access", HRIS_ERROR_CODES.superAdminAccessFixed);
export const lastSuperAdmin = () => conflict("The company's HRIS Super Admin cannot be removed", HRIS_ERROR_CODES.lastSuperAdmin);

/** Carries `reRequestAt`, so the client can say when the user may ask again. */
export const joinRequestAlreadySent = (reRequestAt: string) =>
  new ApiError(400, HRIS_ERROR_CODES.joinRequestAlreadySent, `You already asked for HRIS access. You can ask again after ${reRequestAt}`, [], {}, { reRequestAt });
