import * as backgroundJobs from "./schema/background-jobs";
import * as companies from "./schema/companies";
import * as emailOutbox from "./schema/email-outbox";
import * as featureFlags from "./schema/feature-flags";
import * as notifications from "./schema/notifications";
import * as sessions from "./schema/sessions";
import * as users from "./schema/users";

/** All tables, for Drizzle's relational queries. Each aggregate keeps its own file under schema/. */
export const schema = {
  ...users,
  ...companies,
  ...sessions,
  ...featureFlags,
  ...emailOutbox,
  ...backgroundJobs,
  ...notifications,
};
