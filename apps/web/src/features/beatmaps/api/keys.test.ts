import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { BEATMAPS_PAGE_SIZE, beatmapKeys } from './keys.ts';

/** Two keys name the same cache entry when TanStack Query hashes them alike. */
const same = (a: readonly unknown[], b: readonly unknown[]) => hashKey(a) === hashKey(b);

describe('beatmapKeys', () => {
  it('list fills in the default limit and drafts, so equal requests share one entry', () => {
    expect(beatmapKeys.list({ page: 1 })).toEqual([
      'beatmaps',
      'list',
      { page: 1, limit: BEATMAPS_PAGE_SIZE, userId: undefined, drafts: false, s: undefined, sort: undefined },
    ]);
    expect(same(beatmapKeys.list({ page: 1 }), beatmapKeys.list({ page: 1, limit: 24, drafts: false }))).toBe(
      true,
    );
  });

  it('list keeps apart what changes the answer: page, limit, uploader, drafts, filter, sort', () => {
    const base = beatmapKeys.list({ page: 1 });
    for (const params of [
      { page: 2 },
      { page: 1, limit: 8 },
      { page: 1, userId: 7 },
      { page: 1, userId: 7, drafts: true },
      { page: 1, s: '{"bpm":{"$gte":120}}' },
      { page: 1, sort: 'score,DESC' },
    ]) {
      expect(same(beatmapKeys.list(params), base), JSON.stringify(params)).toBe(false);
    }
  });

  it('downloader keys the selection by its filter and sort only', () => {
    const wide = { s: '{"ost":{"$ne":true}}', sort: 'score,DESC', term: 'neon' };
    expect(beatmapKeys.downloader(wide)).toEqual([
      'beatmaps',
      'downloader',
      { s: '{"ost":{"$ne":true}}', sort: 'score,DESC' },
    ]);
    expect(same(beatmapKeys.downloader({ sort: 'score,DESC' }), beatmapKeys.downloader(wide))).toBe(false);
  });

  it('playlistChoices trims the term, as the request does', () => {
    expect(beatmapKeys.playlistChoices('  chill ')).toEqual(beatmapKeys.playlistChoices('chill'));
    expect(beatmapKeys.playlistChoices('chill')).toEqual(['playlists', 'list', 'downloader', 'chill']);
  });

  it('downloadHistory keeps one user’s history apart from another’s', () => {
    expect(same(beatmapKeys.downloadHistory(7, 1, 24), beatmapKeys.downloadHistory(8, 1, 24))).toBe(false);
    expect(beatmapKeys.downloadHistory(undefined, 1, 24)).toEqual([
      'downloads',
      undefined,
      { page: 1, limit: 24 },
    ]);
  });
});
