import { fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { FeedbackForm } from "./feedback-form";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom has no object URLs: the preview gets a stand-in, and every URL made must be revoked.
const createObjectURL = vi.fn((file: Blob) => `blob:preview/${(file as File).name}`);
const revokeObjectURL = vi.fn();
beforeEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const FEEDBACK_URL = "*/api/v1/job-portal/help-center/feedback";
const png = (name = "board.png", size = 2048) => new File([new Uint8Array(size)], name, { type: "image/png" });

type Sent = { category: FormDataEntryValue | null; message: FormDataEntryValue | null; screenshot: FormDataEntryValue | null };

function acceptFeedback(sent: Sent[]) {
  server.use(
    http.post(FEEDBACK_URL, async ({ request }) => {
      const form = await request.formData();
      const entry = { category: form.get("category"), message: form.get("message"), screenshot: form.get("screenshot") };
      sent.push(entry);
      return HttpResponse.json(
        {
          result: {
            id: "fb-1",
            category: entry.category,
            message: entry.message,
            screenshot: entry.screenshot ? { mimeType: "image/png", size: 2048 } : null,
            supportEmail: "support@hiring-portal.local",
            replyTo: "owner@demo-company.test",
            createdAt: "2026-11-24T10:00:00.000Z",
          },
        },
        { status: 201 },
      );
    }),
  );
}

describe("FeedbackForm", () => {
  it("sends the category, the message and the screenshot as multipart, then shows the success state", async () => {
    const sent: Sent[] = [];
    acceptFeedback(sent);
    const { user } = renderWithUser(<FeedbackForm />);
    expect(screen.getByRole("form", { name: "Send feedback" })).toHaveAttribute("method", "post");

    await user.selectOptions(screen.getByRole("combobox", { name: /What is it about/ }), "bug");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "The board does not scroll.");
    expect(screen.getByText("26/2000")).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Screenshot/), png());
    expect(await screen.findByRole("img", { name: "Preview of the chosen screenshot" })).toHaveAttribute("src", "blob:preview/board.png");
    expect(screen.getByText("board.png")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    await screen.findByRole("heading", { name: "Thank you, your feedback was sent" });
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Thank you, your feedback was sent");
    expect(status).toHaveTextContent("with your screenshot");
    expect(status).toHaveTextContent("owner@demo-company.test");
    expect(screen.getByRole("heading", { name: "Thank you, your feedback was sent" })).toHaveFocus();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.category).toBe("bug");
    expect(sent[0]!.message).toBe("The board does not scroll.");
    // The file part itself (jsdom's File loses its name on the way through the test's fetch).
    expect((sent[0]!.screenshot as File).type).toBe("image/png");
    // The preview's URL is let go once the form is gone.
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:preview/board.png");

    await user.click(screen.getByRole("button", { name: "Send more feedback" }));
    expect(screen.getByRole("textbox", { name: /Message/ })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: /What is it about/ })).toHaveValue("");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("removes a chosen screenshot, so none is sent", async () => {
    const sent: Sent[] = [];
    acceptFeedback(sent);
    const { user } = renderWithUser(<FeedbackForm />);
    await user.selectOptions(screen.getByRole("combobox", { name: /What is it about/ }), "idea");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "Pin a job to the top.");
    await user.upload(screen.getByLabelText(/Screenshot/), png("wrong.png"));
    await user.click(await screen.findByRole("button", { name: "Remove wrong.png" }));
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:preview/wrong.png");
    expect(screen.getByLabelText(/Screenshot/)).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    await screen.findByRole("heading", { name: "Thank you, your feedback was sent" });
    expect(screen.getByRole("status")).not.toHaveTextContent("with your screenshot");
    expect(sent).toEqual([{ category: "idea", message: "Pin a job to the top.", screenshot: null }]);
  });

  it("asks for a category and a message before sending anything", async () => {
    const post = vi.fn();
    server.use(http.post(FEEDBACK_URL, () => post()));
    const { user } = renderWithUser(<FeedbackForm />);
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("Choose what your feedback is about")).toBeInTheDocument();
    expect(screen.getByText("Write your message")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: /What is it about/ })).toHaveAttribute("aria-invalid", "true");
    expect(post).not.toHaveBeenCalled();
  });

  it("refuses a screenshot that is not a PNG, JPEG or WebP image, or is over 5 MB", async () => {
    const post = vi.fn();
    server.use(http.post(FEEDBACK_URL, () => post()));
    const { user } = renderWithUser(<FeedbackForm />);
    const input = screen.getByLabelText(/Screenshot/);
    fireEvent.change(input, { target: { files: [new File(["GIF89a"], "shot.gif", { type: "image/gif" })] } });
    expect(await screen.findByText("The screenshot must be a PNG, JPEG or WebP image")).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [png("huge.png", 5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText("The screenshot must be at most 5 MB")).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: /What is it about/ }), "bug");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "See the screenshot");
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(screen.getByText("The screenshot must be at most 5 MB")).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the API's field errors on their fields, and other errors above the button", async () => {
    server.use(
      http.post(FEEDBACK_URL, () =>
        HttpResponse.json(
          apiErrorBody("The file must be a PNG, JPEG or WebP image", "UNSUPPORTED_FILE_TYPE", {
            errors: [{ field: "screenshot", message: "The file must be a PNG, JPEG or WebP image" }],
          }),
          { status: 415 },
        ),
      ),
    );
    const { user } = renderWithUser(<FeedbackForm />);
    await user.selectOptions(screen.getByRole("combobox", { name: /What is it about/ }), "bug");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "Broken upload");
    await user.upload(screen.getByLabelText(/Screenshot/), png("renamed.png"));
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("The file must be a PNG, JPEG or WebP image")).toBeInTheDocument();
    expect(screen.getByLabelText(/Screenshot/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    server.use(
      http.post(FEEDBACK_URL, () =>
        HttpResponse.json(apiErrorBody("You have sent 10 messages in the last hour; please try again later", "TOO_MANY_REQUESTS"), {
          status: 429,
          headers: { "Retry-After": "600" },
        }),
      ),
    );
    await user.click(await screen.findByRole("button", { name: "Remove renamed.png" }));
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    await waitFor(() => expect(screen.getAllByRole("alert").some((alert) => alert.textContent?.includes("You have sent 10 messages"))).toBe(true));
    // What was typed stays, to send again later.
    expect(screen.getByRole("textbox", { name: /Message/ })).toHaveValue("Broken upload");
  });
});
