import { describe, expect, it } from 'vitest';
import { readListUrlState } from '../../lib/list-url-state.ts';
import {
  BEATMAP_LIST_SPEC,
  beatmapBrowseHref,
  beatmapGrammar,
  dayStart,
  readDifficulties,
} from './beatmap-browse.ts';

const grammar = (query: string) => {
  const { s, sort } = beatmapGrammar(readListUrlState(new URLSearchParams(query), BEATMAP_LIST_SPEC));
  return { s: s === undefined ? undefined : (JSON.parse(s) as unknown), sort };
};

describe('beatmapGrammar', () => {
  it('sends no condition and the newest sort by default', () => {
    expect(grammar('')).toEqual({ s: undefined, sort: 'published_at,DESC' });
  });

  it('turns every filter of the URL into the server’s grammar fields', () => {
    const from = new Date(2024, 0, 1).toISOString();
    const afterTo = new Date(2024, 1, 1).toISOString(); // the day after 2024-01-31
    const { s, sort } = grammar(
      'q=neon&sort=votes&difficulty=master,Expert,Bogus&explicit=hide&converts=only' +
        '&from=2024-01-01&to=2024-01-31&duration_min=2&duration_max=4.5&bpm_min=120&bpm_max=180',
    );
    expect(sort).toBe('vote_diff,DESC');
    expect(s).toEqual({
      $and: [
        {
          $or: [
            { text_search: { $tsQuery: 'neon' } },
            { title: { $contL: 'neon' } },
            { artist: { $contL: 'neon' } },
            { 'user.username': { $contL: 'neon' } },
          ],
        },
        { difficulties: { $jsonContainsAny: ['Expert', 'Master'] } },
        { explicit: false },
        { beat_saber_convert: true },
        { published_at: { $gte: from } },
        { published_at: { $lt: afterTo } },
        { duration: { $gte: 120 } },
        { duration: { $lte: 270 } },
        { bpm: { $gte: 120 } },
        { bpm: { $lte: 180 } },
      ],
    });
  });

  it('filters by one tag, lowercased as tags are stored', () => {
    expect(grammar('tag=Drum%20and%20Bass').s).toEqual({
      'tags.tag': { $jsonContainsAny: ['drum and bass'] },
    });
    expect(grammar('tag=%20%20').s).toBeUndefined();
  });

  it('leaves out values it cannot read instead of sending them', () => {
    expect(
      grammar('explicit=maybe&from=2024-02-31&to=soon&bpm_min=fast&difficulty=Hardest').s,
    ).toBeUndefined();
    expect(grammar('explicit=only').s).toEqual({ explicit: true });
  });
});

describe('filter readers', () => {
  it('readDifficulties keeps known names in the game’s order', () => {
    expect(readDifficulties('Custom, easy,Master')).toEqual(['Easy', 'Master', 'Custom']);
    expect(readDifficulties(undefined)).toEqual([]);
  });

  it('dayStart is local midnight, optionally days later; impossible days are refused', () => {
    expect(dayStart('2024-03-09')).toBe(new Date(2024, 2, 9).toISOString());
    expect(dayStart('2024-12-31', 1)).toBe(new Date(2025, 0, 1).toISOString());
    expect(dayStart('2023-02-29')).toBeUndefined();
    expect(dayStart('09/03/2024')).toBeUndefined();
  });
});

describe('beatmapBrowseHref', () => {
  it('builds /beatmaps with the term and the lowercased tag, leaving out empty ones', () => {
    expect(beatmapBrowseHref({})).toBe('/beatmaps');
    expect(beatmapBrowseHref({ q: '  ' })).toBe('/beatmaps');
    expect(beatmapBrowseHref({ q: 'neon pulse & co' })).toBe('/beatmaps?q=neon+pulse+%26+co');
    expect(beatmapBrowseHref({ tag: 'Rock' })).toBe('/beatmaps?tag=rock');
    expect(beatmapBrowseHref({ q: 'a', tag: 'pop' })).toBe('/beatmaps?q=a&tag=pop');
  });
});
