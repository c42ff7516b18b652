import { ApiError } from "@/server/api/errors";

/** A checkout refusal that names the field of the request it is about. */
export const checkoutFieldError = (status: 403 | 409 | 422, code: string, field: string, message: string) => new ApiError(status, code, message, [{ field, message }]);
