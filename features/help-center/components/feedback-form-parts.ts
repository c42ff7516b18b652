/**
 * What the feedback form needs only once it is in use (the screenshot's preview, the request, an
 * error, the success state): one chunk, loaded on the form's first focus rather than with the page.
 */
export { sendFeedback } from "../api/send-feedback";
export { FormErrorAlert } from "@/components/ui/form-error-alert";
export { FeedbackSent } from "./feedback-sent";
export { ScreenshotPreview } from "./screenshot-preview";
