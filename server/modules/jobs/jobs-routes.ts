import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireActiveSubscription, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { closeJob, duplicateJob, publishJob, unpublishJob } from "./job-lifecycle-service";
import { listJobs } from "./job-list-service";
import { jobQuotaOf } from "./job-quota";
import { createJobRequestSchema, deletedJobSchema, jobListQuerySchema, jobListSchema, jobQuotaSchema, jobSchema, updateJobRequestSchema } from "./jobs-schemas";
import { createJob, deleteJob, getJob, updateJob } from "./jobs-service";

const tags = ["Job posts"];
const member = [requireSession, requireCompany];
const idParams = z.object({ id: z.uuid("Invalid job id") });
const jobAnswer = (description: string) => jsonContent(resultEnvelope(jobSchema), description);

const list = createRoute({
  method: "get",
  path: "/v1/job-portal/job",
  tags,
  summary: "The job posts the caller may see (jobPost view), newest first, with status counts and applicants per step",
  description: "Query arrays (status, workplaceType, employmentType) as repeated keys; `cursor` is the previous page's nextCursor.",
  middleware: member,
  request: { query: jobListQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(jobListSchema), "A page of job posts"), ...pickErrors(401, 403, 422, 500) },
});

const create = createRoute({
  method: "post",
  path: "/v1/job-portal/job",
  tags,
  summary: "Create a job draft (Create Job permission); every field left out takes its spec 3 default",
  description: "With `published: true` the job is published at once, under the rules of publish (complete job, active subscription, job post quota).",
  middleware: member,
  request: { body: jsonBody(createJobRequestSchema) },
  responses: { 201: jobAnswer("The new job"), ...pickErrors(400, 401, 403, 409, 422, 500) },
});

const quota = createRoute({
  method: "get",
  path: "/v1/job-portal/job/quota",
  tags,
  summary: "Published job posts against the plan's job post quota (quota null: unlimited)",
  middleware: member,
  responses: { 200: jsonContent(resultEnvelope(jobQuotaSchema), "The quota"), ...pickErrors(401, 403, 500) },
});

const getOne = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{id}",
  tags,
  summary: "One job post with every draft field (jobPost view); salary only with jobPostSalary view",
  middleware: member,
  request: { params: idParams },
  responses: { 200: jobAnswer("The job"), ...pickErrors(401, 403, 404, 422, 500) },
});

const patch = createRoute({
  method: "patch",
  path: "/v1/job-portal/job/{id}",
  tags,
  summary: "Autosave: only the fields sent change (jobPost manage); saving the hiring team gives its members access and invites the others",
  middleware: member,
  request: { params: idParams, body: jsonBody(updateJobRequestSchema) },
  responses: { 200: jobAnswer("The job after the change"), ...pickErrors(400, 401, 403, 404, 409, 422, 500) },
});

const remove = createRoute({
  method: "delete",
  path: "/v1/job-portal/job/{id}",
  tags,
  summary: "Delete a draft that was never published and holds no applications (jobPost manage)",
  middleware: member,
  request: { params: idParams },
  responses: { 200: jsonContent(resultEnvelope(deletedJobSchema), "Deleted"), ...pickErrors(401, 403, 404, 409, 422, 500) },
});

const action = (path: string, summary: string, extra: readonly typeof requireActiveSubscription[] = []) =>
  createRoute({
    method: "post",
    path: `/v1/job-portal/job/{id}/${path}`,
    tags,
    summary,
    middleware: [...member, ...extra],
    request: { params: idParams },
    responses: { 200: jobAnswer("The job"), 201: jobAnswer("The new job"), ...pickErrors(401, 403, 404, 409, 422, 500) },
  });

const publish = action(
  "publish",
  "Publish a complete job (jobPost manage, active subscription): 422 JOB_NOT_PUBLISHABLE names what is missing, 403 JOB_QUOTA_REACHED beyond the plan's quota",
  [requireActiveSubscription],
);
const unpublish = action("unpublish", "Back to draft: applications stay, the careers page stops showing it");
const close = action("close", "Close the job: it takes no more applications; publishing reopens it");
const duplicate = action("duplicate", "Copy the job as a new draft (jobPost view on the source and Create Job)");

export const jobRoutes = createRouter()
  .openapi(list, async (c) => c.json({ result: await listJobs(c.get("db"), companySessionOf(c), c.req.valid("query")) }, 200))
  .openapi(create, async (c) => c.json({ result: await createJob(c.get("db"), companySessionOf(c), c.req.valid("json")) }, 201))
  // Before /job/{id}, which would otherwise read "quota" as an id.
  .openapi(quota, async (c) => c.json({ result: await jobQuotaOf(c.get("db"), companySessionOf(c).companyId) }, 200))
  .openapi(getOne, async (c) => c.json({ result: await getJob(c.get("db"), companySessionOf(c), c.req.valid("param").id) }, 200))
  .openapi(patch, async (c) => c.json({ result: await updateJob(c.get("db"), companySessionOf(c), c.req.valid("param").id, c.req.valid("json")) }, 200))
  .openapi(remove, async (c) => c.json({ result: await deleteJob(c.get("db"), companySessionOf(c), c.req.valid("param").id) }, 200))
  .openapi(publish, async (c) => c.json({ result: await publishJob(c.get("db"), companySessionOf(c), c.req.valid("param").id) }, 200))
  .openapi(unpublish, async (c) => c.json({ result: await unpublishJob(c.get("db"), companySessionOf(c), c.req.valid("param").id) }, 200))
  .openapi(close, async (c) => c.json({ result: await closeJob(c.get("db"), companySessionOf(c), c.req.valid("param").id) }, 200))
  .openapi(duplicate, async (c) => c.json({ result: await duplicateJob(c.get("db"), companySessionOf(c), c.req.valid("param").id) }, 201));
