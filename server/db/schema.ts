import * as authCodes from "./schema/auth-codes";
import * as backgroundJobs from "./schema/background-jobs";
import * as companies from "./schema/companies";
import * as companyChangeRequests from "./schema/company-change-requests";
import * as companyInvitations from "./schema/company-invitations";
import * as companyPhotos from "./schema/company-photos";
import * as companyVerifications from "./schema/company-verifications";
import * as emailOutbox from "./schema/email-outbox";
import * as employerProfiles from "./schema/employer-profiles";
import * as featureFlags from "./schema/feature-flags";
import * as loginAttempts from "./schema/login-attempts";
import * as memberPermissions from "./schema/member-permissions";
import * as notifications from "./schema/notifications";
import * as sessions from "./schema/sessions";
import * as subscriptions from "./schema/subscriptions";
import * as jobBoosts from "./schema/job-boosts";
import * as trackedEvents from "./schema/tracked-events";
import * as users from "./schema/users";
import * as jobs from "./schema/jobs";
import * as talents from "./schema/talents";
import * as applications from "./schema/applications";
import * as jobImports from "./schema/job-imports";
import * as pipeline from "./schema/pipeline";
import * as helpCenterFeedback from "./schema/help-center-feedback";
import * as hris from "./schema/hris";
import * as companyTalents from "./schema/company-talents";
import * as analytics from "./schema/analytics";
import * as scorecards from "./schema/scorecards";
import * as interviews from "./schema/interviews";

/** All tables, for Drizzle's relational queries. Each aggregate keeps its own file under schema/. */
export const schema = {
  ...users,
  ...companies,
  ...sessions,
  ...featureFlags,
  ...emailOutbox,
  ...backgroundJobs,
  ...notifications,
  ...authCodes,
  ...loginAttempts,
  ...employerProfiles,
  ...subscriptions,
  ...jobBoosts,
  ...trackedEvents,
  ...memberPermissions,
  ...companyInvitations,
  ...companyChangeRequests,
  ...companyPhotos,
  ...companyVerifications,
  ...jobs,
  ...talents,
  ...applications,
  ...jobImports,
  ...pipeline,
  ...helpCenterFeedback,
  ...hris,
  ...companyTalents,
  ...analytics,
  ...scorecards,
  ...interviews,
};
