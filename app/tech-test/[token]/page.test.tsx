import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CandidateTechTest } from "@/server/modules/tech-tests/tech-tests-schemas";
import { renderWithUser } from "@/tests/ui/render-with-user";

const data = vi.hoisted(() => ({ test: null as CandidateTechTest | null }));
vi.mock("./_lib/tech-test-data", () => ({ getTechTestByToken: async () => data.test }));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

import TechTestPage, { generateMetadata } from "./page";

const params = Promise.resolve({ token: "tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG" });
const test: CandidateTechTest = {
  companyName: "Demo Company",
  jobTitle: "Data Analyst",
  candidateName: "Dewi Kartika",
  status: "waitConfirm",
  subject: "Case Study Invitation for Data Analyst at Demo Company",
  message: "Hi Dewi, please analyse the attached data.",
  startLimitHours: 72,
  durationHours: 48,
  confirmBy: "2030-03-06T07:00:00.000Z",
  submitBy: null,
  submittedAt: null,
  submissionTypes: ["link"],
  submissionLink: null,
  submissionFileName: null,
};

beforeEach(() => {
  data.test = test;
});

describe("tech test page", () => {
  it("shows the company, the job, the candidate's instructions and the way to start", async () => {
    renderWithUser(await TechTestPage({ params }));
    expect(screen.getByRole("heading", { level: 1, name: "Case study for Data Analyst" })).toBeInTheDocument();
    expect(screen.getByText("Demo Company")).toBeInTheDocument();
    expect(screen.getByText(/Hi Dewi Kartika, here is everything/)).toBeInTheDocument();
    expect(screen.getByText("Hi Dewi, please analyse the attached data.")).toBeInTheDocument();
    expect(screen.getByText("Wednesday, 06 Mar 2030 at 14:00 WIB")).toBeInTheDocument();
    expect(screen.getByText("a link")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm and start" })).toBeInTheDocument();
  });

  it("is not found for an unknown token, and kept out of search engines and referrers", async () => {
    expect(await generateMetadata({ params })).toMatchObject({
      title: "Case study for Data Analyst at Demo Company",
      robots: { index: false, follow: false },
      referrer: "no-referrer",
    });
    data.test = null;
    await expect(TechTestPage({ params })).rejects.toThrow("NEXT_NOT_FOUND");
    expect(await generateMetadata({ params })).toMatchObject({ title: "Tech test not found", robots: { index: false } });
  });
});
