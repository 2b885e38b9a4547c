import {
  OWN_BEATMAP_REVIEW_MESSAGE,
  REPLY_MAPPER_ONLY_MESSAGE,
  REVIEW_AUTHOR_ONLY_MESSAGE,
} from '@synthhub/shared/reviews/reviews.constants';
import { Forbidden, Unauthorized } from '../errors.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { authorizeContent, type ContentItem, SIGN_IN_MESSAGE } from './content.ts';

/** What may be done with beatmap reviews (docs/decisions/0027). */
export type ReviewAction = 'write' | 'edit' | 'delete' | 'reply';

/** What the review policy needs to know: the beatmap (as the content policy sees it) and the review's author. */
export interface ReviewTarget {
  beatmap: ContentItem;
  /** The review's author (`user_id`); absent for `write`, which makes a new review. */
  authorId?: number;
}

/**
 * Whether `user` (null: anonymous) may do `action` (docs/decisions/0027):
 * - write: a signed-in user who is not the beatmap's uploader (a mapper does not review their own map);
 * - edit, delete: the review's author only (moderation is an admin's hiding, not an edit);
 * - reply: the beatmap's uploader (its mapper on Synthhub) only.
 * Reading the beatmap is checked first by {@link authorizeReview} (drafts stay hidden).
 */
export function canReview(user: AuthUser | null, action: ReviewAction, target: ReviewTarget): boolean {
  if (!user) return false;
  switch (action) {
    case 'write':
      return user.id !== target.beatmap.userId;
    case 'edit':
    case 'delete':
      return target.authorId === user.id;
    case 'reply':
      return user.id === target.beatmap.userId;
  }
}

/**
 * Throws unless `user` may do `action` ({@link canReview}). First the beatmap's read policy
 * (policies/content.ts: a draft the user may not see is a 404 "Beatmap 12 was not found."), then
 * 401 "You need to sign in to do this." for anonymous callers, then 403 with the rule's message
 * (reviews.constants.ts): own beatmap, author only, mapper only.
 */
export function authorizeReview(user: AuthUser | null, action: ReviewAction, target: ReviewTarget): void {
  authorizeContent(user, 'read', target.beatmap);
  if (canReview(user, action, target)) return;
  if (!user) throw new Unauthorized(SIGN_IN_MESSAGE);
  if (action === 'write') throw new Forbidden(OWN_BEATMAP_REVIEW_MESSAGE);
  if (action === 'reply') throw new Forbidden(REPLY_MAPPER_ONLY_MESSAGE);
  throw new Forbidden(REVIEW_AUTHOR_ONLY_MESSAGE);
}
