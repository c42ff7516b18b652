import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CandidateTechTest } from "@/server/modules/tech-tests/tech-tests-schemas";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { TechTestScreen } from "./tech-test-screen";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
const TEST_URL = `*/api/v1/tech-tests/${TOKEN}`;
const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function aTest(overrides: Partial<CandidateTechTest> = {}): CandidateTechTest {
  return {
    companyName: "Demo Company",
    jobTitle: "Data Analyst",
    candidateName: "Dewi Kartika",
    status: "waitConfirm",
    subject: "Case Study Invitation for Data Analyst at Demo Company",
    message: "Hi Dewi,\n\nRead the brief at https://cases.example.test/brief and send your analysis.",
    startLimitHours: 72,
    durationHours: 48,
    confirmBy: inHours(50),
    submitBy: null,
    submittedAt: null,
    submissionTypes: ["link", "document"],
    submissionLink: null,
    submissionFileName: null,
    ...overrides,
  };
}

const waitingForSubmission = (overrides: Partial<CandidateTechTest> = {}) => aTest({ status: "waitSubmit", submitBy: inHours(30), ...overrides });
const renderScreen = (test: CandidateTechTest) => renderWithUser(<TechTestScreen token={TOKEN} initialTest={test} />);
const file = (name: string, size = 2000, type = "application/pdf") => new File([new Uint8Array(size)], name, { type });

