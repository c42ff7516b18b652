import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toast";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import type { CompanyPhoto, CompanyProfile } from "@/server/modules/company-profile/company-profile-schemas";
import { PhotosSection } from "./photos-section";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function photo(id: string): CompanyPhoto {
  return { id, kind: "photo", url: `/api/v1/job-portal/company-photo/${id}/file`, mimeType: "image/png", size: 1200, createdAt: "2026-11-20T07:05:00.000Z" };
}

const profile: CompanyProfile = {
  id: "c-1",
  name: "Acme Indonesia",
  sector: "Technology",
  emailDomain: "acme.test",
  logoUrl: null,
  description: null,
  website: null,
  size: "small",
  cityId: null,
  cultures: [],
  whatSpecial: null,
  insight: { fundingStage: null, fundingAmount: null, benefits: [], customBenefits: [], workingPolicies: [], internshipPerks: [] },
  rank: null,
  verificationStatus: "pending",
  photos: [photo("11111111-1111-4111-8111-111111111111"), photo("22222222-2222-4222-8222-222222222222")],
  createdAt: "2026-11-01T02:00:00.000Z",
  updatedAt: "2026-11-01T02:00:00.000Z",
};

const UPLOAD = "*/api/v1/job-portal/company-photo";

function renderPhotos(canEdit = true) {
  server.use(http.get("*/api/v1/job-portal/company/c-1", () => HttpResponse.json({ result: profile })));
  return renderWithUser(
    <>
      <PhotosSection profile={profile} canEdit={canEdit} />
      <Toaster />
    </>,
  );
}

const file = (name: string, type: string, bytes = 16) => new File([new Uint8Array(bytes)], name, { type });

describe("PhotosSection uploads", () => {
  it("names a file over the size limit with the server's message", async () => {
    server.use(
      http.post(UPLOAD, () =>
        HttpResponse.json(
          apiErrorBody("The file is larger than the limit of 5 MB", "FILE_TOO_LARGE", { errors: [{ field: "file", message: "The file is larger than the limit of 5 MB" }], errorId: "req-413" }),
          { status: 413 },
        ),
      ),
    );
    const { user } = renderPhotos();
    await user.upload(screen.getByLabelText("Add photos"), file("office-6mb.jpg", "image/jpeg"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("office-6mb.jpg was not uploaded:");
    expect(alert).toHaveTextContent("The file is larger than the limit of 5 MB (req-413)");
  });

  it("names a file that is not an image with the server's message", async () => {
    server.use(
      http.post(UPLOAD, () =>
        HttpResponse.json(
          apiErrorBody("The file must be a PNG, JPEG or WebP image", "UNSUPPORTED_FILE_TYPE", { errors: [{ field: "file", message: "The file must be a PNG, JPEG or WebP image" }] }),
          { status: 415 },
        ),
      ),
    );
    const { user } = renderWithUser(<PhotosSection profile={profile} canEdit />);
    // The picker offers images, but a user can still pick "All files"; the server decides by content.
    const input = screen.getByLabelText("Add photos");
    expect(input).toHaveAttribute("accept", "image/png,image/jpeg,image/webp");
    await user.upload(input, file("notes.png", "image/png"));
    expect(await screen.findByRole("alert")).toHaveTextContent("notes.png was not uploaded:The file must be a PNG, JPEG or WebP image");
  });

  it("uploads each file on its own: one refused, one stored", async () => {
    const kinds: string[] = [];
    let calls = 0;
    server.use(
      http.post(UPLOAD, async ({ request }) => {
        calls += 1;
        const form = await request.formData();
        kinds.push(String(form.get("kind")));
        // jsdom's XHR does not carry the file itself to MSW: the first file (bad.png) is the refused one.
        if (calls === 1) return HttpResponse.json(apiErrorBody("The file must be a PNG, JPEG or WebP image", "UNSUPPORTED_FILE_TYPE"), { status: 415 });
        return HttpResponse.json({ result: photo("33333333-3333-4333-8333-333333333333") }, { status: 201 });
      }),
    );
    const { user } = renderPhotos();
    await user.upload(screen.getByLabelText("Add photos"), [file("bad.png", "image/png"), file("team.png", "image/png")]);
    expect(await screen.findByText("Photo uploaded")).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(kinds).toEqual(["photo", "photo"]);
    expect(screen.getAllByRole("alert").some((alert) => alert.textContent?.includes("bad.png was not uploaded"))).toBe(true);
  });

  it("uploads the logo as kind logo", async () => {
    let kind: FormDataEntryValue | null = null;
    server.use(
      http.post(UPLOAD, async ({ request }) => {
        kind = (await request.formData()).get("kind");
        return HttpResponse.json({ result: { ...photo("44444444-4444-4444-8444-444444444444"), kind: "logo" } }, { status: 201 });
      }),
    );
    const { user } = renderPhotos();
    await user.upload(screen.getByLabelText("Upload logo"), file("logo.png", "image/png"));
    expect(await screen.findByText("Logo updated")).toBeInTheDocument();
    expect(kind).toBe("logo");
  });
});

describe("PhotosSection deleting", () => {
  it("deletes the selected photos together after asking", async () => {
    let ids: string[] = [];
    server.use(
      http.delete("*/api/v1/job-portal/company-photo/bulk", ({ request }) => {
        ids = new URL(request.url).searchParams.getAll("ids");
        return HttpResponse.json({ result: { deletedIds: ids } });
      }),
    );
    const { user } = renderPhotos();
    await user.click(screen.getByRole("checkbox", { name: "Select photo 1" }));
    await user.click(screen.getByRole("checkbox", { name: "Select photo 2" }));
    await user.click(screen.getByRole("button", { name: "Delete selected (2)" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete 2 photos?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(ids).toEqual([profile.photos[0]!.id, profile.photos[1]!.id]));
    expect(await screen.findByText("2 photos deleted")).toBeInTheDocument();
  });

  it("is read-only for someone who cannot edit", () => {
    renderWithUser(<PhotosSection profile={profile} canEdit={false} />);
    expect(screen.getAllByRole("img", { name: /Company photo/ })).toHaveLength(2);
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add photos|Upload logo/ })).not.toBeInTheDocument();
  });
});
