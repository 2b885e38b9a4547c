import { describe, expect, it } from 'vitest';
import { BeatmapSearchIndex, type IndexCondition, type IndexedBeatmap } from './search-index.ts';
import { parseTsQuery } from './tsquery.ts';

const T0 = Date.parse('2026-01-01T00:00:00Z');

function beatmap(id: number, over: Partial<IndexedBeatmap> = {}): IndexedBeatmap {
  return {
    id,
    publishedAtMs: T0 + id * 1000,
    userId: 1,
    ost: false,
    explicit: false,
    beatSaberConvert: false,
    productionMode: false,
    title: `title ${id}`,
    artist: 'artist',
    mapper: 'mapper',
    lexemes: ['title', String(id), 'artist', 'mapper'],
    ...over,
  };
}

const ts = (text: string): IndexCondition => ({ kind: 'tsquery', query: parseTsQuery(text) });
const contains = (term: string): IndexCondition => ({ kind: 'text', field: 'title', op: 'contains', term });

describe('BeatmapSearchIndex', () => {
  it('pages the matches newest first, ties by id descending, with the exact total', () => {
    const index = new BeatmapSearchIndex();
    for (let id = 1; id <= 10; id += 1) index.upsert(beatmap(id));
    index.upsert(beatmap(11, { publishedAtMs: T0 + 10_000 })); // same time as id 10: 11 first
    expect(index.page(undefined, 0, 3)).toEqual({ ids: [11, 10, 9], total: 11 });
    expect(index.page(undefined, 9, 3)).toEqual({ ids: [2, 1], total: 11 });
    expect(index.page(undefined, 20, 3)).toEqual({ ids: [], total: 11 });
  });

  it('evaluates full-text AND, OR and NOT over lexemes; a query without lexemes matches nothing', () => {
    const index = new BeatmapSearchIndex();
    index.upsert(beatmap(1, { lexemes: ['love', 'song'] }));
    index.upsert(beatmap(2, { lexemes: ['love', 'dragon'] }));
    index.upsert(beatmap(3, { lexemes: ['dragon'] }));
    expect(index.page(ts(`'love'`), 0, 10)?.ids).toEqual([2, 1]);
    expect(index.page(ts(`'love' & !'dragon'`), 0, 10)?.ids).toEqual([1]);
    expect(index.page(ts(`'song' | 'dragon'`), 0, 10)?.ids).toEqual([3, 2, 1]);
    expect(index.page(ts(`!'love'`), 0, 10)?.ids).toEqual([3]);
    expect(index.page({ kind: 'tsquery', query: undefined }, 0, 10)).toEqual({ ids: [], total: 0 });
    expect(index.page(ts(`'love' <-> 'song'`), 0, 10)).toBeUndefined();
  });

  it('finds substrings through trigrams and by scanning short terms, exactly', () => {
    const index = new BeatmapSearchIndex();
    index.upsert(beatmap(1, { title: 'dragonforce' }));
    index.upsert(beatmap(2, { title: 'the dragon' }));
    index.upsert(beatmap(3, { title: 'drag race' }));
    index.upsert(beatmap(4, { title: 'abab ab' }));
    expect(index.page(contains('dragon'), 0, 10)?.ids).toEqual([2, 1]);
    expect(index.page(contains('drag'), 0, 10)?.ids).toEqual([3, 2, 1]);
    expect(index.page(contains('ab'), 0, 10)?.ids).toEqual([4]);
    expect(index.page(contains('abab'), 0, 10)?.ids).toEqual([4]);
    expect(index.page(contains('zzz'), 0, 10)?.ids).toEqual([]);
    expect(index.page(contains(''), 0, 10)?.total).toBe(4);
    const op = (o: 'starts' | 'ends' | 'equals' | 'differs' | 'excludes', term: string) =>
      index.page({ kind: 'text', field: 'title', op: o, term }, 0, 10)?.ids;
    expect(op('starts', 'drag')).toEqual([3, 1]);
    expect(op('ends', 'dragon')).toEqual([2]);
    expect(op('equals', 'the dragon')).toEqual([2]);
    expect(op('differs', 'the dragon')).toEqual([4, 3, 1]);
    expect(op('excludes', 'dragon')).toEqual([4, 3]);
  });

  it('combines flags, uploaders and the owner filter', () => {
    const index = new BeatmapSearchIndex();
    index.upsert(beatmap(1, { ost: true, userId: 7 }));
    index.upsert(beatmap(2, { userId: 8 }));
    index.upsert(beatmap(3, { explicit: true, userId: 7 }));
    const notOst: IndexCondition = { kind: 'flag', field: 'ost', equals: false };
    expect(index.page(notOst, 0, 10)?.ids).toEqual([3, 2]);
    expect(index.page({ kind: 'flag', field: 'explicit', equals: true }, 0, 10)?.ids).toEqual([3]);
    expect(index.page({ kind: 'users', ids: [7] }, 0, 10)?.ids).toEqual([3, 1]);
    expect(index.page({ kind: 'or', items: [notOst, { kind: 'users', ids: [7] }] }, 0, 10)?.ids).toEqual([
      3, 2, 1,
    ]);
    expect(index.page({ kind: 'and', items: [notOst, { kind: 'users', ids: [7] }] }, 0, 10)?.ids).toEqual([
      3,
    ]);
    expect(index.page(undefined, 0, 10, 8)?.ids).toEqual([2]);
  });

  it('replaces a changed beatmap and forgets a removed one, in searches and in the order', () => {
    const index = new BeatmapSearchIndex();
    for (let id = 1; id <= 4; id += 1) index.upsert(beatmap(id, { title: 'old' }));
    expect(index.page(undefined, 0, 10)?.ids).toEqual([4, 3, 2, 1]);
    index.upsert(beatmap(2, { title: 'new', publishedAtMs: T0 + 99_000 }));
    index.remove(3);
    index.remove(42);
    expect(index.page(undefined, 0, 10)).toEqual({ ids: [2, 4, 1], total: 3 });
    expect(index.page(contains('old'), 0, 10)?.ids).toEqual([4, 1]);
    expect(index.page(contains('new'), 0, 10)?.ids).toEqual([2]);
    expect(index.size).toBe(3);
    expect(index.deadShare).toBeCloseTo(2 / 5);
  });

  it('walks the list order for pages of a large match set and sorts a small one', () => {
    const index = new BeatmapSearchIndex();
    // 5,000 matches (more than are sorted) and a few that do not match.
    for (let id = 1; id <= 5003; id += 1)
      index.upsert(beatmap(id, { lexemes: id % 1000 === 0 ? [] : ['x'] }));
    const page = index.page(ts(`'x'`), 2, 3);
    expect(page).toEqual({ ids: [5001, 4999, 4998], total: 4998 });
  });
});

