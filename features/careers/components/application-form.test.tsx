import { screen, waitFor } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PublicQuestion } from "@/server/modules/careers/careers-schemas";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { ApplicationForm } from "./application-form";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const APPLY = "*/api/v1/careers/demo-company/jobs/backend-engineer-1/applications";
const questions: PublicQuestion[] = [
  { id: "11111111-1111-4111-8111-111111111111", type: "shortText", question: "Current title", options: [], required: true },
  { id: "22222222-2222-4222-8222-222222222222", type: "radio", question: "Work mode", options: ["Remote", "Office"], required: true },
  { id: "33333333-3333-4333-8333-333333333333", type: "checkbox", question: "Tools", options: ["SQL", "Spark"], required: false },
  { id: "44444444-4444-4444-8444-444444444444", type: "numeric", question: "Years of experience", options: [], required: false },
];
const job = { slug: "backend-engineer-1", role: "Backend Engineer", cvRequired: true, portofolioRequired: true, preScreeningQuestions: questions };
const pdf = (name = "cv.pdf", size = 1200) => new File([new Uint8Array(size)], name, { type: "application/pdf" });

function renderForm() {
  return renderWithUser(<ApplicationForm companySlug="demo-company" job={job} />);
}

async function fillValid(user: ReturnType<typeof renderForm>["user"]) {
  await user.type(screen.getByRole("textbox", { name: /Full name/ }), "Dewi Kartika");
  await user.type(screen.getByRole("textbox", { name: /Email/ }), "dewi@example.test");
  await user.type(screen.getByRole("textbox", { name: /Phone number/ }), "+62 812 3456 7890");
  await user.upload(screen.getByLabelText(/^CV/), pdf());
  await user.type(screen.getByRole("textbox", { name: /Portfolio link/ }), "https://dewi.example.test");
  await user.type(screen.getByRole("textbox", { name: /Current title/ }), "Analyst");
  await user.click(screen.getByRole("radio", { name: "Remote" }));
  await user.click(screen.getByRole("checkbox", { name: "SQL" }));
  await user.type(screen.getByRole("spinbutton", { name: /Years of experience/ }), "4");
}

describe("ApplicationForm", () => {
  it("sends the application as multipart and shows the success screen", async () => {
    let sent: FormData | null = null;
    server.use(
      http.post(APPLY, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ result: { id: "a1", email: "dewi@example.test", role: "Backend Engineer", companyName: "Demo Company" } }, { status: 201 });
      }),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send application" }));

    expect(await screen.findByRole("heading", { name: "Application sent" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("A confirmation email is on its way to dewi@example.test");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    const form = sent as unknown as FormData;
    expect(form.get("name")).toBe("Dewi Kartika");
    expect(form.get("email")).toBe("dewi@example.test");
    expect(form.get("phone")).toBe("+62 812 3456 7890");
    expect(form.get("portfolioUrl")).toBe("https://dewi.example.test");
    // jsdom and MSW do not carry the file's bytes faithfully; the API tests check the stored CV.
    expect((form.get("cv") as File).type).toBe("application/pdf");
    expect(JSON.parse(form.get("answers") as string)).toEqual([
      { questionId: questions[0]!.id, value: "Analyst" },
      { questionId: questions[1]!.id, value: "Remote" },
      { questionId: questions[2]!.id, value: ["SQL"] },
      { questionId: questions[3]!.id, value: 4 },
    ]);
  });

  it("sends back the Talent Search invitation the applicant followed, and none without one", async () => {
    const sent: FormData[] = [];
    server.use(
      http.post(APPLY, async ({ request }) => {
        sent.push(await request.formData());
        return HttpResponse.json({ result: { id: "a1", email: "dewi@example.test", role: "Backend Engineer", companyName: "Demo Company" } }, { status: 201 });
      }),
    );
    const invited = renderWithUser(<ApplicationForm companySlug="demo-company" job={job} invitationToken="tok_123" />);
    await fillValid(invited.user);
    await invited.user.click(screen.getByRole("button", { name: "Send application" }));
    await screen.findByRole("heading", { name: "Application sent" });
    expect(sent[0]!.get("invitation")).toBe("tok_123");
    invited.unmount();

    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send application" }));
    await screen.findByRole("heading", { name: "Application sent" });
    expect(sent[1]!.has("invitation")).toBe(false);
  });

  it("checks the fields before sending, with required marks on the labels", async () => {
    let calls = 0;
    server.use(http.post(APPLY, () => ((calls += 1), HttpResponse.json({}, { status: 500 }))));
    const { user } = renderForm();
    expect(screen.getByText("PDF only, up to 5 MB.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send application" }));
    expect(await screen.findByText("Enter your name")).toBeInTheDocument();
    expect(screen.getByText("Enter your email")).toBeInTheDocument();
    expect(screen.getByText("Enter your phone number")).toBeInTheDocument();
    expect(screen.getByText("Attach your CV as a PDF")).toBeInTheDocument();
    expect(screen.getByText("This job asks for a link to your portfolio")).toBeInTheDocument();
    expect(screen.getAllByText("This question needs an answer")).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: /Full name/ })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: /Full name/ })).toHaveAttribute("aria-required", "true");
    expect(calls).toBe(0);
  });

  it("refuses a CV over 5 MB in the browser", async () => {
    const { user } = renderForm();
    await fillValid(user);
    await user.upload(screen.getByLabelText(/^CV/), pdf("big.pdf", 6 * 1024 * 1024));
    await user.click(screen.getByRole("button", { name: "Send application" }));
    expect(await screen.findByText("The file is 6 MB; the limit is 5 MB")).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields", async () => {
    server.use(
      http.post(APPLY, () =>
        HttpResponse.json(
          apiErrorBody("You have already applied for this job with this email", "ALREADY_APPLIED", {
            errors: [{ field: "email", message: "You have already applied for this job with this email" }],
          }),
          { status: 409 },
        ),
      ),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send application" }));
    expect(await screen.findByText("You have already applied for this job with this email")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Email/ })).toHaveAttribute("aria-invalid", "true");

    server.use(
      http.post(APPLY, () =>
        HttpResponse.json(
          apiErrorBody("Invalid form", "VALIDATION_FAILED", { errors: [{ field: `answers.${questions[0]!.id}`, message: "Your answer must be at most 200 characters" }] }),
          { status: 422 },
        ),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Send application" }));
    expect(await screen.findByText("Your answer must be at most 200 characters")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Current title/ })).toHaveAttribute("aria-invalid", "true");
  });

  it("shows a refusal without a field, such as a closed job, above the button", async () => {
    server.use(http.post(APPLY, () => HttpResponse.json(apiErrorBody("This job is not taking applications", "JOB_NOT_OPEN"), { status: 409 })));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send application" }));
    expect(await screen.findByText(/This job is not taking applications/)).toBeInTheDocument();
  });

  it("sends once when pressed twice", async () => {
    let calls = 0;
    server.use(
      http.post(APPLY, async () => {
        calls += 1;
        await delay(100);
        return HttpResponse.json({ result: { id: "a1", email: "dewi@example.test", role: "Backend Engineer", companyName: "Demo Company" } }, { status: 201 });
      }),
    );
    const { user } = renderForm();
    await fillValid(user);
    const button = screen.getByRole("button", { name: "Send application" });
    await user.click(button);
    await user.click(button);
    expect(await screen.findByRole("heading", { name: "Application sent" })).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(1));
  });
});
