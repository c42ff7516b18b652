import { conflict, forbidden, invalidField, multipartRequired, notFound } from "@/server/api/errors";
import { SUBSCRIPTION_ERROR_CODES } from "@/server/modules/subscriptions/subscriptions-schemas";
import { COMPANY_PHOTO_FIELD, MAX_COMPANY_PHOTOS } from "./company-profile-contract";
import { COMPANY_PROFILE_ERROR_CODES } from "./company-profile-schemas";

// Photos: the upload's refusals are on its file field.
export const photoNotMultipart = () => multipartRequired(COMPANY_PHOTO_FIELD, "Send the photo as multipart/form-data with the image in the file field");
export const imageFileMissing = () => invalidField(COMPANY_PHOTO_FIELD, "Choose an image file");
export const photoNotFound = () => notFound("Photo not found", COMPANY_PROFILE_ERROR_CODES.photoNotFound);
export const photoLimitReached = () => {
  const message = `A company profile holds at most ${MAX_COMPANY_PHOTOS} photos; delete one first`;
  return conflict(message, COMPANY_PROFILE_ERROR_CODES.photoLimitReached, [{ field: COMPANY_PHOTO_FIELD, message }]);
};

// Verification.
export const verificationOwnerOnly = () => forbidden("Only the Admin can submit the company's verification", SUBSCRIPTION_ERROR_CODES.ownerOnly);
export const alreadyVerified = () => conflict("Your company is already verified", COMPANY_PROFILE_ERROR_CODES.verificationAlreadyVerified);
export const verificationDocumentNotUploaded = () => invalidField("documentPhotoId", "Upload the document as a company photo first");
export const verificationNotSubmitted = () => conflict("The company has not submitted its verification", COMPANY_PROFILE_ERROR_CODES.verificationNotSubmitted);
