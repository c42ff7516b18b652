import { eq } from "drizzle-orm";
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { companySubscriptions, subscriptionPlans } from "@/server/db/schema/subscriptions";
import { demoIds } from "@/server/db/seed/demo-ids";
import { setFlag } from "@/server/modules/feature-flags/feature-flags-service";
import { useTestApp } from "@/tests/api/test-app";
import { JOB_INTEGRATION_FLAG } from "./job-feed";
import { insertJob } from "./testing/job-factory";

const ctx = useTestApp();
const feed = (slug: string, format: "xml" | "json") => ctx.app.request(`/api/v1/careers/${slug}/feed.${format}`);

/** Parses as XML does in an aggregator: any syntax error fails the test. */
function parseXml(text: string): Document {
  const document = new new JSDOM("").window.DOMParser().parseFromString(text, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}
const text = (job: Element, name: string) => job.getElementsByTagName(name)[0]?.textContent ?? null;

let shown: Awaited<ReturnType<typeof insertJob>>;

beforeAll(async () => {
  const db = ctx.database.db;
  shown = await insertJob(db, {
    role: "Designer ]]> <script>\u0001",
    startRange: 8_000_000,
    endRange: 12_000_000,
    showSalaryToApplicants: true,
    workplaceType: "hybrid",
    cityList: ["jakarta", "Bandung"],
    employmentTypes: ["fullTime", "freelance"],
    description: "<p>Design <b>things</b></p>",
    requirements: "<p>Figma</p>",
  });
  await insertJob(db, { role: "Hidden Salary Engineer", startRange: 10_000_000, endRange: 15_000_000, showSalaryToApplicants: false, workplaceType: "remote" });
  await insertJob(db, { role: "Draft Role", status: "draft", publishedAt: null });
  await insertJob(db, { role: "Closed Role", status: "closed", closedAt: new Date() });
  await insertJob(db, { role: "Future Role", jobActivationType: "scheduled", activationDate: new Date(Date.now() + 86_400_000) });
  await insertJob(db, { companyId: demoIds.otherCompany, role: "Other Company Role" });
});

describe("job feeds for aggregators", () => {
  it("are not there for a company without job integration, nor for an unknown company", async () => {
    for (const format of ["xml", "json"] as const) {
      const off = await feed("demo-company", format);
      expect(off.status).toBe(404);
      expect((await off.json()).code).toBe("JOB_FEED_NOT_AVAILABLE");
      const unknown = await feed("no-such-company", format);
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).code).toBe("COMPANY_NOT_FOUND");
    }
  });

  it("are not there while the company's plan lacks job integration, even with the flag on", async () => {
    await setFlag(ctx.database.db, JOB_INTEGRATION_FLAG, { enabled: true, companyId: demoIds.demoCompany });
    const growth = await feed("demo-company", "xml");
    expect(growth.status).toBe(404);
    expect((await growth.json()).code).toBe("JOB_FEED_NOT_AVAILABLE");
  });

  describe("with job integration on for the company and in its plan", () => {
    beforeAll(async () => {
      await setFlag(ctx.database.db, JOB_INTEGRATION_FLAG, { enabled: true, companyId: demoIds.demoCompany });
      const [enterprise] = await ctx.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.code, "enterprise"));
      await ctx.database.db.update(companySubscriptions).set({ planId: enterprise!.id }).where(eq(companySubscriptions.companyId, demoIds.demoCompany));
    });

    it("lists only the company's open jobs as well-formed XML in the aggregators' format", async () => {
      const response = await feed("demo-company", "xml");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("public, max-age=300");
      const document = parseXml(await response.text());
      expect(document.documentElement.tagName).toBe("source");
      expect(text(document.documentElement, "publisher")).toBe("Demo Company");
      const jobs = [...document.getElementsByTagName("job")];
      const titles = jobs.map((job) => text(job, "title"));
      expect(titles).toContain("Hidden Salary Engineer");
      for (const hidden of ["Draft Role", "Closed Role", "Future Role", "Other Company Role"]) expect(titles).not.toContain(hidden);

      const designer = jobs.find((job) => text(job, "referencenumber") === shown.id)!;
      // A "]]>" in the text cannot end its CDATA, and characters XML cannot hold are dropped.
      expect(text(designer, "title")).toBe("Designer ]]> <script>");
      expect(text(designer, "url")).toMatch(new RegExp(`/careers/demo-company/${shown.slug}$`));
      expect(text(designer, "company")).toBe("Demo Company");
      expect(text(designer, "city")).toBe("Jakarta, Bandung");
      expect(text(designer, "country")).toBe("ID");
      expect(text(designer, "salary")).toBe("IDR 8.000.000 - 12.000.000 per month");
      expect(text(designer, "jobtype")).toBe("fulltime, contract");
      expect(text(designer, "remotetype")).toBe("Hybrid remote");
      expect(text(designer, "description")).toBe("<p>Design <b>things</b></p><h3>Requirements</h3><p>Figma</p>");
      expect(new Date(text(designer, "date")!).getTime()).toBeGreaterThan(0);

      const hiddenSalary = jobs.find((job) => text(job, "title") === "Hidden Salary Engineer")!;
      expect(text(hiddenSalary, "salary")).toBeNull();
      expect(text(hiddenSalary, "remotetype")).toBe("Fully remote");
    });

    it("lists the same jobs as JSON, each the JobPosting structured data of its careers page", async () => {
      const response = await feed("demo-company", "json");
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.company).toMatchObject({ name: "Demo Company" });
      expect(body.company.url).toMatch(/\/careers\/demo-company$/);
      const designer = body.jobs.find((job: { identifier: { value: string } }) => job.identifier.value === shown.id);
      expect(designer).toMatchObject({
        "@type": "JobPosting",
        title: "Designer ]]> <script>\u0001",
        hiringOrganization: { name: "Demo Company" },
        baseSalary: { currency: "IDR", value: { minValue: 8_000_000, maxValue: 12_000_000, unitText: "MONTH" } },
      });
      expect(designer.url).toMatch(new RegExp(`/careers/demo-company/${shown.slug}$`));
      const titles = body.jobs.map((job: { title: string }) => job.title);
      expect(titles).not.toContain("Draft Role");
      expect(titles).not.toContain("Other Company Role");
    });

    it("stays closed for another company, whose plan lacks it", async () => {
      const other = await feed("other-company", "xml");
      expect(other.status).toBe(404);
      expect((await other.json()).code).toBe("JOB_FEED_NOT_AVAILABLE");
    });
  });
});
