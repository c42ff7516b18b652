/**
 * The help center's answers to common questions about the portal. Plain text paragraphs, rendered
 * on the server; keep them true to what the portal does when a feature changes.
 */
export type FaqEntry = { id: string; question: string; answer: string[] };
export type FaqSection = { id: string; title: string; entries: FaqEntry[] };

export const HELP_CENTER_FAQ: FaqSection[] = [
  {
    id: "jobs",
    title: "Job posts",
    entries: [
      {
        id: "post-a-job",
        question: "How do I post a job?",
        answer: [
          "Open Job Post in the menu and choose Create job. The wizard has four steps: Basic Info, Job Description, Applicant Options and Hiring Steps. Your work is saved as a draft as you go, so you can leave and come back to it from the Draft tab.",
          "When the last step is done, publish the job. It then appears on your company's careers page, where candidates apply with their CV and answer your pre-screening questions.",
        ],
      },
      {
        id: "job-quota",
        question: "Why can I not publish another job?",
        answer: [
          "Each plan allows a number of active job posts; the free trial allows 2. Close or unpublish a job you no longer need, or move to a larger plan from the Subscription page.",
        ],
      },
      {
        id: "import-applicants",
        question: "Can I bring in applicants I already have?",
        answer: [
          "Yes. In Job Post, open the job's menu and choose Import applicants, then upload a CSV (UTF-8) or Excel (.xlsx) file. You match its columns to the portal's fields, see a preview with any problems row by row, and the import runs in the background. Rows that could not be imported can be downloaded to fix and try again.",
        ],
      },
    ],
  },
  {
    id: "pipeline",
    title: "Candidates and the pipeline",
    entries: [
      {
        id: "move-candidates",
        question: "How do I move candidates through the hiring steps?",
        answer: [
          "A job's candidates page shows a board with one column per hiring step, starting with CV Screening. Drag a candidate to another column, or use the keyboard, or open a candidate and shortlist, consider or reject them. You can select several candidates and act on all of them at once.",
          "Every move can be undone for 3 seconds (4 seconds when an email goes with it); press Z to undo everything still pending.",
        ],
      },
      {
        id: "email-candidates",
        question: "Can I email candidates from the portal?",
        answer: [
          "Yes. When you shortlist or reject candidates you can send them an email from one of the templates, and you can email a selection at any time. Placeholders such as the candidate's name are filled in for each person; preview the email before sending. Sent emails appear on the candidate's activity timeline.",
        ],
      },
      {
        id: "case-study",
        question: "How do case studies (tech tests) work?",
        answer: [
          "Add a tech-test step to the job's hiring steps. Moving a candidate into that step, or sending the case study from their page, emails them a private link: by default they have 72 hours to confirm they will take it, then 48 hours to submit a link or a document. You can extend a deadline from the candidate's page.",
        ],
      },
      {
        id: "export",
        question: "How do I export a job's applications?",
        answer: [
          "Open the job's Applications table, filter it as you need and export to CSV or Excel. The file is prepared in the background; you are notified when it is ready, and it can be downloaded for 7 days.",
        ],
      },
    ],
  },
  {
    id: "team",
    title: "Your team and permissions",
    entries: [
      {
        id: "invite",
        question: "How do I invite my colleagues?",
        answer: [
          "Open Manage Team and choose Invite Member. Invite people by their work email (free email addresses cannot join); you choose each person's access before sending, and you can resend an invitation that is still pending.",
        ],
      },
      {
        id: "permissions",
        question: "What can each team member see and do?",
        answer: [
          "The company owner is the Admin and can do everything. For everyone else, Manage Team sets access per area: Job Post (Editor or Viewer, per job, with or without seeing salaries), Talent Database and Talent Search (Allow or Denied), the team itself (Editor or Viewer) and Analytics (Allow or Denied).",
        ],
      },
      {
        id: "request-access",
        question: "I do not have access to a page. What can I do?",
        answer: [
          "Ask for it from the page itself: the request goes to the Admin, or to the job's admin for a job post, and you are notified when they answer. If there is no answer within 3 days you can ask again.",
        ],
      },
    ],
  },
  {
    id: "subscription",
    title: "Trial and subscription",
    entries: [
      {
        id: "trial",
        question: "What does the free trial include?",
        answer: [
          "A company can use one free trial of 14 days, with 2 job posts, 3 team members and 10 talent contacts. The company's owner starts it from the Subscription page.",
        ],
      },
      {
        id: "paid-plan",
        question: "How do I move to a paid plan?",
        answer: [
          "Open the Subscription page, compare the plans and choose Talk to sales on the one you want: our sales team sets it up with you. You can also call or chat with us using the details on this page.",
        ],
      },
    ],
  },
  {
    id: "account",
    title: "Notifications and your account",
    entries: [
      {
        id: "notifications",
        question: "How do I know when something needs my attention?",
        answer: [
          "The bell in the header shows a red dot when you have unread notifications; it checks for new ones every minute. See All Notifications opens the full list, with tabs per category and a switch to show only unread ones.",
        ],
      },
      {
        id: "company-profile",
        question: "How do I update what candidates see about my company?",
        answer: [
          "Company Profile holds your logo, photos and the description of your company. What you save there is shown to candidates on your careers page.",
        ],
      },
      {
        id: "password",
        question: "How do I change my name or password?",
        answer: [
          "Open Settings: Personal Info holds your name, phone number, job title and department, and Password changes the password you sign in with. If you forgot your password, use Forgot password on the sign-in page to get a reset code by email.",
        ],
      },
    ],
  },
];
