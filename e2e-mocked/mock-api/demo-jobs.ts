// The seeded demo company as the real API answered for its owner (recorded from `npm run api` on
// a fresh embedded database), typed by the API's own schemas: an answer that no longer fits its
// contract fails typecheck here, and contract-drift.test.ts checks the values as the API would.
import type { z } from "zod";
import type { jobListSchema, jobQuotaSchema } from "@/server/modules/jobs/jobs-schemas";

/** The job list's first page (GET /v1/job-portal/job). */
export const demoJobs = {
  docs: [
    {
      id: "0d3e0000-0000-4000-8000-000000001004",
      role: "Data Analyst",
      status: "draft",
      slug: "data-analyst-0d3e1004",
      workplaceType: "hybrid",
      employmentTypes: [
        "fullTime"
      ],
      location: "Jakarta Pusat",
      salaryType: "paid",
      startRange: 12000000,
      endRange: 16000000,
      salaryHidden: false,
      applicationPlatform: "internal",
      applicantCount: 0,
      steps: [
        {
          id: "notProcessed",
          type: "notProcessed",
          name: "CV Screening",
          applicantCount: 0
        },
        {
          id: "accepted",
          type: "accepted",
          name: "CV Shortlisted",
          applicantCount: 0
        },
        {
          id: "rejected",
          type: "rejected",
          name: "Rejected",
          applicantCount: 0
        }
      ],
      canEdit: true,
      createdAt: "2026-11-27T01:57:00.000Z",
      updatedAt: "2026-11-27T01:57:00.000Z",
      publishedAt: null,
      closedAt: null
    },
    {
      id: "0d3e0000-0000-4000-8000-000000001006",
      role: "Finance Associate",
      status: "published",
      slug: "finance-associate-0d3e1006",
      workplaceType: "onSite",
      employmentTypes: [
        "fullTime"
      ],
      location: "Jakarta Selatan",
      salaryType: "paid",
      startRange: null,
      endRange: null,
      salaryHidden: false,
      applicationPlatform: "external",
      applicantCount: 0,
      steps: [
        {
          id: "notProcessed",
          type: "notProcessed",
          name: "CV Screening",
          applicantCount: 0
        },
        {
          id: "accepted",
          type: "accepted",
          name: "CV Shortlisted",
          applicantCount: 0
        },
        {
          id: "rejected",
          type: "rejected",
          name: "Rejected",
          applicantCount: 0
        }
      ],
      canEdit: true,
      createdAt: "2026-11-25T01:57:00.000Z",
      updatedAt: "2026-11-25T01:57:00.000Z",
      publishedAt: "2026-11-25T01:57:00.000Z",
      closedAt: null
    },
    {
      id: "0d3e0000-0000-4000-8000-000000001003",
      role: "Marketing Intern",
      status: "published",
      slug: "marketing-intern-0d3e1003",
      workplaceType: "onSite",
      employmentTypes: [
        "internship"
      ],
      location: "Bandung",
      salaryType: "paid",
      startRange: 2500000,
      endRange: 3500000,
      salaryHidden: false,
      applicationPlatform: "internal",
      applicantCount: 6,
      steps: [
        {
          id: "notProcessed",
          type: "notProcessed",
          name: "CV Screening",
          applicantCount: 3
        },
        {
          id: "accepted",
          type: "accepted",
          name: "CV Shortlisted",
          applicantCount: 2
        },
        {
          id: "rejected",
          type: "rejected",
          name: "Rejected",
          applicantCount: 1
        }
      ],
      canEdit: true,
      createdAt: "2026-11-23T01:57:00.000Z",
      updatedAt: "2026-11-23T01:57:00.000Z",
      publishedAt: "2026-11-23T01:57:00.000Z",
      closedAt: null
    },
    {
      id: "0d3e0000-0000-4000-8000-000000001002",
      role: "Product Designer",
      status: "published",
      slug: "product-designer-0d3e1002",
      workplaceType: "remote",
      employmentTypes: [
        "fullTime",
        "contract"
      ],
      location: null,
      salaryType: "paid",
      startRange: 15000000,
      endRange: 22000000,
      salaryHidden: false,
      applicationPlatform: "internal",
      applicantCount: 8,
      steps: [
        {
          id: "notProcessed",
          type: "notProcessed",
          name: "CV Screening",
          applicantCount: 4
        },
        {
          id: "accepted",
          type: "accepted",
          name: "CV Shortlisted",
          applicantCount: 1
        },
        {
          id: "custom-0d3e1203",
          type: "custom",
          name: "Portfolio Review",
          applicantCount: 2
        },
        {
          id: "rejected",
          type: "rejected",
          name: "Rejected",
          applicantCount: 1
        }
      ],
      canEdit: true,
      createdAt: "2026-11-14T01:57:00.000Z",
      updatedAt: "2026-11-14T01:57:00.000Z",
      publishedAt: "2026-11-14T01:57:00.000Z",
      closedAt: null
    },
    {
      id: "0d3e0000-0000-4000-8000-000000001001",
      role: "Senior Backend Engineer",
      status: "published",
      slug: "senior-backend-engineer-0d3e1001",
      workplaceType: "hybrid",
      employmentTypes: [
        "fullTime"
      ],
      location: "Jakarta Selatan",
      salaryType: "paid",
      startRange: 25000000,
      endRange: 35000000,
      salaryHidden: false,
      applicationPlatform: "internal",
      applicantCount: 14,
      steps: [
        {
          id: "notProcessed",
          type: "notProcessed",
          name: "CV Screening",
          applicantCount: 2
        },
        {
          id: "accepted",
          type: "accepted",
          name: "CV Shortlisted",
          applicantCount: 2
        },
        {
          id: "techTest-0d3e1201",
          type: "techTest",
          name: "Coding Case Study",
          applicantCount: 5
        },
        {
          id: "custom-0d3e1202",
          type: "custom",
          name: "Technical Interview",
          applicantCount: 2
        },
        {
          id: "rejected",
          type: "rejected",
          name: "Rejected",
          applicantCount: 3
        }
      ],
      canEdit: true,
      createdAt: "2026-11-09T01:57:00.000Z",
      updatedAt: "2026-11-09T01:57:00.000Z",
      publishedAt: "2026-11-09T01:57:00.000Z",
      closedAt: null
    },
    {
      id: "0d3e0000-0000-4000-8000-000000001005",
      role: "Customer Success Lead",
      status: "closed",
      slug: "customer-success-lead-0d3e1005",
      workplaceType: "onSite",
      employmentTypes: [
        "fullTime"
      ],
      location: "Surabaya",
      salaryType: "paid",
      startRange: 14000000,
      endRange: 18000000,
      salaryHidden: false,
      applicationPlatform: "internal",
      applicantCount: 6,
      steps: [
        {
          id: "notProcessed",
          type: "notProcessed",
          name: "CV Screening",
          applicantCount: 1
        },
        {
          id: "accepted",
          type: "accepted",
          name: "CV Shortlisted",
          applicantCount: 1
        },
        {
          id: "approached-0d3e1204",
          type: "approached",
          name: "On Hold",
          applicantCount: 2
        },
        {
          id: "rejected",
          type: "rejected",
          name: "Rejected",
          applicantCount: 2
        }
      ],
      canEdit: true,
      createdAt: "2026-09-30T01:57:00.000Z",
      updatedAt: "2026-09-30T01:57:00.000Z",
      publishedAt: "2026-09-30T01:57:00.000Z",
      closedAt: "2026-10-30T01:57:00.000Z"
    },
    {
      id: "0d3e0000-0000-4000-8000-000000001604",
      role: "Warehouse Operations Supervisor",
      status: "closed",
      slug: "warehouse-operations-supervisor-0d3e1604",
      workplaceType: "onSite",
      employmentTypes: [
        "fullTime"
      ],
      location: "Bekasi",
      salaryType: "paid",
      startRange: 7000000,
      endRange: 10000000,
      salaryHidden: false,
      applicationPlatform: "internal",
      applicantCount: 157,
      steps: [
        {
          id: "notProcessed",
          type: "notProcessed",
          name: "CV Screening",
          applicantCount: 0
        },
        {
          id: "accepted",
          type: "accepted",
          name: "CV Shortlisted",
          applicantCount: 29
        },
        {
          id: "custom-0d3e1641",
          type: "custom",
          name: "Site Interview",
          applicantCount: 26
        },
        {
          id: "rejected",
          type: "rejected",
          name: "Rejected",
          applicantCount: 102
        }
      ],
      canEdit: true,
      createdAt: "2026-08-01T01:57:00.000Z",
      updatedAt: "2026-10-25T01:57:00.000Z",
      publishedAt: "2026-08-01T01:57:00.000Z",
      closedAt: "2026-10-25T01:57:00.000Z"
    },
    {
      id: "0d3e0000-0000-4000-8000-000000001603",
      role: "Content Marketing Specialist",
      status: "closed",
      slug: "content-marketing-specialist-0d3e1603",
      workplaceType: "remote",
      employmentTypes: [
        "fullTime"
      ],
      location: null,
      salaryType: "paid",
      startRange: 8000000,
      endRange: 11000000,
      salaryHidden: false,
      applicationPlatform: "internal",
      applicantCount: 135,
      steps: [
        {
          id: "notProcessed",
          type: "notProcessed",
          name: "CV Screening",
          applicantCount: 0
        },
        {
          id: "accepted",
          type: "accepted",
          name: "CV Shortlisted",
          applicantCount: 29
        },
        {
          id: "custom-0d3e1631",
          type: "custom",
          name: "Writing Interview",
          applicantCount: 30
        },
        {
          id: "rejected",
          type: "rejected",
          name: "Rejected",
          applicantCount: 76
        }
      ],
      canEdit: true,
      createdAt: "2026-07-02T01:57:00.000Z",
      updatedAt: "2026-08-26T01:57:00.000Z",
      publishedAt: "2026-07-02T01:57:00.000Z",
      closedAt: "2026-08-26T01:57:00.000Z"
    },
    {
      id: "0d3e0000-0000-4000-8000-000000001602",
      role: "Android Engineer",
      status: "closed",
      slug: "android-engineer-0d3e1602",
      workplaceType: "hybrid",
      employmentTypes: [
        "fullTime"
      ],
      location: "Jakarta Barat",
      salaryType: "paid",
      startRange: 15000000,
      endRange: 24000000,
      salaryHidden: false,
      applicationPlatform: "internal",
      applicantCount: 151,
      steps: [
        {
          id: "notProcessed",
          type: "notProcessed",
          name: "CV Screening",
          applicantCount: 0
        },
        {
          id: "accepted",
          type: "accepted",
          name: "CV Shortlisted",
          applicantCount: 18
        },
        {
          id: "techTest-0d3e1621",
          type: "techTest",
          name: "Android Case Study",
          applicantCount: 34
        },
        {
          id: "custom-0d3e1622",
          type: "custom",
          name: "Technical Interview",
          applicantCount: 7
        },
        {
          id: "rejected",
          type: "rejected",
          name: "Rejected",
          applicantCount: 92
        }
      ],
      canEdit: true,
      createdAt: "2026-06-07T01:57:00.000Z",
      updatedAt: "2026-09-20T01:57:00.000Z",
      publishedAt: "2026-06-07T01:57:00.000Z",
      closedAt: "2026-09-20T01:57:00.000Z"
    },
    {
      id: "0d3e0000-0000-4000-8000-000000001601",
      role: "Sales Development Representative",
      status: "published",
      slug: "sales-development-representative-0d3e1601",
      workplaceType: "onSite",
      employmentTypes: [
        "fullTime"
      ],
      location: "Jakarta Selatan",
      salaryType: "paid",
      startRange: 6500000,
      endRange: 9000000,
      salaryHidden: false,
      applicationPlatform: "internal",
      applicantCount: 460,
      steps: [
        {
          id: "notProcessed",
          type: "notProcessed",
          name: "CV Screening",
          applicantCount: 7
        },
        {
          id: "accepted",
          type: "accepted",
          name: "CV Shortlisted",
          applicantCount: 115
        },
        {
          id: "custom-0d3e1611",
          type: "custom",
          name: "Sales Role Play",
          applicantCount: 74
        },
        {
          id: "rejected",
          type: "rejected",
          name: "Rejected",
          applicantCount: 264
        }
      ],
      canEdit: true,
      createdAt: "2026-05-31T01:57:00.000Z",
      updatedAt: "2026-05-31T01:57:00.000Z",
      publishedAt: "2026-05-31T01:57:00.000Z",
      closedAt: null
    }
  ],
  nextCursor: null,
  counts: {
    all: 10,
    draft: 1,
    published: 5,
    closed: 4
  }
} satisfies z.input<typeof jobListSchema>;

/** The plan's job quota (GET /v1/job-portal/job/quota). */
export const demoJobQuota = {
  used: 5,
  quota: 10,
  planName: "Growth",
  onTrial: false
} satisfies z.input<typeof jobQuotaSchema>;
