/** Where the API is mounted, in its own file so the portal server can route by it without loading the API. */
export const API_BASE_PATH = "/api";
