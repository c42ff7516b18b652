import { conflict, forbidden, notFound } from "@/server/api/errors";
import { COMPANY_ERROR_CODES } from "./companies-schemas";

/** No such company, or one that is not the caller's: answered as absent, so no other company is confirmed to exist. */
export const companyNotFound = () => notFound("Company not found", COMPANY_ERROR_CODES.companyNotFound);
export const userCompanyNotFound = () => notFound("Membership not found", COMPANY_ERROR_CODES.userCompanyNotFound);

// The caller's own company: none yet, or not one they may act for (the session middleware).
export const noCompanyYet = () => notFound("You have no company yet", COMPANY_ERROR_CODES.noCompany);
export const notCompanyMember = () => forbidden("You are not an active member of a company yet", COMPANY_ERROR_CODES.noCompany);
export const companyInactive = () => forbidden("Your company is not active", COMPANY_ERROR_CODES.companyInactive);

// The company of an email domain, on registration (onboarding).
export const noCompanyOnDomain = () => notFound("No company is registered with this email domain", COMPANY_ERROR_CODES.companyNotFound);
export const noCompanyToJoin = () => notFound("No company is registered with your email domain yet. Register it instead", COMPANY_ERROR_CODES.companyNotFound);
export const companyAlreadyExists = () =>
  conflict("A company with your email domain already exists. Ask to join it instead", COMPANY_ERROR_CODES.companyAlreadyExists, [
    { field: "isJoin", message: "Your company is already registered; request to join it" },
  ]);
