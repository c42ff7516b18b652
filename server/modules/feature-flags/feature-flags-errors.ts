import { notFound } from "@/server/api/errors";

export const companyNotFound = () => notFound("No company with this id", "COMPANY_NOT_FOUND");
export const overrideNotFound = () => notFound("This company has no override of this flag", "OVERRIDE_NOT_FOUND");
