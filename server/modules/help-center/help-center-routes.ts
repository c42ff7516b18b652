import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { requireOperator } from "@/server/api/middleware/require-operator";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { errorResponse, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { chosenFormFile } from "@/server/storage/form-file";
import { fileStorage } from "@/server/storage/storage";
import { uploadBodyLimit } from "@/server/storage/upload-policy";
import { FEEDBACK_CATEGORIES, FEEDBACK_FIELDS, FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_RATE_LIMIT, FEEDBACK_SCREENSHOT_MAX_BYTES } from "./help-center-contract";
import { feedbackNotMultipart } from "./help-center-errors";
import { feedbackReceiptSchema } from "./help-center-schemas";
import { readFeedbackScreenshot, submitFeedback } from "./help-center-service";

const tags = ["Help center"];

/** Before the body limit: only multipart bodies are read here (a JSON body was already consumed upstream). */
const requireMultipart = createMiddleware(async (c, next) => {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw feedbackNotMultipart();
  }
  await next();
});

const send = createRoute({
  method: "post",
  path: "/v1/job-portal/help-center/feedback",
  tags,
  summary: "Send feedback to the product's support (multipart: category, message, optional screenshot); stored and mailed to support",
  description:
    `422 VALIDATION_FAILED names the field (category, message, or screenshot when empty); message at most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters. ` +
    `The screenshot is a PNG, JPEG or WebP image by content: 413 FILE_TOO_LARGE over ${FEEDBACK_SCREENSHOT_MAX_BYTES / (1024 * 1024)} MB, 415 UNSUPPORTED_FILE_TYPE otherwise (also when its name claims another type) ` +
    `or MULTIPART_REQUIRED. 429 past ${FEEDBACK_RATE_LIMIT.max} messages per user in ${FEEDBACK_RATE_LIMIT.windowMinutes} minutes.`,
  middleware: [requireSession, requireCompany, requireMultipart, uploadBodyLimit(FEEDBACK_FIELDS.screenshot, FEEDBACK_SCREENSHOT_MAX_BYTES)] as const,
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            category: z.any().optional().openapi({ type: "string", description: FEEDBACK_CATEGORIES.join(", ") }),
            message: z.any().optional().openapi({ type: "string", description: `At most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters` }),
            screenshot: z.any().optional().openapi({ type: "string", format: "binary", description: "Optional PNG, JPEG or WebP image, at most 5 MB" }),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonContent(resultEnvelope(feedbackReceiptSchema), "The feedback was stored and mailed to support"),
    ...pickErrors(401, 403, 422, 429, 500),
    413: errorResponse("The screenshot is over the size limit"),
    415: errorResponse("The screenshot is not a PNG, JPEG or WebP image, or the request is not multipart"),
  },
});

const screenshot = createRoute({
  method: "get",
  path: "/v1/operator/help-center/feedback/{id}/screenshot",
  tags,
  summary: "The screenshot of a feedback, for support (operator token); the support mail links here",
  middleware: [requireOperator()] as const,
  request: { params: z.object({ id: z.uuid("Invalid feedback id") }) },
  responses: {
    200: { description: "The image", content: { "image/*": { schema: z.string().openapi({ type: "string", format: "binary" }) } } },
    ...pickErrors(401, 403, 404, 422),
  },
});

/** Reads a form value as text: a file or a repeated field is not text. */
const textOf = (value: unknown) => (typeof value === "string" ? value : undefined);

export const helpCenterRoutes = createRouter()
  .openapi(send, async (c) => {
    const form = (c.req.valid("form") ?? {}) as Record<string, unknown>;
    const chosen = chosenFormFile(form, FEEDBACK_FIELDS.screenshot, "Attach the screenshot as a file");
    const result = await submitFeedback(c.get("db"), fileStorage(), companySessionOf(c), {
      category: textOf(form[FEEDBACK_FIELDS.category]),
      message: textOf(form[FEEDBACK_FIELDS.message]),
      screenshot: chosen ? { data: new Uint8Array(await chosen.arrayBuffer()), fileName: chosen.name } : null,
    });
    return c.json({ result }, 201);
  })
  .openapi(screenshot, async (c) => {
    const image = await readFeedbackScreenshot(c.get("db"), fileStorage(), c.req.valid("param").id);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Type", image.mimeType);
    return c.body(new Uint8Array(image.data), 200);
  });
