import { notFound } from "@/server/api/errors";
import { COMPANY_ERROR_CODES } from "./companies-schemas";

/** The company of the address is not the caller's: answered as absent, so no other company is confirmed to exist. */
export const companyNotFound = () => notFound("Company not found", COMPANY_ERROR_CODES.companyNotFound);
export const userCompanyNotFound = () => notFound("Membership not found", COMPANY_ERROR_CODES.userCompanyNotFound);