describe("TechTestScreen", () => {
  it("shows the instructions with their links, the deadline in plain words with the time zone, and confirms", async () => {
    let confirmed = 0;
    server.use(
      http.post(`${TEST_URL}/confirm`, () => {
        confirmed += 1;
        return HttpResponse.json({ result: waitingForSubmission() });
      }),
    );
    const { user } = renderScreen(aTest({ confirmBy: "2030-03-06T07:00:00.000Z" }));
    expect(screen.getByRole("heading", { name: "Case Study Invitation for Data Analyst at Demo Company" })).toBeInTheDocument();
    const brief = screen.getByRole("link", { name: "https://cases.example.test/brief" });
    expect(brief).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("Wednesday, 06 Mar 2030 at 14:00 WIB")).toBeInTheDocument();
    expect(screen.getByText(/days left/)).toBeInTheDocument();
    expect(screen.getByText("48 hours", { selector: "strong" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Confirm and start" }));
    expect(await screen.findByRole("form", { name: "Submit your case study" })).toBeInTheDocument();
    expect(confirmed).toBe(1);
    expect(screen.getByText("Submit by")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm and start" })).not.toBeInTheDocument();
  });

  it("shows the test as expired when the server refuses a late confirmation", async () => {
    server.use(
      http.post(`${TEST_URL}/confirm`, () => HttpResponse.json(apiErrorBody("The time to confirm this tech test has passed", "TECH_TEST_EXPIRED"), { status: 409 })),
      http.get(TEST_URL, () => HttpResponse.json({ result: aTest({ status: "notConfirm" }) })),
    );
    const { user } = renderScreen(aTest());
    await user.click(screen.getByRole("button", { name: "Confirm and start" }));
    expect(await screen.findByRole("heading", { name: "The time to confirm has passed" })).toBeInTheDocument();
  });

  it("reads a deadline that passed while the page was open as expired", () => {
    renderScreen(aTest({ confirmBy: inHours(-1) }));
    expect(screen.getByRole("heading", { name: "The time to confirm has passed" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm and start" })).not.toBeInTheDocument();
  });

  it("checks the answer before sending: something to submit, the link, the document's type and size", async () => {
    let calls = 0;
    server.use(http.post(`${TEST_URL}/submission`, () => ((calls += 1), HttpResponse.json({}, { status: 500 }))));
    const { user } = renderScreen(waitingForSubmission());
    expect(screen.getByText("PDF, Word (.docx) or ZIP, up to 10 MB.")).toBeInTheDocument();
    const submit = screen.getByRole("button", { name: "Submit case study" });

    await user.click(submit);
    expect(await screen.findByText("Add a link or a document to submit")).toBeInTheDocument();

    const link = screen.getByRole("textbox", { name: /Link to your answer/ });
    await user.type(link, "ftp://files.example.test/answer");
    await user.click(submit);
    expect(await screen.findByText("Enter a link starting with http:// or https://")).toBeInTheDocument();
    await user.clear(link);

    const input = screen.getByLabelText(/^Document/);
    // A file the picker's filter would hide can still be dropped or chosen with "All files".
    const anyFile = userEvent.setup({ delay: null, applyAccept: false });
    await anyFile.upload(input, file("answer.png", 2000, "image/png"));
    await user.click(submit);
    expect(await screen.findByText("The file must be a PDF, a Word (.docx) document or a ZIP archive")).toBeInTheDocument();

    await user.upload(input, file("answer.zip", 10 * 1024 * 1024 + 1, "application/zip"));
    await user.click(submit);
    expect(await screen.findByText("The file is 10 MB; the limit is 10 MB")).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("submits a link and a document as multipart and shows what was received", async () => {
    let sent: FormData | null = null;
    server.use(
      http.post(`${TEST_URL}/submission`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({
          result: waitingForSubmission({
            status: "submitted",
            submittedAt: new Date().toISOString(),
            submissionLink: "https://github.com/dewi/analysis",
            submissionFileName: "analysis.pdf",
          }),
        });
      }),
    );
    const { user } = renderScreen(waitingForSubmission());
    await user.type(screen.getByRole("textbox", { name: /Link to your answer/ }), "https://github.com/dewi/analysis");
    await user.upload(screen.getByLabelText(/^Document/), file("analysis.pdf"));
    await user.click(screen.getByRole("button", { name: "Submit case study" }));

    expect(await screen.findByRole("heading", { name: "Case study submitted" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "https://github.com/dewi/analysis" })).toBeInTheDocument();
    expect(screen.getByText("analysis.pdf")).toBeInTheDocument();
    const form = sent as unknown as FormData;
    expect(form.get("link")).toBe("https://github.com/dewi/analysis");
    // jsdom and MSW do not carry the file's name and bytes faithfully; the API tests check the stored file.
    expect((form.get("document") as File).type).toBe("application/pdf");
  });

  it("offers only the kinds the test takes, and puts the server's field errors on the field", async () => {
    server.use(
      http.post(`${TEST_URL}/submission`, () =>
        HttpResponse.json(
          apiErrorBody("The file must be a PDF, a Word (.docx) document or a ZIP archive", "UNSUPPORTED_FILE_TYPE", {
            errors: [{ field: "document", message: "The file is named .pdf but its content is ZIP; rename it or choose another file" }],
          }),
          { status: 415 },
        ),
      ),
    );
    const { user } = renderScreen(waitingForSubmission({ submissionTypes: ["document"] }));
    expect(screen.queryByRole("textbox", { name: /Link/ })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Document/), file("answer.pdf"));
    await user.click(screen.getByRole("button", { name: "Submit case study" }));
    expect(await screen.findByText("The file is named .pdf but its content is ZIP; rename it or choose another file")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Document/)).toHaveAttribute("aria-invalid", "true");
  });

  it("shows a late submission as expired, and other failures above the button", async () => {
    let attempt = 0;
    server.use(
      http.post(`${TEST_URL}/submission`, () => {
        attempt += 1;
        return attempt === 1
          ? HttpResponse.json(apiErrorBody("Something broke", "INTERNAL_ERROR"), { status: 500 })
          : HttpResponse.json(apiErrorBody("The time to submit this tech test has passed", "TECH_TEST_EXPIRED"), { status: 409 });
      }),
      http.get(TEST_URL, () => HttpResponse.json({ result: waitingForSubmission({ status: "notSubmit", submitBy: inHours(-1) }) })),
    );
    const { user } = renderScreen(waitingForSubmission());
    await user.type(screen.getByRole("textbox", { name: /Link to your answer/ }), "https://example.test/answer");
    await user.click(screen.getByRole("button", { name: "Submit case study" }));
    expect(await screen.findByText("Something broke")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit case study" }));
    expect(await screen.findByRole("heading", { name: "The time to submit has passed" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("form")).not.toBeInTheDocument());
  });
});
