/** Cookie names shared by the API (which sets them) and the proxy (which reads their presence). */
export const ACCESS_TOKEN_COOKIE = "hp_access_token";
export const REFRESH_TOKEN_COOKIE = "hp_refresh_token";
