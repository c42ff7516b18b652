import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toast";
import type { ImportPreview } from "@/server/modules/job-imports/job-imports-schemas";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { importBatch } from "../testing/import-fixtures";
import { ColumnMappingForm } from "./column-mapping-form";
import { ImportWizard } from "./import-wizard";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  push.mockReset();
});
afterAll(() => server.close());

const JOB = "11111111-1111-4111-8111-111111111111";
const BATCH = "22222222-2222-4222-8222-222222222222";
const PREVIEW = `*/api/v1/job-portal/job/${JOB}/import/preview`;
const START = `*/api/v1/job-portal/job/${JOB}/import`;

function previewOf(mapping: Record<string, string>, overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    fileName: "people.csv",
    headers: ["Full name", "E-mail", "Mobile", "Notes"],
    suggestedMapping: { name: "Full name", email: "E-mail", phone: "Mobile" },
    mapping,
    unmappedRequiredFields: ["name", "email"].filter((field) => !mapping[field]) as ImportPreview["unmappedRequiredFields"],
    totalRows: 3,
    validRows: 2,
    invalidRows: 1,
    duplicateRowsInFile: 0,
    alreadyAppliedRows: 0,
    rows: [
      { row: 2, values: { name: "Siti", email: "siti@example.com", phone: "0812 3456 7890" }, errors: [], status: "valid" },
      { row: 3, values: { name: "Budi", email: "budi@", phone: "" }, errors: [{ field: "email", message: '"budi@" is not a valid email address' }], status: "invalid" },
      { row: 4, values: { name: "Citra", email: "citra@example.com", phone: "" }, errors: [], status: "valid" },
    ],
    errorRows: [{ row: 3, status: "invalid", errors: [{ field: "email", message: '"budi@" is not a valid email address' }] }],
    ...overrides,
  };
}

async function chooseFile(user: ReturnType<typeof renderWithUser>["user"]) {
  await user.upload(screen.getByLabelText("Applicant file"), new File(["Full name,E-mail\n"], "people.csv", { type: "text/csv" }));
}

describe("ImportWizard", () => {
  it("previews the file with the suggested mapping, re-previews when a column changes, then imports and opens the result", async () => {
    const sentMappings: (string | null)[] = [];
    let startedWith: { mapping: string | null; file: boolean } | undefined;
    server.use(
      http.post(PREVIEW, async ({ request }) => {
        const form = await request.formData();
        const mapping = form.get("mapping") as string | null;
        sentMappings.push(mapping);
        return HttpResponse.json({ result: previewOf(mapping ? JSON.parse(mapping) : { name: "Full name", email: "E-mail", phone: "Mobile" }) });
      }),
      http.post(START, async ({ request }) => {
        const form = await request.formData();
        // jsdom drops the part's file name on the way through; the bytes are what matter.
        startedWith = { mapping: form.get("mapping") as string | null, file: form.has("file") };
        return HttpResponse.json({ result: importBatch({ id: BATCH, jobId: JOB }) }, { status: 202 });
      }),
    );
    const { user } = renderWithUser(<ImportWizard jobId={JOB} />);
    await chooseFile(user);

    const email = await screen.findByRole("combobox", { name: /Email/ });
    expect(email).toHaveValue("E-mail");
    expect(screen.getByRole("combobox", { name: /Full name/ })).toHaveValue("Full name");
    expect(screen.getByRole("combobox", { name: /Phone/ })).toHaveValue("Mobile");
    expect(screen.getByRole("combobox", { name: /University/ })).toHaveValue("");
    expect(sentMappings).toEqual([null]);

    // Counts, the row table with the error on its cell, and the list of rows left out.
    expect(screen.getByText("Valid", { selector: "dt" }).nextSibling).toHaveTextContent("2");
    expect(screen.getByText("Invalid", { selector: "dt" }).nextSibling).toHaveTextContent("1");
    const table = screen.getByRole("table");
    expect(within(table).getByText('"budi@" is not a valid email address').closest("td")).toHaveTextContent('budi@"budi@" is not a valid email address');
    expect(within(screen.getByRole("list", { name: "Rows that will not be imported" })).getByText(/Row 3:/)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: /Major/ }), "Notes");
    await waitFor(() => expect(sentMappings).toHaveLength(2));
    expect(JSON.parse(sentMappings[1]!)).toEqual({ name: "Full name", email: "E-mail", phone: "Mobile", major: "Notes" });

    await user.click(await screen.findByRole("button", { name: "Import 2 applicants" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/job-post/${JOB}/import/${BATCH}`));
    expect(startedWith).toEqual({ file: true, mapping: JSON.stringify({ name: "Full name", email: "E-mail", phone: "Mobile", major: "Notes" }) });
  });

  it("keeps the import closed while a required field has no column, and shows the server's mapping error on its field", async () => {
    server.use(
      http.post(PREVIEW, () => HttpResponse.json({ result: previewOf({ name: "Full name" }) })),
      http.post(START, () =>
        HttpResponse.json(apiErrorBody("Choose the column that holds Full name", "IMPORT_INVALID_MAPPING", { errors: [{ field: "mapping.name", message: "Choose the column that holds Full name" }] }), { status: 422 }),
      ),
    );
    const { user } = renderWithUser(
      <>
        <ImportWizard jobId={JOB} />
        <Toaster />
      </>,
    );
    await chooseFile(user);
    expect(await screen.findByText("Choose the column that holds Email")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import 2 applicants" })).toBeDisabled();
  });

  it("shows why a file was refused", async () => {
    server.use(
      http.post(PREVIEW, () =>
        HttpResponse.json(apiErrorBody("The file has 5,001 rows; the limit is 5,000 per import. Split it into smaller files", "IMPORT_TOO_MANY_ROWS", { errors: [{ field: "file", message: "x" }] }), {
          status: 422,
        }),
      ),
    );
    const { user } = renderWithUser(<ImportWizard jobId={JOB} />);
    await chooseFile(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("The file has 5,001 rows; the limit is 5,000 per import");
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });
});

describe("ColumnMappingForm", () => {
  it("marks required fields, offers the file's headers, and reports changes", async () => {
    const onChange = vi.fn();
    const { user } = renderWithUser(<ColumnMappingForm headers={["A", "B"]} mapping={{ name: "A" }} onChange={onChange} errors={{ gpa: "The file has no column \"IPK\"" }} />);
    const email = screen.getByRole("combobox", { name: /Email/ });
    expect(email).toHaveAttribute("aria-required", "true");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Choose the column that holds Email")).toBeInTheDocument();
    expect(screen.getByText('The file has no column "IPK"')).toBeInTheDocument();
    expect(within(email).getAllByRole("option").map((option) => option.textContent)).toEqual(["Choose a column", "A", "B"]);
    await user.selectOptions(email, "B");
    expect(onChange).toHaveBeenLastCalledWith({ name: "A", email: "B" });
    await user.selectOptions(screen.getByRole("combobox", { name: /Full name/ }), "");
    expect(onChange).toHaveBeenLastCalledWith({});
  });
});
