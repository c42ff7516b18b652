// The seeded demo company as the real API answered for its owner (recorded from `npm run api` on
// a fresh embedded database), typed by the API's own schemas: an answer that no longer fits its
// contract fails typecheck here, and contract-drift.test.ts checks the values as the API would.
import type { z } from "zod";
import type { employerTodoListSchema } from "@/server/modules/employer-todo/employer-todo-schemas";
import type { homeAttentionSchema } from "@/server/modules/home/home-schemas";
import type { notificationListSchema } from "@/server/modules/notifications/notifications-schemas";

/** The first page of notifications (GET /v1/notification/all). */
export const demoNotifications = {
  docs: [
    {
      _id: "9dbff87a-fd03-49c9-b2de-b9095af76823",
      isRead: false,
      createdAt: "2026-11-28T02:00:00.000Z",
      title: "4 applicants are waiting for you",
      body: "4 applicants of Sales Development Representative have waited more than 3 days in CV Screening.",
      action: "Review Applicants",
      category: "applicant",
      type: "processApplicantsReminderReceived",
      data: {
        type: "processApplicantsReminderReceived",
        jobId: "0d3e0000-0000-4000-8000-000000001601",
        pageUrl: "/job-post/0d3e0000-0000-4000-8000-000000001601/candidates?recruitmentStepId=19566c4c-288f-4289-845c-d4f29c4a970e",
        pageName: "Candidates",
        recruitmentStepId: "19566c4c-288f-4289-845c-d4f29c4a970e"
      }
    },
    {
      _id: "9d0a2dcf-b6b6-4a74-b6b9-5e656eeb5d8d",
      isRead: false,
      createdAt: "2026-11-28T02:00:00.000Z",
      title: "1 applicant is waiting for you",
      body: "1 applicant of Product Designer has waited more than 3 days in CV Screening.",
      action: "Review Applicants",
      category: "applicant",
      type: "processApplicantsReminderReceived",
      data: {
        type: "processApplicantsReminderReceived",
        jobId: "0d3e0000-0000-4000-8000-000000001002",
        pageUrl: "/job-post/0d3e0000-0000-4000-8000-000000001002/candidates?recruitmentStepId=b2b41240-5890-4a4b-8cc3-111e18502127",
        pageName: "Candidates",
        recruitmentStepId: "b2b41240-5890-4a4b-8cc3-111e18502127"
      }
    },
    {
      _id: "66b8b2bf-34c5-4e05-a3d6-6eee49e346ea",
      isRead: false,
      createdAt: "2026-11-28T02:00:00.000Z",
      title: "Feature your team on the company profile",
      body: "Candidates trust companies that show who they will work with. Add team photos and invite your colleagues.",
      action: "Complete Profile",
      category: "company",
      type: "completeCompanyFeaturedMembersReminderReceived",
      data: {
        type: "completeCompanyFeaturedMembersReminderReceived",
        pageUrl: "/company/profile",
        pageName: "Company Profile"
      }
    },
    {
      _id: "3cc965e0-790f-45da-bbfd-b481e6400c29",
      isRead: false,
      createdAt: "2026-11-28T02:00:00.000Z",
      title: "1 applicant is waiting for you",
      body: "1 applicant of Marketing Intern has waited more than 3 days in CV Screening.",
      action: "Review Applicants",
      category: "applicant",
      type: "processApplicantsReminderReceived",
      data: {
        type: "processApplicantsReminderReceived",
        jobId: "0d3e0000-0000-4000-8000-000000001003",
        pageUrl: "/job-post/0d3e0000-0000-4000-8000-000000001003/candidates?recruitmentStepId=48028ed4-9e4f-4c3f-8d1c-e88ebe3f7743",
        pageName: "Candidates",
        recruitmentStepId: "48028ed4-9e4f-4c3f-8d1c-e88ebe3f7743"
      }
    },
    {
      _id: "1f2b8887-691d-49ca-be5f-7e6c15f95e9c",
      isRead: false,
      createdAt: "2026-11-28T02:00:00.000Z",
      title: "1 applicant is waiting for you",
      body: "1 applicant of Senior Backend Engineer has waited more than 3 days in CV Screening.",
      action: "Review Applicants",
      category: "applicant",
      type: "processApplicantsReminderReceived",
      data: {
        type: "processApplicantsReminderReceived",
        jobId: "0d3e0000-0000-4000-8000-000000001001",
        pageUrl: "/job-post/0d3e0000-0000-4000-8000-000000001001/candidates?recruitmentStepId=b3e250c6-cb24-4c02-8b14-4d38f65d6a46",
        pageName: "Candidates",
        recruitmentStepId: "b3e250c6-cb24-4c02-8b14-4d38f65d6a46"
      }
    },
    {
      _id: "0d3e0000-0000-4000-8000-000000000503",
      isRead: false,
      createdAt: "2026-01-08T01:00:00.000Z",
      title: "Feature your team on the company profile",
      body: "Candidates trust companies that show who they will work with.",
      action: null,
      category: "company",
      type: "completeCompanyFeaturedMembersReminderReceived",
      data: {
        type: "completeCompanyFeaturedMembersReminderReceived",
        pageUrl: "/company/profile",
        pageName: "Company Profile"
      }
    },
    {
      _id: "0d3e0000-0000-4000-8000-000000000502",
      isRead: true,
      createdAt: "2026-01-06T03:30:00.000Z",
      title: "Budi Santoso joined Demo Company",
      body: "Budi accepted your invitation and can now use the hiring portal.",
      action: null,
      category: "company",
      type: "invitedEmployerJoinReceived",
      data: {
        type: "invitedEmployerJoinReceived",
        pageUrl: "/manage-team?userCompanyId=0d3e0000-0000-4000-8000-000000000302",
        pageName: "Manage Team",
        userCompanyId: "0d3e0000-0000-4000-8000-000000000302"
      }
    },
    {
      _id: "0d3e0000-0000-4000-8000-000000000501",
      isRead: true,
      createdAt: "2026-01-05T02:05:00.000Z",
      title: "Your Growth plan is active",
      body: "Demo Company can now post jobs and invite the team on the Growth plan.",
      action: null,
      category: "subscription",
      type: "companySubscriptionPurchased",
      data: {
        type: "companySubscriptionPurchased",
        pageUrl: "/settings/subscription",
        pageName: "Subscription"
      }
    }
  ],
  nextDatetime: null
} satisfies z.input<typeof notificationListSchema>;

