/** The pages measured, each with its ready element and the one interaction a user really does there. */
import type { Locator, Page } from "@playwright/test";
import { seedUuid } from "../../server/db/seed/seed-jobs";
import { LARGE_PIPELINE_JOB_ID } from "../../server/db/seed/seed-pipeline-large";

// Sample records of the seed (server/db/seed/seed-job-content.ts, seed-pipeline-large.ts).
const BACKEND_JOB = "0d3e0000-0000-4000-8000-000000001001";
const DRAFT_JOB = "0d3e0000-0000-4000-8000-000000001004";
const BACKEND_APPLICANT = seedUuid(`application:${BACKEND_JOB}:andi.pratama@example.com`);

export type Interaction = { label: string; run: (page: Page) => Promise<void> };
export type PageSpec = {
  name: string;
  path: string;
  signedIn: boolean;
  /** Visible once the page shows what it is for. */
  ready: (page: Page) => Promise<void>;
  interaction: Interaction;
  origin?: "app" | "bare";
  reference?: boolean;
};

const VISIBLE = { state: "visible", timeout: 60_000 } as const;
const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name }).waitFor(VISIBLE);

const clickHeading: Interaction = {
  label: "click the heading (no handler)",
  run: (page) => page.getByRole("heading", { level: 1 }).click(),
};

export const PAGES: PageSpec[] = [
  {
    name: "reference: /maintenance (static)",
    path: "/maintenance",
    signedIn: false,
    reference: true,
    ready: (page) => heading(page, "We are under maintenance"),
    interaction: clickHeading,
  },
  {
    name: "reference: bare Next.js page",
    path: "/",
    signedIn: false,
    reference: true,
    origin: "bare",
    ready: (page) => heading(page, "Hello"),
    interaction: clickHeading,
  },
  {
    name: "home",
    path: "/",
    signedIn: true,
    ready: (page) => heading(page, "Home"),
    interaction: {
      label: "open the notification bell",
      run: async (page) => {
        await page.getByRole("button", { name: /^Notifications/ }).click();
        await page.getByRole("dialog").first().waitFor(VISIBLE);
      },
    },
  },
  {
    name: "job list",
    path: "/job-post",
    signedIn: true,
    ready: (page) => heading(page, "Job Post"),
    interaction: {
      label: "switch to the Draft tab",
      run: async (page) => {
        await page.getByRole("button", { name: /^Draft/ }).click();
        await page.getByRole("button", { name: /^Draft/, pressed: true }).waitFor(VISIBLE);
      },
    },
  },
  {
    name: "board (demo backend job)",
    path: `/job-post/${BACKEND_JOB}/candidates`,
    signedIn: true,
    ready: (page) => page.getByRole("region", { name: "Applicants in CV Screening" }).getByRole("checkbox").first().waitFor(VISIBLE),
    interaction: tickFirstCard(),
  },
  {
    name: "board (10,000 applicants)",
    path: `/job-post/${LARGE_PIPELINE_JOB_ID}/candidates`,
    signedIn: true,
    ready: (page) => page.getByRole("region", { name: "Applicants in CV Screening" }).getByRole("checkbox").first().waitFor(VISIBLE),
    interaction: tickFirstCard(),
  },
  {
    name: "applicant",
    path: `/job-post/${BACKEND_JOB}/candidates/${BACKEND_APPLICANT}`,
    signedIn: true,
    ready: (page) => heading(page, "Andi Pratama"),
    interaction: {
      label: "open Move to step",
      run: async (page) => {
        await page.getByRole("button", { name: "Move to step" }).click();
        await page.getByRole("menuitem").first().waitFor(VISIBLE);
      },
    },
  },
  {
    name: "notifications",
    path: "/notifications",
    signedIn: true,
    ready: (page) => page.getByRole("tab", { name: "All" }).waitFor(VISIBLE),
    interaction: {
      label: "switch to the Applicants tab",
      run: async (page) => {
        const tab = page.getByRole("tab", { name: "Applicants" });
        await tab.click();
        await page.getByRole("tabpanel", { name: "Applicants" }).waitFor(VISIBLE);
      },
    },
  },
  {
    name: "manage team",
    path: "/manage-team",
    signedIn: true,
    ready: (page) => page.getByRole("region", { name: "Members table" }).waitFor(VISIBLE),
    interaction: {
      label: "open Edit access of the first member",
      run: async (page) => {
        await page.getByRole("button", { name: /^Edit access of / }).first().click();
        await page.getByRole("dialog", { name: /^Edit access/ }).waitFor(VISIBLE);
      },
    },
  },
  {
    name: "company profile",
    path: "/company/profile",
    signedIn: true,
    ready: (page) => page.getByRole("button", { name: "Edit About" }).waitFor(VISIBLE),
    interaction: {
      label: "open Edit About",
      run: async (page) => {
        await page.getByRole("button", { name: "Edit About" }).click();
        await page.getByRole("button", { name: /^(Save|Cancel)/ }).first().waitFor(VISIBLE);
      },
    },
  },
  {
    name: "personal info",
    path: "/settings/personal-info",
    signedIn: true,
    ready: (page) => page.getByRole("textbox", { name: "Job title" }).waitFor(VISIBLE),
    interaction: {
      label: "type a letter in Job title",
      run: async (page) => {
        const field = page.getByRole("textbox", { name: "Job title" });
        await field.click();
        await page.keyboard.press("End");
        await page.keyboard.press("s");
        await page.getByRole("button", { name: "Save changes", disabled: false }).waitFor(VISIBLE);
      },
    },
  },
  {
    name: "job wizard (draft)",
    path: `/job-post/edit/${DRAFT_JOB}`,
    signedIn: true,
    ready: (page) => page.getByRole("checkbox", { name: "Bachelor's Degree" }).waitFor(VISIBLE),
    interaction: {
      // Ticked and unticked again, so the autosaved draft ends as it began.
      label: "tick and untick Bachelor's Degree",
      run: async (page) => {
        const box = page.getByRole("checkbox", { name: "Bachelor's Degree" });
        const before = await box.isChecked();
        await box.click();
        await waitChecked(box, !before);
        await box.click();
        await waitChecked(box, before);
      },
    },
  },
  {
    name: "careers page",
    path: "/careers/demo-company",
    signedIn: false,
    ready: (page) => heading(page, "Careers at Demo Company"),
    interaction: {
      label: "open a job (client navigation)",
      run: async (page) => {
        await page.getByRole("link", { name: /^Senior Backend Engineer/ }).click();
        await heading(page, "Senior Backend Engineer");
      },
    },
  },
  {
    name: "careers job page",
    path: "/careers/demo-company/senior-backend-engineer-0d3e1001",
    signedIn: false,
    ready: (page) => heading(page, "Senior Backend Engineer"),
    interaction: {
      label: "type a letter in the apply form's Full name",
      run: async (page) => {
        await page.getByRole("textbox", { name: "Full name" }).click();
        await page.keyboard.press("A");
      },
    },
  },
];

async function waitChecked(box: Locator, checked: boolean) {
  const deadline = Date.now() + 10_000;
  while ((await box.isChecked()) !== checked) {
    if (Date.now() > deadline) throw new Error(`the checkbox did not become ${checked ? "ticked" : "unticked"} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function tickFirstCard(): Interaction {
  return {
    label: "tick the first card of CV Screening",
    run: async (page) => {
      const box = page.getByRole("region", { name: "Applicants in CV Screening" }).getByRole("checkbox").first();
      await box.click();
      await waitChecked(box, true);
    },
  };
}
