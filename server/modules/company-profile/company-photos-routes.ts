import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { errorResponse, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { NAMED_REQUIREMENTS } from "@/server/modules/permissions/permissions-contract";
import { requirePermission } from "@/server/modules/permissions/permissions-http";
import { queryArray } from "@/server/modules/team/team-schemas";
import { fileStorage } from "@/server/storage/storage";
import { uploadBodyLimit } from "@/server/storage/upload-policy";
import { imageFileMissing, photoNotMultipart } from "./company-profile-errors";
import { COMPANY_PHOTO_FIELD, companyPhotoSchema, companyPhotoUploadFieldsSchema, deletedPhotosSchema } from "./company-profile-schemas";
import { deleteCompanyPhotos, readCompanyPhoto, uploadCompanyPhoto } from "./company-photos-service";

const tags = ["Company profile"];
const edit = NAMED_REQUIREMENTS.editCompanyProfile;
const editor = [
  requireSession,
  requireCompany,
  requirePermission(edit.resource, edit.action, { message: "Only the Admin or a Team Editor can change the company's photos" }),
];

/** Before the body limit: only multipart bodies are read here (a JSON body was already consumed upstream). */
const requireMultipart = createMiddleware(async (c, next) => {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw photoNotMultipart();
  }
  await next();
});

const upload = createRoute({
  method: "post",
  path: "/v1/job-portal/company-photo",
  tags,
  summary: "Upload a company photo or the logo (multipart: file, kind photo|logo); PNG, JPEG or WebP by content, within the size limit",
  description:
    "413 FILE_TOO_LARGE, 415 UNSUPPORTED_FILE_TYPE (also when the name claims another type) or MULTIPART_REQUIRED, 422 EMPTY_FILE, 409 COMPANY_PHOTO_LIMIT_REACHED.",
  middleware: [...editor, requireMultipart, uploadBodyLimit(COMPANY_PHOTO_FIELD)],
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: z.any().openapi({ type: "string", format: "binary" }),
            kind: z.enum(["photo", "logo"]).optional().openapi({ description: "photo (default) or logo" }),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonContent(resultEnvelope(companyPhotoSchema), "The stored photo"),
    ...pickErrors(400, 401, 403, 409, 422, 500),
    413: errorResponse("The file is over the size limit"),
    415: errorResponse("Not an allowed image, or not a multipart request"),
  },
});

const bulkDelete = createRoute({
  method: "delete",
  path: "/v1/job-portal/company-photo/bulk",
  tags,
  summary: "Delete photos of the caller's company by id (ids repeated or comma-separated); all or nothing",
  middleware: editor,
  request: { query: z.object({ ids: queryArray(z.uuid("Invalid photo id")).pipe(z.array(z.string()).min(1, "Name at least one photo")) }) },
  responses: { 200: jsonContent(resultEnvelope(deletedPhotosSchema), "Deleted"), ...pickErrors(401, 403, 404, 422, 500) },
});

const serve = createRoute({
  method: "get",
  path: "/v1/job-portal/company-photo/{id}/file",
  tags,
  summary: "The photo's bytes (public: company photos appear on the public careers page)",
  request: { params: z.object({ id: z.uuid("Invalid photo id") }) },
  responses: { 200: { description: "The image", content: { "image/*": { schema: z.string().openapi({ type: "string", format: "binary" }) } } }, ...pickErrors(404, 422) },
});

export const companyPhotoRoutes = createRouter()
  .openapi(upload, async (c) => {
    // The form was parsed and `kind` checked by the route's validator (multipart only).
    const form = (c.req.valid("form") ?? {}) as { file?: unknown; kind?: string };
    const file = form.file;
    if (!(file instanceof File)) throw imageFileMissing();
    const fields = companyPhotoUploadFieldsSchema.parse({ kind: form.kind });
    const result = await uploadCompanyPhoto(c.get("db"), fileStorage(), companySessionOf(c), {
      data: new Uint8Array(await file.arrayBuffer()),
      fileName: file.name,
      kind: fields.kind,
    });
    return c.json({ result }, 201);
  })
  .openapi(bulkDelete, async (c) => {
    const deletedIds = await deleteCompanyPhotos(c.get("db"), fileStorage(), companySessionOf(c), c.req.valid("query").ids);
    return c.json({ result: { deletedIds } }, 200);
  })
  .openapi(serve, async (c) => {
    const photo = await readCompanyPhoto(c.get("db"), fileStorage(), c.req.valid("param").id);
    // Stored under a fresh id, never rewritten: cache for good; never sniff the type.
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Type", photo.mimeType);
    return c.body(new Uint8Array(photo.data), 200);
  });
