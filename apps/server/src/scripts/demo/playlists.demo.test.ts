import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { seedDemoBeatmaps } from './demo-content.ts';
import { seedDemoPlaylists } from './playlists.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('seedDemoPlaylists', () => {
  it('makes published playlists of demo beatmaps through the upload path', async () => {
    await seedDemoBeatmaps(t.app, 6);
    expect(await seedDemoPlaylists(t.app, 10)).toBe(10);
    const list = (await t.app.inject({ url: '/api/playlists?limit=100&join=items' })).json();
    expect(list.total).toBe(10);
    const warmup = list.data.find((p: { name: string }) => p.name === 'Warm-up');
    expect(warmup.filename_original).toBe('000001__Warmup.playlist');
    expect(warmup.items.length).toBeGreaterThanOrEqual(3);
    expect(warmup.items.some((i: { beatmap_id: number | null }) => i.beatmap_id === null)).toBe(true);
    expect(warmup.items.some((i: { beatmap_id: number | null }) => i.beatmap_id !== null)).toBe(true);
    expect(list.data.every((p: { published: boolean }) => p.published)).toBe(true);
    // A second run continues the numbering.
    await seedDemoPlaylists(t.app, 1, 10);
    expect((await t.app.inject({ url: '/api/playlists?limit=1' })).json().total).toBe(11);
  });
});
