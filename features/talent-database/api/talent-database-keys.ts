/**
 * Query keys of the Talent Database. Every key starts with ["talent-database"]: saving, adding to a
 * list or to a job invalidates `talentDatabaseKeys.all` and the page, the lists' counts and the
 * detail panel refresh together.
 */
export const talentDatabaseKeys = {
  all: ["talent-database"] as const,
  lists: () => [...talentDatabaseKeys.all, "talent-page"] as const,
  list: (query: object) => [...talentDatabaseKeys.lists(), query] as const,
  talentLists: () => [...talentDatabaseKeys.all, "talent-lists"] as const,
  notes: (talentId: string) => [...talentDatabaseKeys.all, "notes", talentId] as const,
  suggested: (jobId: string) => [...talentDatabaseKeys.all, "suggested", jobId] as const,
};
