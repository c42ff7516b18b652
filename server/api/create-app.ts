import { requestId } from "hono/request-id";
import type { Logger } from "pino";
import { aiAnalyzerRoutes } from "@/server/modules/ai-analyzer/ai-analyzer-routes";
import { applicationExportsRoutes } from "@/server/modules/application-exports/application-exports-routes";
import { applicationsRoutes } from "@/server/modules/applications/applications-routes";
import { candidateEmailsRoutes } from "@/server/modules/candidate-emails/candidate-emails-routes";
import { pipelineRoutes } from "@/server/modules/pipeline/pipeline-routes";
import { techTestsRoutes } from "@/server/modules/tech-tests/tech-tests-routes";
import { scorecardsRoutes } from "@/server/modules/scorecards/scorecards-routes";
import { interviewsRoutes } from "@/server/modules/interviews/interviews-routes";
import { accountRoutes } from "@/server/modules/auth/account-routes";
import { googleSignInRoutes } from "@/server/modules/auth/google-sign-in-routes";
import { sessionRoutes } from "@/server/modules/auth/session-routes";
import { billingDetailsRoutes } from "@/server/modules/checkout/billing-details-routes";
import { checkoutRoutes } from "@/server/modules/checkout/checkout-routes";
import { jobBoostRoutes } from "@/server/modules/job-boosts/job-boosts-routes";
import { paymentSimulatorRoutes } from "@/server/modules/checkout/payment-simulator-routes";
import { operatorRefundRoutes } from "@/server/modules/checkout/operator-refund-routes";
import { paymentWebhookRoutes } from "@/server/modules/checkout/payment-webhook-routes";
import { careersRoutes } from "@/server/modules/careers/careers-routes";
import { changeRequestRoutes } from "@/server/modules/change-requests/change-requests-routes";
import { companiesRoutes } from "@/server/modules/companies/companies-routes";
import { companyPhotoRoutes } from "@/server/modules/company-profile/company-photos-routes";
import { companyProfileRoutes } from "@/server/modules/company-profile/company-profile-routes";
import { employerTodoRoutes } from "@/server/modules/employer-todo/employer-todo-routes";
import { homeRoutes } from "@/server/modules/home/home-routes";
import { analyticsRoutes } from "@/server/modules/analytics/analytics-routes";
import { eventTrackingRoutes } from "@/server/modules/event-tracking/event-tracking-routes";
import { featureFlagRoutes } from "@/server/modules/feature-flags/feature-flags-routes";
import { healthRoutes } from "@/server/modules/health/health-routes";
import { helpCenterRoutes } from "@/server/modules/help-center/help-center-routes";
import { hrisConsoleRoutes } from "@/server/modules/hris/hris-console-routes";
import { hrisRoutes } from "@/server/modules/hris/hris-routes";
import { jobRoutes } from "@/server/modules/jobs/jobs-routes";
import { jobImportsRoutes } from "@/server/modules/job-imports/job-imports-routes";
import { mailboxRoutes } from "@/server/modules/mail/mailbox-routes";
import { parseServerEnv } from "@/server/config/env";
import { notificationRoutes } from "@/server/modules/notifications/notifications-routes";
import { permissionsRoutes } from "@/server/modules/permissions/permissions-routes";
import { subscriptionsRoutes } from "@/server/modules/subscriptions/subscriptions-routes";
import { teamRoutes } from "@/server/modules/team/team-routes";
import { talentContactRoutes } from "@/server/modules/talents/talent-contact-routes";
import { talentDetailRoutes } from "@/server/modules/talents/talent-detail-routes";
import { talentInvitationRoutes } from "@/server/modules/talents/talent-invitation-routes";
import { talentDatabaseRoutes } from "@/server/modules/talents/talent-database-routes";
import { talentSearchRoutes } from "@/server/modules/talents/talent-search-routes";
import { talentListsRoutes } from "@/server/modules/talents/talent-lists-routes";
import { talentNotesRoutes } from "@/server/modules/talents/talent-notes-routes";
import type { AppDependencies, MountableRoutes } from "./context";
import { docsRoutes } from "./docs-routes";
import { handleError, handleNotFound } from "./middleware/error-handler";
import { rejectMalformedJson } from "./middleware/reject-malformed-json";
import { databaseContext, requestLogging } from "./middleware/request-context";
import { API_BASE_PATH } from "./base-path";
import { createRouter } from "./router";

