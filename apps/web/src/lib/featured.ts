/** How many items each "Featured" section of the home page shows. */
export const FEATURED_COUNT = 10;

/**
 * The rule of "Featured" (docs/decisions/0022): the lists' Hype sort (`score,DESC`, the score
 * the votes keep, docs/decisions/0010), so featured items are the community's best-rated;
 * Synthhub has no admin "featured" flag.
 */
export const FEATURED_SORT = 'score,DESC';
