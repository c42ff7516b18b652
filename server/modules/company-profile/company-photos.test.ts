import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "@/server/db/schema/companies";
import { companyPhotos } from "@/server/db/schema/company-photos";
import { demoIds } from "@/server/db/seed/demo-ids";
import { createLocalDiskStorage } from "@/server/storage/local-disk-storage";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { samplePdf, samplePng, sampleWebp } from "@/tests/storage/sample-files";

const ctx = useTestApp();
const uploads = mkdtempSync(path.join(tmpdir(), "hp-company-photos-"));
// The process's storage (server/storage/storage.ts) is created once on globalThis; point it at a temporary folder.
(globalThis as { __hiringFileStorage?: unknown }).__hiringFileStorage = createLocalDiskStorage(uploads);

let owner: string;
let member: string;
let otherOwner: string;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
});
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

async function upload(token: string, file: { data: Buffer; name: string; type?: string }, kind?: string) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(file.data)], file.name, { type: file.type ?? "image/png" }));
  if (kind) form.append("kind", kind);
  const response = await ctx.app.request("/api/v1/job-portal/company-photo", { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

const sixMegabytePng = Buffer.concat([samplePng, Buffer.alloc(6 * 1024 * 1024)]);

describe("POST /v1/job-portal/company-photo", () => {
  it("stores an image, serves it back and lists it on the profile", async () => {
    const response = await upload(owner, { data: samplePng, name: "office.png" });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const photo = response.body.result;
    expect(photo).toMatchObject({ kind: "photo", mimeType: "image/png", size: samplePng.length, url: `/api/v1/job-portal/company-photo/${photo.id}/file` });
    const served = await ctx.app.request(photo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(samplePng)).toBe(true);
    const profile = await requestJson(ctx.app, "GET", `/api/v1/job-portal/company/${demoIds.demoCompany}`, { token: member });
    expect(profile.body.result.photos.map((item: any) => item.id)).toContain(photo.id);
  });

  it("makes a logo upload the company's logo, replacing the previous one", async () => {
    const first = await upload(owner, { data: samplePng, name: "logo.png" }, "logo");
    const second = await upload(owner, { data: sampleWebp, name: "logo.webp", type: "image/webp" }, "logo");
    expect(second.status).toBe(201);
    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, demoIds.demoCompany));
    expect(company!.logoUrl).toBe(second.body.result.url);
    expect((await ctx.app.request(first.body.result.url)).status).toBe(404);
  });

  it("refuses a 6 MB image with 413 and a clear message", async () => {
    const response = await upload(owner, { data: sixMegabytePng, name: "huge.png" });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: "FILE_TOO_LARGE", data: { errors: [{ field: "file" }] } });
    expect(response.body.message).toMatch(/limit/);
  });

  it("refuses files that are not images, or that lie about their type, with 415", async () => {
    const pdf = await upload(owner, { data: samplePdf, name: "photo.png" });
    expect(pdf.status).toBe(415);
    expect(pdf.body).toMatchObject({ code: "UNSUPPORTED_FILE_TYPE", message: "The file must be a PNG, JPEG or WebP image" });
    const renamed = await upload(owner, { data: samplePng, name: "photo.pdf" });
    expect(renamed.status).toBe(415);
  });

  it("asks for a file and a known kind", async () => {
    const noFile = await ctx.app.request("/api/v1/job-portal/company-photo", { method: "POST", headers: { authorization: `Bearer ${owner}` }, body: new FormData() });
    expect(noFile.status).toBe(422);
    const json = await ctx.app.request("/api/v1/job-portal/company-photo", {
      method: "POST",
      headers: { authorization: `Bearer ${owner}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(415);
    expect(((await json.json()) as any).code).toBe("MULTIPART_REQUIRED");
    expect((await upload(owner, { data: samplePng, name: "x.png" }, "banner")).status).toBe(422);
  });

  it("is for the owner or a Team Editor", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "userCompany", action: "view" }]);
    const response = await upload(member, { data: samplePng, name: "office.png" });
    expect(response.status).toBe(403);
  });
});

describe("DELETE /v1/job-portal/company-photo/bulk", () => {
  it("deletes the company's photos by repeated or comma-separated ids", async () => {
    const ids = [];
    for (let index = 0; index < 3; index += 1) ids.push((await upload(owner, { data: samplePng, name: `p${index}.png` })).body.result.id);
    const repeated = await requestJson(ctx.app, "DELETE", `/api/v1/job-portal/company-photo/bulk?ids=${ids[0]}&ids=${ids[1]}`, { token: owner });
    expect(repeated.status).toBe(200);
    expect(repeated.body.result.deletedIds).toEqual([ids[0], ids[1]]);
    const comma = await requestJson(ctx.app, "DELETE", `/api/v1/job-portal/company-photo/bulk?ids=${ids[2]}`, { token: owner });
    expect(comma.body.result.deletedIds).toEqual([ids[2]]);
    expect((await ctx.app.request(`/api/v1/job-portal/company-photo/${ids[2]}/file`)).status).toBe(404);
  });

  it("deletes nothing when any id is not the company's, and validates ids", async () => {
    const mine = (await upload(owner, { data: samplePng, name: "keep.png" })).body.result.id;
    const foreign = await requestJson(ctx.app, "DELETE", `/api/v1/job-portal/company-photo/bulk?ids=${mine}`, { token: otherOwner });
    expect(foreign.status).toBe(404);
    const mixed = await requestJson(ctx.app, "DELETE", `/api/v1/job-portal/company-photo/bulk?ids=${mine},0d3e0000-0000-4000-8000-00000000ffff`, { token: owner });
    expect(mixed.status).toBe(404);
    expect(await ctx.database.db.select().from(companyPhotos).where(eq(companyPhotos.id, mine))).toHaveLength(1);
    expect((await requestJson(ctx.app, "DELETE", "/api/v1/job-portal/company-photo/bulk", { token: owner })).status).toBe(422);
    expect((await requestJson(ctx.app, "DELETE", "/api/v1/job-portal/company-photo/bulk?ids=nope", { token: owner })).status).toBe(422);
  });

  it("clears the logo when the logo is deleted", async () => {
    const logo = (await upload(owner, { data: samplePng, name: "logo.png" }, "logo")).body.result;
    await requestJson(ctx.app, "DELETE", `/api/v1/job-portal/company-photo/bulk?ids=${logo.id}`, { token: owner });
    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, demoIds.demoCompany));
    expect(company!.logoUrl).toBeNull();
  });
});