export { API_BASE_PATH };

/** The whole API. Next.js mounts it at /api; `npm run api` serves it alone. */
export function createApiApp(
  deps: AppDependencies,
  rootLogger: Logger,
  options: { extraRoutes?: MountableRoutes[]; /** Overrides LOCAL_MAILBOX (tests). */ localMailbox?: boolean } = {},
) {
  const app = createRouter().basePath(API_BASE_PATH);

  app.use(requestId({ headerName: "X-Request-Id" }));
  app.use(requestLogging(rootLogger));
  app.onError(handleError);
  app.notFound(handleNotFound);

  app.route("/", docsRoutes(API_BASE_PATH));
  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Hiring Portal API",
      version: "1.0.0",
      description: "The employer portal's API: accounts, companies, jobs, pipelines and notifications.",
    },
  });

  app.use(rejectMalformedJson);
  app.use(databaseContext(deps));
  app.route("/", healthRoutes);
  app.route("/", sessionRoutes);
  app.route("/", accountRoutes);
  app.route("/", googleSignInRoutes);
  app.route("/", companiesRoutes);
  app.route("/", subscriptionsRoutes);
  app.route("/", checkoutRoutes);
  app.route("/", billingDetailsRoutes);
  app.route("/", paymentWebhookRoutes);
  app.route("/", operatorRefundRoutes);
  // The local payment simulator exists only while it is the provider (the default).
  if (parseServerEnv(process.env).PAYMENT_PROVIDER === "simulator") app.route("/", paymentSimulatorRoutes);
  app.route("/", featureFlagRoutes());
  app.route("/", notificationRoutes);
  app.route("/", eventTrackingRoutes);
  app.route("/", employerTodoRoutes);
  app.route("/", homeRoutes);
  app.route("/", analyticsRoutes);
  app.route("/", permissionsRoutes);
  app.route("/", teamRoutes);
  app.route("/", jobRoutes);
  app.route("/", jobBoostRoutes);
  app.route("/", changeRequestRoutes);
  app.route("/", companyProfileRoutes);
  app.route("/", companyPhotoRoutes);
  app.route("/", jobImportsRoutes);
  app.route("/", careersRoutes);
  app.route("/", applicationsRoutes);
  app.route("/", pipelineRoutes);
  app.route("/", candidateEmailsRoutes);
  app.route("/", techTestsRoutes);
  app.route("/", scorecardsRoutes);
  app.route("/", interviewsRoutes);
  app.route("/", applicationExportsRoutes);
  app.route("/", aiAnalyzerRoutes);
  app.route("/", helpCenterRoutes);
  app.route("/", talentSearchRoutes);
  app.route("/", talentDatabaseRoutes);
  app.route("/", talentListsRoutes);
  app.route("/", talentNotesRoutes);
  // After every fixed /talents/... path (search, recommended): {talentId} would match those words too.
  app.route("/", talentDetailRoutes);
  app.route("/", talentContactRoutes);
  app.route("/", talentInvitationRoutes);
  app.route("/", hrisRoutes);
  app.route("/", hrisConsoleRoutes);
  // Mounted only while on, so the OpenAPI document lists it only where it exists. Read from the
  // environment as it is now, without filling serverEnv()'s cache: that stays the first request's.
  if (options.localMailbox ?? parseServerEnv(process.env).LOCAL_MAILBOX) app.route("/", mailboxRoutes);
  // Tests mount routes of their own here to exercise the shared middleware.
  for (const routes of options.extraRoutes ?? []) app.route("/", routes);

  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
