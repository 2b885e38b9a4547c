/** Access token (JWT, bearer) lifetime in seconds (spec §4, §9). */
export const ACCESS_TOKEN_TTL_S = 900;
/** Refresh token lifetime in seconds: 30 days (spec §4, §9). */
export const REFRESH_TOKEN_TTL_S = 2_592_000;
/** Username length bounds, in characters. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
/** Password length bounds, in characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
