import { ApiError, type FieldError } from "@/server/api/errors";
import { PERMISSION_RULES, type PermissionResource, type RequestedAction } from "./permissions-contract";
import { PERMISSION_ERROR_CODES } from "./permissions-schemas";

/** Carries what was asked (resource, action), so the client can offer to request that access. */
export const permissionDenied = (resource: PermissionResource, action: RequestedAction, message?: string): ApiError =>
  new ApiError(
    403,
    PERMISSION_ERROR_CODES.permissionDenied,
    message ?? `You don't have ${action} access to ${PERMISSION_RULES[resource].label}. Ask your Admin for access`,
    [],
    {},
    { resource, action },
  );

/** Access given to someone that the giver does not hold, one field per grant; the first one is the answer's message. */
export const cannotGrantUnheld = (errors: FieldError[]) =>
  new ApiError(403, PERMISSION_ERROR_CODES.cannotGrantUnheldPermission, errors[0]!.message, errors);
