import { describe, expect, it } from "vitest";
import { ApiError } from "@/server/api/errors";
import { handleError } from "@/server/api/middleware/error-handler";
import { createRouter } from "@/server/api/router";
import {
  sampleDocx,
  sampleGif,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleText,
  sampleWebp,
  sampleZip,
} from "@/tests/storage/sample-files";
import { checkUpload, formatBytes, uploadBodyLimit, type UploadInput } from "./upload-policy";

async function rejection(input: UploadInput): Promise<ApiError> {
  const error = await checkUpload(input).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("checkUpload", () => {
  it.each([
    ["PNG", samplePng, "image/png", "png"],
    ["JPEG", sampleJpeg, "image/jpeg", "jpg"],
    ["WebP", sampleWebp, "image/webp", "webp"],
  ] as const)("accepts a %s image by its content", async (_name, data, mime, extension) => {
    expect(await checkUpload({ data, kind: "image", field: "photo" })).toEqual({ data, size: data.length, mime, extension });
  });

  it.each([
    ["PDF", samplePdf, "application/pdf", "pdf", "cv.pdf"],
    ["Word", sampleDocx, "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx", "CV Dewi.DOCX"],
  ] as const)("accepts a %s document by its content", async (_name, data, mime, extension, fileName) => {
    expect(await checkUpload({ data, kind: "document", field: "cv", fileName })).toMatchObject({ mime, extension });
  });

  it("accepts either name a JPEG goes by", async () => {
    await expect(checkUpload({ data: sampleJpeg, kind: "image", field: "photo", fileName: "me.jpeg" })).resolves.toMatchObject({
      extension: "jpg",
    });
  });

  it.each([
    ["a GIF", sampleGif, "image"],
    ["a PDF", samplePdf, "image"],
    ["plain text", sampleText, "document"],
    ["a zip that is no Word document", sampleZip, "document"],
    ["an image", samplePng, "document"],
  ] as const)("refuses %s where it is not allowed, with 415 naming the field", async (_name, data, kind) => {
    const error = await rejection({ data, kind, field: "upload" });
    expect(error.status).toBe(415);
    expect(error.code).toBe("UNSUPPORTED_FILE_TYPE");
    expect(error.fieldErrors).toEqual([
      { field: "upload", message: kind === "image" ? "The file must be a PNG, JPEG or WebP image" : "The file must be a PDF or Word (.docx) document" },
    ]);
  });

  it("refuses a file whose name claims another type than its content", async () => {
    const pdfNamedPng = await rejection({ data: samplePdf, kind: "image", field: "logo", fileName: "logo.png" });
    expect(pdfNamedPng.status).toBe(415);

    const textNamedPng = await rejection({ data: sampleText, kind: "image", field: "logo", fileName: "logo.png" });
    expect(textNamedPng.status).toBe(415);
    expect(textNamedPng.fieldErrors[0]!.field).toBe("logo");

    // Both allowed types, but the name lies: a JPEG called .png.
    const jpegNamedPng = await rejection({ data: sampleJpeg, kind: "image", field: "logo", fileName: "logo.png" });
    expect(jpegNamedPng.status).toBe(415);
    expect(jpegNamedPng.message).toBe("The file is named .png but its content is JPG; rename it or choose another file");

    const pdfNamedDocx = await rejection({ data: samplePdf, kind: "document", field: "cv", fileName: "cv.docx" });
    expect(pdfNamedDocx.status).toBe(415);
  });

  it("refuses a file over the limit with 413 before looking at its type", async () => {
    const error = await rejection({ data: Buffer.alloc(2048, 1), kind: "image", field: "photo", maxBytes: 1024 });
    expect(error.status).toBe(413);
    expect(error.code).toBe("FILE_TOO_LARGE");
    expect(error.fieldErrors).toEqual([{ field: "photo", message: "The file is 2 KB; the limit is 1 KB" }]);
  });

  it("takes the limit from UPLOAD_MAX_BYTES by default (5 MB)", async () => {
    const atLimit = Buffer.concat([samplePdf, Buffer.alloc(5 * 1024 * 1024 - samplePdf.length)]);
    await expect(checkUpload({ data: atLimit, kind: "document", field: "cv" })).resolves.toMatchObject({ mime: "application/pdf" });
    const overLimit = Buffer.concat([atLimit, Buffer.alloc(1)]);
    expect((await rejection({ data: overLimit, kind: "document", field: "cv" })).status).toBe(413);
  });

  it("refuses an empty file", async () => {
    const error = await rejection({ data: new Uint8Array(), kind: "document", field: "cv" });
    expect(error).toMatchObject({ status: 422, code: "EMPTY_FILE", fieldErrors: [{ field: "cv", message: "The file is empty" }] });
  });

  it("formats sizes for people", () => {
    expect([formatBytes(512), formatBytes(1536), formatBytes(5 * 1024 * 1024), formatBytes(2.25 * 1024 * 1024)]).toEqual([
      "512 bytes",
      "1.5 KB",
      "5 MB",
      "2.3 MB",
    ]);
  });
});

describe("uploadBodyLimit", () => {
  const app = createRouter()
    .post("/upload", uploadBodyLimit("cv", 1024), async (c) => {
      const body = await c.req.parseBody();
      const file = body.cv as File;
      const checked = await checkUpload({ data: new Uint8Array(await file.arrayBuffer()), kind: "document", field: "cv", fileName: file.name, maxBytes: 1024 });
      return c.json({ result: { mime: checked.mime } }, 200);
    })
    .onError(handleError);

  function upload(bytes: Uint8Array, fileName: string) {
    const form = new FormData();
    form.append("cv", new File([new Uint8Array(bytes)], fileName));
    return app.request("/upload", { method: "POST", body: form });
  }

  it("lets a small upload through to the type check", async () => {
    const response = await upload(samplePdf, "cv.pdf");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { mime: "application/pdf" } });
  });

  it("refuses a body far over the limit with 413 in the error envelope", async () => {
    const response = await upload(Buffer.alloc(64 * 1024, 7), "cv.pdf");
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: "FILE_TOO_LARGE",
      data: { errors: [{ field: "cv", message: "The file is larger than the limit of 1 KB" }] },
    });
  });

  it("still refuses a file just over the limit inside the multipart overhead", async () => {
    const response = await upload(Buffer.concat([samplePdf, Buffer.alloc(2048)]), "cv.pdf");
    expect(response.status).toBe(413);
  });

  it("refuses a text file named .pdf with 415", async () => {
    const response = await upload(sampleText, "cv.pdf");
    expect(response.status).toBe(415);
    expect((await response.json()).data.errors[0].field).toBe("cv");
  });
});
