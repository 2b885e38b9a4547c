/** Changes per page of `GET /api/changes` when `limit` is not given (docs/decisions/0035). */
export const CHANGES_LIMIT_DEFAULT = 1000;

/** The most changes one page of `GET /api/changes` answers (docs/decisions/0035). */
export const CHANGES_LIMIT_MAX = 10_000;

/** Seconds between heartbeat comments on the change feed's event stream (docs/decisions/0035). */
export const CHANGES_HEARTBEAT_S = 25;

/** The SSE event name of one change on `GET /api/changes` (docs/decisions/0035). */
export const CHANGE_SSE_EVENT = 'change';

/** The response header naming the feed cursor an answer brings a client to (docs/decisions/0035). */
export const CHANGES_CURSOR_HEADER = 'x-changes-cursor';
