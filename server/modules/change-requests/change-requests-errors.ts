import { ApiError, badRequest, conflict, notFound } from "@/server/api/errors";
import { CHANGE_REQUEST_ERROR_CODES } from "./change-requests-contract";

export const changeRequestNotFound = () => notFound("Access request not found", CHANGE_REQUEST_ERROR_CODES.notFound);
/** No one can answer a request while the company has no active Admin. */
export const ownerNotFound = () => notFound("The company has no active Admin", "OWNER_NOT_FOUND");
export const changeRequestNotPending = () => conflict("This request was already answered", CHANGE_REQUEST_ERROR_CODES.notPending);
export const ownerHasFullAccess = () => badRequest("As the Admin you already have every access", [], CHANGE_REQUEST_ERROR_CODES.ownerHasFullAccess);
export const accessAlreadyGranted = () =>
  conflict("You already have this access", CHANGE_REQUEST_ERROR_CODES.alreadyGranted, [{ field: "data.action", message: "You already have this access" }]);

/** Carries when the member may ask again and whom to contact meanwhile, for the client's warning. */
export const alreadyRequested = (blocking: { reRequestAt: string; approverEmail: string; changeRequestId: string }) =>
  new ApiError(
    400,
    CHANGE_REQUEST_ERROR_CODES.alreadyCreated,
    `You already requested this access. You can request again after ${blocking.reRequestAt}; meanwhile contact ${blocking.approverEmail}`,
    [],
    {},
    { reRequestAt: blocking.reRequestAt, email: blocking.approverEmail, changeRequestId: blocking.changeRequestId },
  );
