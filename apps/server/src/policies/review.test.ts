import { describe, expect, it } from 'vitest';
import {
  OWN_BEATMAP_REVIEW_MESSAGE,
  REPLY_MAPPER_ONLY_MESSAGE,
  REVIEW_AUTHOR_ONLY_MESSAGE,
} from '@synthhub/shared/reviews/reviews.constants';
import { AS_SESSION, type AuthUser } from '../plugins/auth.ts';
import { authorizeReview, canReview, type ReviewAction } from './review.ts';

const mapper: AuthUser = { id: 1, username: 'mapper', admin: false, ...AS_SESSION };
const author: AuthUser = { id: 2, username: 'author', admin: false, ...AS_SESSION };
const other: AuthUser = { id: 3, username: 'other', admin: false, ...AS_SESSION };
const admin: AuthUser = { id: 4, username: 'admin', admin: true, ...AS_SESSION };
const beatmap = { kind: 'beatmap' as const, id: 9, userId: 1, published: true };
const target = { beatmap, authorId: author.id };

/** Who may do what with reviews (docs/decisions/0027) as a table: write, edit, delete, reply. */
const expected: [string, AuthUser | null, Record<ReviewAction, boolean>][] = [
  ['anonymous', null, { write: false, edit: false, delete: false, reply: false }],
  ['the mapper', mapper, { write: false, edit: false, delete: false, reply: true }],
  ['the author', author, { write: true, edit: true, delete: true, reply: false }],
  ['another user', other, { write: true, edit: false, delete: false, reply: false }],
  ['an admin', admin, { write: true, edit: false, delete: false, reply: false }],
];

describe('canReview', () => {
  it.each(expected)('%s', (_name, user, actions) => {
    for (const [action, allowed] of Object.entries(actions))
      expect(canReview(user, action as ReviewAction, target), action).toBe(allowed);
  });
});

describe('authorizeReview', () => {
  it('answers each refusal with its status and message', () => {
    const refusal = (user: AuthUser | null, action: ReviewAction, t = target) => {
      try {
        authorizeReview(user, action, t);
        return null;
      } catch (error) {
        return { status: (error as { statusCode: number }).statusCode, message: (error as Error).message };
      }
    };
    expect(refusal(mapper, 'write')).toEqual({ status: 403, message: OWN_BEATMAP_REVIEW_MESSAGE });
    expect(refusal(other, 'edit')).toEqual({ status: 403, message: REVIEW_AUTHOR_ONLY_MESSAGE });
    expect(refusal(author, 'reply')).toEqual({ status: 403, message: REPLY_MAPPER_ONLY_MESSAGE });
    expect(refusal(null, 'write')).toMatchObject({ status: 401 });
    expect(refusal(author, 'edit')).toBeNull();
    // A draft stays hidden: 404 before any review rule, even for the review's author.
    const draft = { beatmap: { ...beatmap, published: false }, authorId: author.id };
    expect(refusal(author, 'edit', draft)).toEqual({ status: 404, message: 'Beatmap 9 was not found.' });
    expect(refusal(mapper, 'reply', draft)).toBeNull();
  });
});
