import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, BeatmapIndexCache, type BuiltIndex, plainIndexBody } from './beatmap-index.cache.ts';

// docs/decisions/0035: one build per feed cursor, shared by the requests that ask meanwhile.
const built = (cursor: number, text = `{"id":${cursor}}\n`): BuiltIndex => ({
  cursor,
  gzip: gzipSync(text),
});

describe('BeatmapIndexCache', () => {
  it('builds once per cursor, shares a build under way, and builds again after a change', async () => {
    const asked: number[] = [];
    let next = 5;
    const cache = new BeatmapIndexCache(async () => {
      asked.push(next);
      return built(next);
    });
    const [a, b] = await Promise.all([cache.get(5), cache.get(5)]);
    expect(a).toBe(b);
    expect(asked).toEqual([5]);
    expect(await cache.get(5)).toBe(a);
    next = 7;
    expect((await cache.get(7)).cursor).toBe(7);
    expect(asked).toEqual([5, 7]);
  });

  it('reuses a build that came out at a newer cursor than the one asked for', async () => {
    let builds = 0;
    const cache = new BeatmapIndexCache(async () => {
      builds++;
      return built(9);
    });
    await cache.get(8);
    await cache.get(9);
    expect(builds).toBe(1);
  });

  it('forgets a failed build, so the next request tries again', async () => {
    let fail = true;
    const cache = new BeatmapIndexCache(async () => {
      if (fail) throw new Error('database down');
      return built(3);
    });
    await expect(cache.get(3)).rejects.toThrow('database down');
    fail = false;
    expect((await cache.get(3)).cursor).toBe(3);
  });

  it('unzips the kept bytes for a client without gzip', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of plainIndexBody(built(1, 'a\nb\n'))) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('a\nb\n');
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as RFC 9110 §12.5.3 does', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