/** Home's open tasks (GET /v1/job-portal/employer-todo). */
export const demoTodos = {
  docs: [
    {
      key: "complete-company-profile",
      title: "Complete your company profile",
      description: "Candidates trust a complete profile. Still missing: logo.",
      actionLabel: "Complete profile",
      href: "/company/profile",
      priority: 20,
      progress: {
        done: 6,
        total: 7
      }
    },
    {
      key: "add-profile-picture",
      title: "Add your profile picture",
      description: "Candidates and teammates recognise you faster with a photo.",
      actionLabel: "Update profile",
      href: "/settings",
      priority: 50,
      progress: null
    }
  ]
} satisfies z.input<typeof employerTodoListSchema>;

/** Home's attention lists (GET /v1/job-portal/home/attention). */
export const demoAttention = {
  generatedAt: "2026-11-29T01:57:49.756Z",
  reminderDays: 3,
  waiting: {
    docs: [
      {
        jobId: "0d3e0000-0000-4000-8000-000000001601",
        role: "Sales Development Representative",
        stepId: "notProcessed",
        stepName: "CV Screening",
        waitingCount: 7,
        overdueCount: 5,
        oldestAppliedAt: "2026-11-18T06:14:38.851Z",
        oldestWaitMs: 934990905,
        overdue: true
      },
      {
        jobId: "0d3e0000-0000-4000-8000-000000001003",
        role: "Marketing Intern",
        stepId: "notProcessed",
        stepName: "CV Screening",
        waitingCount: 2,
        overdueCount: 1,
        oldestAppliedAt: "2026-11-25T01:57:00.000Z",
        oldestWaitMs: 345649756,
        overdue: true
      },
      {
        jobId: "0d3e0000-0000-4000-8000-000000001002",
        role: "Product Designer",
        stepId: "notProcessed",
        stepName: "CV Screening",
        waitingCount: 3,
        overdueCount: 1,
        oldestAppliedAt: "2026-11-26T01:57:00.000Z",
        oldestWaitMs: 259249756,
        overdue: true
      },
      {
        jobId: "0d3e0000-0000-4000-8000-000000001001",
        role: "Senior Backend Engineer",
        stepId: "notProcessed",
        stepName: "CV Screening",
        waitingCount: 1,
        overdueCount: 0,
        oldestAppliedAt: "2026-11-28T01:57:00.000Z",
        oldestWaitMs: 86449756,
        overdue: false
      }
    ],
    total: 4,
    applicantCount: 13,
    overdueJobCount: 3
  },
  techTests: {
    docs: [
      {
        applicationId: "7a129fc3-479f-4f3c-807d-b9d960b0a17a",
        applicantName: "Teguh Santoso",
        jobId: "0d3e0000-0000-4000-8000-000000001001",
        role: "Senior Backend Engineer",
        stepId: "techTest-0d3e1201",
        stepName: "Coding Case Study",
        submittedAt: "2026-11-26T09:57:00.000Z",
        waitMs: 230449756
      }
    ],
    total: 1
  },
  pipelines: {
    docs: [
      {
        jobId: "0d3e0000-0000-4000-8000-000000001006",
        role: "Finance Associate",
        publishedAt: "2026-11-25T01:57:00.000Z",
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
        ]
      },
      {
        jobId: "0d3e0000-0000-4000-8000-000000001003",
        role: "Marketing Intern",
        publishedAt: "2026-11-23T01:57:00.000Z",
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
        ]
      },
      {
        jobId: "0d3e0000-0000-4000-8000-000000001002",
        role: "Product Designer",
        publishedAt: "2026-11-14T01:57:00.000Z",
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
        ]
      },
      {
        jobId: "0d3e0000-0000-4000-8000-000000001001",
        role: "Senior Backend Engineer",
        publishedAt: "2026-11-09T01:57:00.000Z",
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
        ]
      },
      {
        jobId: "0d3e0000-0000-4000-8000-000000001601",
        role: "Sales Development Representative",
        publishedAt: "2026-05-31T01:57:00.000Z",
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
        ]
      }
    ],
    total: 5
  }
} satisfies z.input<typeof homeAttentionSchema>;
