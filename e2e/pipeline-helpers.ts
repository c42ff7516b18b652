import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";

const JOBS = "/api/v1/job-portal/job";

// A one-page PDF with text, the way a candidate's CV arrives.
const CV_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

export type PublishedJob = { id: string; slug: string; role: string };

// Jobs this worker published and has not closed yet (see closeCreatedJobs).
const openJobs = new Set<string>();

/**
 * A published job of the signed-in demo owner's company with its own applicants, so a test never
 * shares applicants with another test running beside it. With `caseStudy`, the job has a
 * "Case Study" tech-test step that sends the case study when applicants enter it; `skills` are what
 * Talent Search recommends talents for.
 */
export async function createPublishedJob(
  request: APIRequestContext,
  options: { role: string; caseStudy?: boolean; skills?: string[]; hiringTeam?: { email: string; access: "editor" | "viewer" | "viewerSalary" }[] },
): Promise<PublishedJob> {
  const steps = [
    { type: "notProcessed", name: "CV Screening" },
    { type: "accepted", name: "CV Shortlisted" },
    ...(options.caseStudy ? [{ type: "techTest", name: "Case Study", action: "send-case-study", techTest: {} }] : []),
    { type: "rejected", name: "Rejected" },
  ];
  const created = await request.post(JOBS, {
    data: {
      role: options.role,
      description: "<p>Join our team.</p>",
      workplaceType: "remote",
      startRange: 8_000_000,
      endRange: 12_000_000,
      recruitmentSteps: steps,
      ...(options.skills ? { skills: options.skills } : {}),
      ...(options.hiringTeam ? { hiringTeam: options.hiringTeam } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const job = ((await created.json()) as { result: { id: string } }).result;
  const published = await request.post(`${JOBS}/${job.id}/publish`);
  expect(published.status(), await published.text()).toBe(200);
  const { result } = (await published.json()) as { result: { id: string; slug: string; role: string } };
  openJobs.add(result.id);
  return { id: result.id, slug: result.slug, role: result.role };
}

/**
 * Closes the jobs createPublishedJob opened, so the demo company's plan quota (10 published jobs)
 * never runs out however many tests create one. Call it after each test that creates jobs.
 */
export async function closeCreatedJobs(request: APIRequestContext): Promise<void> {
  for (const jobId of openJobs) {
    const response = await request.post(`${JOBS}/${jobId}/close`);
    expect(response.status(), await response.text()).toBe(200);
    openJobs.delete(jobId);
  }
}

export type Applicant = { name: string; email: string };

/** Applies to the job through the public careers API, as a candidate's browser would. */
export async function applyTo(request: APIRequestContext, job: PublishedJob, name: string): Promise<Applicant> {
  const applicant = { name: `${name} ${randomUUID().slice(0, 4)}`, email: `${name.toLowerCase().replace(/\s+/g, ".")}.${randomUUID().slice(0, 8)}@example.com` };
  const response = await request.post(`/api/v1/careers/demo-company/jobs/${job.slug}/applications`, {
    multipart: {
      name: applicant.name,
      email: applicant.email,
      phone: "+62 812 3456 7890",
      cv: { name: "cv.pdf", mimeType: "application/pdf", buffer: CV_PDF },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return applicant;
}

export type Mail = { to: string; subject: string; text: string; category: string; attachments: { filename: string; contentType: string; content: string }[] };

/** The local mailbox's mails to one address, newest first. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=20`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { docs: Mail[] } }).result.docs;
}

export type ApplicantState = { status: string; recruitmentStepId: string };

/** Where an applicant stands according to the API (the candidate detail endpoint). */
export async function applicantState(request: APIRequestContext, jobId: string, applicationId: string): Promise<ApplicantState> {
  const response = await request.get(`${JOBS}/${jobId}/candidates/${applicationId}`);
  expect(response.status(), await response.text()).toBe(200);
  const { result } = (await response.json()) as { result: { status: string; recruitmentStep: { id: string } } };
  return { status: result.status, recruitmentStepId: result.recruitmentStep.id };
}

/** The application id at the end of an applicant page's link or address. */
export function applicationIdFrom(href: string): string {
  return new URL(href, "http://localhost").pathname.split("/").at(-1)!;
}
