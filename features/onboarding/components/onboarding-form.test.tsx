import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { newCurrentUser } from "@/features/auth/testing/auth-fixtures";
import { OnboardingForm } from "./onboarding-form";

const api = (path: string) => `http://localhost:3000/api${path}`;
const server = setupServer();
let requests: unknown[] = [];
const currentUser = { ...newCurrentUser, isDataFilled: true };

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  requests = [];
  window.localStorage.clear();
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  server.use(
    http.put(api("/v1/profiles/employer"), async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json({ result: currentUser });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
// Typing through three steps of a long form takes a few seconds under jsdom.
vi.setConfig({ testTimeout: 20_000 });

const demoCompany = { id: "company-1", name: "Demo Company", emailDomain: "demo-company.test", logoUrl: null, verificationStatus: "verified" as const };

function renderForm(existingCompany: typeof demoCompany | null = null, onCompleted = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <OnboardingForm userId="user-2" emailDomain="acme.test" existingCompany={existingCompany} onCompleted={onCompleted} />
    </QueryClientProvider>,
  );
  return { ...view, user, onCompleted };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillPersonal(user: User) {
  await user.type(screen.getByLabelText(/Phone number/), "+62 812-3456-7890");
  await user.type(screen.getByLabelText(/Job title/), "HR Manager");
  await user.selectOptions(screen.getByLabelText(/Department/), "Human Resources");
  await user.click(screen.getByRole("checkbox", { name: "LinkedIn" }));
  await user.click(screen.getByRole("checkbox", { name: "Friend or colleague" }));
  await user.click(screen.getByRole("checkbox", { name: "Fresh graduates" }));
}

async function fillCompany(user: User) {
  await user.type(screen.getByLabelText(/Company name/), "Acme Indonesia");
  await user.selectOptions(screen.getByLabelText(/Sector/), "Technology");
  await user.selectOptions(screen.getByLabelText(/^City/), "bandung");
  await user.click(screen.getByRole("radio", { name: /50-100 employees/ }));
  await user.type(screen.getByLabelText(/Website/), "https://acme.test");
}

describe("OnboardingForm: a new company", () => {
  it("asks for the required personal and company fields step by step", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Enter a valid phone number")).toBeInTheDocument();
    expect(screen.getByText("Choose a department")).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 3")).toBeInTheDocument();

    await fillPersonal(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Step 2 of 3")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Website/), "acme.test");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Company name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Choose the company size")).toBeInTheDocument();
    expect(screen.getByText("Enter a URL starting with http:// or https://")).toBeInTheDocument();
  });

  it("sends spec 3's registration mapping: handphone, employeeTargets, a comma list, the company and its insight", async () => {
    const { user, onCompleted } = renderForm();
    await fillPersonal(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByText("Step 2 of 3");
    await fillCompany(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByText("Step 3 of 3");
    await user.click(screen.getByRole("checkbox", { name: /Innovative/ }));
    await user.click(screen.getByRole("checkbox", { name: /Collaborative/ }));
    await user.selectOptions(screen.getByLabelText(/Funding stage/), "seriesA");
    await user.type(screen.getByLabelText(/Funding amount/), "5000000000");
    expect(screen.getByLabelText(/Funding amount/)).toHaveValue("5.000.000.000");
    await user.click(screen.getByRole("checkbox", { name: "Free lunch" }));
    await user.click(screen.getByRole("checkbox", { name: "Hybrid" }));
    await user.click(screen.getByRole("button", { name: "Finish registration" }));

    await waitFor(() => expect(onCompleted).toHaveBeenCalledWith(currentUser), { timeout: 3_000 });
    expect(requests).toEqual([
      {
        handphone: "+62 812-3456-7890",
        jobTitle: "HR Manager",
        department: "Human Resources",
        employeeTargets: ["Fresh graduates"],
        howToKnowDeall: "LinkedIn,Friend or colleague",
        isJoin: false,
        company: {
          name: "Acme Indonesia",
          sector: "Technology",
          size: "medium",
          cityId: "bandung",
          website: "https://acme.test",
          cultures: ["innovative", "collaborative"],
          insight: { fundingStage: "seriesA", fundingAmount: 5000000000, benefits: ["freeLunch"], workingPolicies: ["hybrid"] },
        },
      },
    ]);
    expect(window.localStorage.getItem(STORAGE_KEYS.onboardingDraft)).toBeNull();
  });

  it("puts the server's field errors on the fields, back on the step that holds them", async () => {
    server.use(
      http.put(api("/v1/profiles/employer"), () =>
        HttpResponse.json(
          {
            message: "Invalid body",
            code: "VALIDATION_FAILED",
            errorId: "req-9",
            data: { errors: [{ field: "handphone", message: "Enter a valid phone number" }, { field: "company.name", message: "A company already uses this name" }] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderForm();
    await fillPersonal(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByText("Step 2 of 3");
    await fillCompany(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByText("Step 3 of 3");
    await user.click(screen.getByRole("button", { name: "Finish registration" }));

    expect(await screen.findByText("Step 1 of 3")).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Enter a valid phone number")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Step 2 of 3")).toBeInTheDocument();
  });

  it("saves the progress locally, so a reload brings back the values and the step", async () => {
    const first = renderForm();
    await fillPersonal(first.user);
    await first.user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByText("Step 2 of 3");
    await first.user.type(screen.getByLabelText(/Company name/), "Acme");
    first.unmount();

    renderForm();
    expect(await screen.findByText("Step 2 of 3")).toBeInTheDocument();
    expect(screen.getByLabelText(/Company name/)).toHaveValue("Acme");
    await userEvent.setup().click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText(/Phone number/)).toHaveValue("+62 812-3456-7890");
    expect(screen.getByRole("checkbox", { name: "LinkedIn" })).toBeChecked();
  });

  it("ignores a draft left by another user of the browser", async () => {
    window.localStorage.setItem(STORAGE_KEYS.onboardingDraft, JSON.stringify({ userId: "someone-else", step: 1, values: { phoneNumber: "+62 811" } }));
    renderForm();
    expect(await screen.findByText("Step 1 of 3")).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone number/)).toHaveValue("");
  });
});

describe("OnboardingForm: joining the company on the email domain", () => {
  it("offers to join instead of registering, and sends isJoin without a company", async () => {
    const { user, onCompleted } = renderForm(demoCompany);
    expect(screen.getByText("Demo Company is already on the portal")).toBeInTheDocument();
    expect(screen.queryByLabelText(/Company name/)).not.toBeInTheDocument();
    await fillPersonal(user);
    await user.click(screen.getByRole("button", { name: "Ask to join Demo Company" }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        handphone: "+62 812-3456-7890",
        jobTitle: "HR Manager",
        department: "Human Resources",
        employeeTargets: ["Fresh graduates"],
        howToKnowDeall: "LinkedIn,Friend or colleague",
        isJoin: true,
      },
    ]);
  });

  it("shows a failure without field errors in spec 8's display", async () => {
    server.use(
      http.put(api("/v1/profiles/employer"), () =>
        HttpResponse.json({ message: "Company not found", code: "COMPANY_NOT_FOUND", errorId: "req-7", data: { errors: [] } }, { status: 404 }),
      ),
    );
    const { user } = renderForm(demoCompany);
    await fillPersonal(user);
    await user.click(screen.getByRole("button", { name: "Ask to join Demo Company" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Company not found")).toBeInTheDocument();
    expect(alert).toHaveTextContent("(req-7)");
  });
});
