import { describe, expect, it } from 'vitest';
import { AS_SESSION, type AuthUser } from '../plugins/auth.ts';
import { authorizeContent, authorizeDraftList, canContent, type ContentAction } from './content.ts';

const owner: AuthUser = { id: 1, username: 'owner', admin: false, ...AS_SESSION };
const other: AuthUser = { id: 2, username: 'other', admin: false, ...AS_SESSION };
const admin: AuthUser = { id: 3, username: 'admin', admin: true, ...AS_SESSION };
const draft = { kind: 'stage' as const, id: 7, userId: 1, published: false };
const published = { ...draft, published: true };

/** Who may do what, per caller: the rules of docs/decisions/0011 as a table. */
const expected: Record<string, Record<ContentAction, [boolean, boolean]>> = {
  // [published item, draft]
  anonymous: {
    read: [true, false],
    edit: [false, false],
    delete: [false, false],
    publish: [false, false],
    moderate: [false, false],
  },
  owner: {
    read: [true, true],
    edit: [true, true],
    delete: [true, true],
    publish: [true, true],
    moderate: [false, false],
  },
  other: {
    read: [true, false],
    edit: [false, false],
    delete: [false, false],
    publish: [false, false],
    moderate: [false, false],
  },
  admin: {
    read: [true, true],
    edit: [true, true],
    delete: [true, true],
    publish: [true, true],
    moderate: [true, true],
  },
};
const callers: Record<string, AuthUser | null> = { anonymous: null, owner, other, admin };

describe('content policy', () => {
  it('answers the same table for every caller, action and published state', () => {
    const actual = Object.fromEntries(
      Object.entries(callers).map(([name, user]) => [
        name,
        Object.fromEntries(
          (Object.keys(expected.owner!) as ContentAction[]).map((action) => [
            action,
            [canContent(user, action, published), canContent(user, action, draft)],
          ]),
        ),
      ]),
    );
    expect(actual).toEqual(expected);
  });

  it('refuses with the statuses and messages clients rely on', () => {
    const refusal = (fn: () => void) => {
      try {
        fn();
      } catch (error) {
        const e = error as { statusCode: number; message: string };
        return [e.statusCode, e.message];
      }
      return 'allowed';
    };
    expect(refusal(() => authorizeContent(other, 'read', draft))).toEqual([404, 'Stage 7 was not found.']);
    expect(refusal(() => authorizeContent(null, 'edit', published))).toEqual([
      401,
      'You need to sign in to do this.',
    ]);
    expect(refusal(() => authorizeContent(other, 'delete', published))).toEqual([
      403,
      'Only the uploader or an admin can change this stage.',
    ]);
    expect(refusal(() => authorizeContent(owner, 'moderate', published))).toEqual([403, 'Unauthorized']);
    expect(refusal(() => authorizeDraftList(other, 1))).toEqual([
      403,
      'Only the uploader or an admin can list unpublished items.',
    ]);
    expect(refusal(() => authorizeDraftList(null, undefined))).toEqual([
      403,
      'Only the uploader or an admin can list unpublished items.',
    ]);
    expect(refusal(() => authorizeDraftList(owner, 1))).toBe('allowed');
    expect(refusal(() => authorizeDraftList(admin, undefined))).toBe('allowed');
  });
});