describe('BeatmapSearchIndex, many unchecked candidates', () => {
  // 3,000 beatmaps: a third titled "remix …" (match `remix`), a third "rem emi mix" (all of
  // `remix`'s trigrams, no match), a third other. 1,000 matches in all.
  const index = new BeatmapSearchIndex();
  const titles = (id: number) =>
    id % 3 === 0 ? `remix ${id}` : id % 3 === 1 ? `rem emi mix ${id}` : `other ${id}`;
  for (let id = 1; id <= 3000; id += 1) index.upsert(beatmap(id, { title: titles(id) }));
  const matching = Array.from({ length: 3000 }, (_, k) => 3000 - k).filter((id) => id % 3 === 0);
  const remixOrNight: IndexCondition = {
    kind: 'and',
    items: [
      { kind: 'or', items: [contains('remix'), contains('night')] },
      { kind: 'flag', field: 'ost', equals: false },
    ],
  };

  it('past the exact maximum checks only the walked slots and estimates the total from a sample', () => {
    const page = index.page(contains('remix'), 20, 10, undefined, 100)!;
    expect(page.ids).toEqual(matching.slice(20, 30));
    expect(page.estimated).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(900);
    expect(page.total).toBeLessThanOrEqual(1100);
    expect(index.page(remixOrNight, 0, 5, undefined, 100)).toMatchObject({
      ids: matching.slice(0, 5),
      estimated: true,
    });
  });

  it('counts exactly within the maximum, and when the page walks to the end', () => {
    expect(index.page(contains('remix'), 0, 10)).toEqual({ ids: matching.slice(0, 10), total: 1000 });
    expect(index.page(remixOrNight, 0, 10)).toEqual({ ids: matching.slice(0, 10), total: 1000 });
    expect(index.page(contains('remix'), 995, 10, undefined, 100)).toEqual({
      ids: matching.slice(995),
      total: 1000,
    });
  });

  it('never estimates below the exact maximum plus one, nor below the matches up to a full page', () => {
    const page = index.page(contains('remix'), 0, 10, undefined, 999)!;
    expect(page.estimated).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(1000);
    // A sample that puts the total at or below the maximum makes the count exact.
    expect(index.page(contains('remix'), 0, 10, undefined, 2000)).toEqual({
      ids: matching.slice(0, 10),
      total: 1000,
    });
  });
});
