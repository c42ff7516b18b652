/**
 * Query keys of Talent Search and talent details. Every key starts with ["talents"], so an unlock,
 * a contact, an invitation or a save refreshes cards and details together with one invalidation.
 */
export const talentKeys = {
  all: ["talents"] as const,
  /** Every talent list (search, For You). */
  lists: () => [...talentKeys.all, "list"] as const,
  search: (query: object) => [...talentKeys.lists(), "search", query] as const,
  recommended: (query: object) => [...talentKeys.lists(), "recommended", query] as const,
  /** Every detail of one talent, whatever the context it was opened from. */
  talent: (talentId: string) => [...talentKeys.all, "detail", talentId] as const,
  detail: (talentId: string, context: string) => [...talentKeys.talent(talentId), context] as const,
};
