import { describe, expect, it } from 'vitest';
import { type IndexedName, NameIndex } from './name-index.ts';

const item = (id: number, minute: number, userId: number, name: string): IndexedName => ({
  id,
  publishedAtMs: minute * 60_000,
  userId,
  name,
});

function filled(): NameIndex {
  const index = new NameIndex();
  index.upsert(item(1, 10, 7, 'neon nights'));
  index.upsert(item(2, 30, 8, 'dragon'));
  index.upsert(item(3, 30, 7, 'midnight'));
  index.upsert(item(4, 20, 9, 'storm'));
  return index;
}

describe('NameIndex', () => {
  it('pages in list order (published_at DESC, id DESC) with the exact total', () => {
    const index = filled();
    expect(index.page(undefined, 0, 10)).toEqual({ ids: [3, 2, 4, 1], total: 4 });
    expect(index.page(undefined, 1, 2)).toEqual({ ids: [2, 4], total: 4 });
    expect(index.page(undefined, 9, 2)).toEqual({ ids: [], total: 4 });
  });

  it('evaluates name operators, uploaders and their and/or', () => {
    const index = filled();
    const night = { kind: 'text', op: 'contains', term: 'night' } as const;
    expect(index.page(night, 0, 10)).toEqual({ ids: [3, 1], total: 2 });
    expect(index.page({ kind: 'text', op: 'starts', term: 'mid' }, 0, 10).ids).toEqual([3]);
    expect(index.page({ kind: 'text', op: 'excludes', term: 'o' }, 0, 10).ids).toEqual([3]);
    const users = { kind: 'users', ids: new Set([8, 9]) } as const;
    expect(index.page({ kind: 'or', items: [night, users] }, 0, 10).ids).toEqual([3, 2, 4, 1]);
    expect(index.page({ kind: 'and', items: [night, { kind: 'users', ids: new Set([7]) }] }, 0, 1)).toEqual({
      ids: [3],
      total: 2,
    });
    expect(index.page(night, 0, 10, 7)).toEqual({ ids: [3, 1], total: 2 });
    expect(index.page(undefined, 0, 10, 9)).toEqual({ ids: [4], total: 1 });
  });

  it('takes a replaced item in its new place and forgets a removed one', () => {
    const index = filled();
    expect(index.page(undefined, 0, 10).ids).toEqual([3, 2, 4, 1]);
    index.upsert(item(1, 40, 7, 'renamed'));
    index.remove(2);
    index.remove(99);
    expect(index.page(undefined, 0, 10)).toEqual({ ids: [1, 3, 4], total: 3 });
    expect(index.page({ kind: 'text', op: 'contains', term: 'neon' }, 0, 10).total).toBe(0);
    expect(index.size).toBe(3);
  });
});
