import { multipartRequired, notFound } from "@/server/api/errors";
import { HELP_CENTER_ERROR_CODES } from "./help-center-contract";

export const feedbackNotMultipart = () =>
  multipartRequired("body", "Send the feedback as multipart/form-data (category, message and an optional screenshot)");
export const senderNotFound = () => notFound("Your account was not found", "USER_NOT_FOUND");
export const feedbackNotFound = () => notFound("Feedback screenshot not found", HELP_CENTER_ERROR_CODES.feedbackNotFound);
