/**
 * Talent Search and the Talent Database (issue 14): the vocabulary server and portal share. Plain
 * data, no server imports. The filters are the pipeline's (pipeline-contract.ts); the sorts are
 * spec 3's with the TOEFL, BIRTHDATE and IPK field ids.
 */

/** Spec 3 Talent job-seeking status. */
export const JOB_SEEKING_STATUSES = ["activelyLooking", "openOpportunity", "notActivelyLooking", "closedOpportunity"] as const;
export type JobSeekingStatus = (typeof JOB_SEEKING_STATUSES)[number];
export const JOB_SEEKING_STATUS_LABELS: Record<JobSeekingStatus, string> = {
  activelyLooking: "Actively looking",
  openOpportunity: "Open to opportunities",
  notActivelyLooking: "Not actively looking",
  closedOpportunity: "Not open to opportunities",
};
/** Only these appear in Talent Search (and only with visibility "discoverable", and not hidden from the company). */
export const DISCOVERABLE_STATUSES = ["activelyLooking", "openOpportunity"] as const satisfies readonly JobSeekingStatus[];

export const TALENT_VISIBILITIES = ["discoverable", "private"] as const;
export type TalentVisibility = (typeof TALENT_VISIBILITIES)[number];

/** Spec 9: default talent search limit. */
export const TALENT_SEARCH_DEFAULT_LIMIT = 10;
export const TALENT_SEARCH_MAX_LIMIT = 50;
export const TALENT_SEARCH_MAX_LENGTH = 100;

/**
 * Spec 3 sort options that apply to a talent (no application or tech test here). TOEFL, BIRTHDATE
 * and IPK are spec 3's special field ids; lastActive (newest activity first) is the default.
 * Nulls always sort last; the talent id breaks ties.
 */
export const TALENT_SORT_PARAMS = ["lastActive", "yearsOfExperience", "salary", "IPK", "TOEFL", "BIRTHDATE"] as const;
export type TalentSortParam = (typeof TALENT_SORT_PARAMS)[number];
export const TALENT_SORT_LABELS: Record<TalentSortParam, string> = {
  lastActive: "Last active",
  yearsOfExperience: "Years of experience",
  salary: "Expected salary",
  IPK: "GPA (IPK)",
  TOEFL: "TOEFL",
  BIRTHDATE: "Age",
};

/** Talent Search tabs (spec 2.10 company list tabs). */
export const TALENT_SEARCH_TABS = ["forYou", "all"] as const;
export type TalentSearchTab = (typeof TALENT_SEARCH_TABS)[number];
export const TALENT_SEARCH_TAB_LABELS: Record<TalentSearchTab, string> = { forYou: "For You", all: "All" };

/** Spec 2.10 talent detail contexts: where a talent's detail is opened from. */
export const TALENT_DETAIL_CONTEXTS = ["talentHunt", "talentDb", "jobApplicant", "none"] as const;
export type TalentDetailContext = (typeof TALENT_DETAIL_CONTEXTS)[number];

/** How a talent came into the company's database. */
export const COMPANY_TALENT_ORIGINS = ["applied", "imported", "saved"] as const;
export type CompanyTalentOrigin = (typeof COMPANY_TALENT_ORIGINS)[number];
export const COMPANY_TALENT_ORIGIN_LABELS: Record<CompanyTalentOrigin, string> = { applied: "Applied", imported: "Imported", saved: "Saved from Talent Search" };

/** Contact emails and invitation messages. */
export const TALENT_CONTACT_SUBJECT_MAX_LENGTH = 150;
export const TALENT_CONTACT_MESSAGE_MAX_LENGTH = 3000;
/** Spec 9: notes at most 300 characters. */
export const TALENT_NOTE_MAX_LENGTH = 300;
export const TALENT_LIST_NAME_MAX_LENGTH = 60;
/** At most this many talents in one bulk action (add to job, add to list). */
export const TALENT_BULK_MAX = 100;

/** Talent lists' error codes. */
export const TALENT_LIST_ERROR_CODES = {
  notFound: "TALENT_LIST_NOT_FOUND",
  nameTaken: "TALENT_LIST_NAME_TAKEN",
} as const;

/** Talent notes' error codes. */
export const TALENT_NOTE_ERROR_CODES = {
  notFound: "TALENT_NOTE_NOT_FOUND",
  notAuthor: "TALENT_NOTE_NOT_AUTHOR",
} as const;

/** The Talent Database's error codes. */
export const TALENT_DATABASE_ERROR_CODES = {
  /** Only talents saved from Talent Search can be removed; applicants and imported talents stay (409). */
  notRemovable: "TALENT_NOT_REMOVABLE",
} as const;

/** Error codes the portal reacts to. */
export const TALENT_ERROR_CODES = {
  /** The plan's talentContactQuota is used up for this period (403): upgrade to unlock more. */
  quotaReached: "TALENT_QUOTA_REACHED",
  /** The talent is not in this company's reach (not discoverable, hidden, or unknown): 404. */
  notFound: "TALENT_NOT_FOUND",
  /** Contact details are needed but the profile is locked (409). */
  locked: "TALENT_LOCKED",
  /** Invitations go to published jobs only (422 on jobId). */
  jobNotPublished: "JOB_NOT_PUBLISHED",
} as const;

/** The ed_ analytics events of talent actions. */
export const TALENT_EVENTS = {
  searched: "ed_talent_searched",
  unlocked: "ed_talent_unlocked",
  contacted: "ed_talent_contacted",
  invited: "ed_talent_invited",
  saved: "ed_talent_saved",
} as const;

/** How many suggested talents the job banner names (and the set's size the background job keeps per job). */
export const JOB_BANNER_TALENTS = 3;
export const RECOMMENDATION_SET_SIZE = 50;
