/** The candidate page's query keys: one test per private token. */
export const techTestKeys = {
  all: ["tech-test"] as const,
  byToken: (token: string) => [...techTestKeys.all, token] as const,
};

/** The API path of the test a private token opens (no session). */
export const techTestPath = (token: string) => `/v1/tech-tests/${encodeURIComponent(token)}`;
