/**
 * Limits of beatmap reviews (docs/decisions/0027-beatmap-reviews.md). Lengths count UTF-16 code
 * units of the trimmed text, as zod's `min`/`max` and the form's counter do.
 */

/** Fewest characters of a review's text, after trimming. */
export const REVIEW_TEXT_MIN = 10;
/** Most characters of a review's text, after trimming. */
export const REVIEW_TEXT_MAX = 2000;
/** Most characters of a mapper's reply (an empty reply removes it). */
export const REPLY_TEXT_MAX = 1000;
/** Reviews per page of `GET /api/beatmaps/{id}/reviews` when `limit` is not given. */
export const REVIEWS_PAGE_SIZE = 10;
/** Largest `limit` of `GET /api/beatmaps/{id}/reviews`. */
export const REVIEWS_PAGE_MAX = 50;

/** The 409 of a second review by one user on one beatmap (one review per user and beatmap). */
export const REVIEW_EXISTS_MESSAGE =
  'You have already reviewed this beatmap. Edit your review instead of writing a new one.';
/** The 403 of a mapper reviewing their own beatmap. */
export const OWN_BEATMAP_REVIEW_MESSAGE = 'You cannot review your own beatmap.';
/** The 403 of a reply by anyone but the beatmap's mapper (its uploader). */
export const REPLY_MAPPER_ONLY_MESSAGE = "Only the beatmap's mapper can reply to its reviews.";
/** The 403 of an edit or delete of someone else's review. */
export const REVIEW_AUTHOR_ONLY_MESSAGE = 'Only the author of a review can change or delete it.';
