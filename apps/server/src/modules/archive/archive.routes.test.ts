import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { chartathonEntries, chartathons } from '../../db/schema/index.ts';
import { insertBeatmap, insertUser } from '../beatmaps/beatmaps.test-helpers.ts';

let t: TestApp;
let published: number;
let draft: number;
beforeAll(async () => {
  t = await buildTestApp();
  const mapper = await insertUser(t.app, 'ArchiveMapper');
  published = await insertBeatmap(t.app, mapper.id);
  draft = await insertBeatmap(t.app, mapper.id, { published: false, publishedAt: null });
  const [c22, c23] = await t.app.db
    .insert(chartathons)
    .values([
      { year: 2022, title: 'Chartathon 2022', theme: 'Spooky', description: 'Halloween maps' },
      { year: 2023, title: 'Chartathon 2023', theme: 'Summer', description: 'Beach maps' },
    ])
    .returning();
  await t.app.db.insert(chartathonEntries).values([
    { chartathonId: c22!.id, title: 'Second 22', mapperName: 'B', placement: 2, beatmapId: draft },
    { chartathonId: c22!.id, title: 'Winner 22', mapperName: 'A', placement: 1, beatmapId: published },
    { chartathonId: c23!.id, title: 'Winner 23', mapperName: 'C', placement: 1, judgesNotes: 'Great flow' },
  ]);
});
afterAll(async () => t?.close());

describe('GET /api/archive/chartathons (docs/decisions/0028)', () => {
  it('lists every year, newest first, entries by placement', async () => {
    const res = await t.app.inject({ url: '/api/archive/chartathons' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((c: { year: number }) => c.year)).toEqual([2023, 2022]);
    expect(body[1].entries.map((e: { title: string }) => e.title)).toEqual(['Winner 22', 'Second 22']);
  });

  it('keeps one year with ?year=, links only published beatmaps', async () => {
    const body = (await t.app.inject({ url: '/api/archive/chartathons?year=2022' })).json();
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ year: 2022, theme: 'Spooky' });
    expect(body[0].entries).toEqual([
      expect.objectContaining({ placement: 1, mapper_name: 'A', beatmap_id: published }),
      expect.objectContaining({ placement: 2, beatmap_id: null }),
    ]);
    const other = (await t.app.inject({ url: '/api/archive/chartathons?year=2023' })).json();
    expect(other[0].entries[0]).toMatchObject({
      title: 'Winner 23',
      judges_notes: 'Great flow',
      beatmap_id: null,
    });
    expect((await t.app.inject({ url: '/api/archive/chartathons?year=1999' })).json()).toMatchObject({
      statusCode: 400,
      message: 'Invalid querystring: year: year must be from 2000 to 2100',
    });
    expect((await t.app.inject({ url: '/api/archive/chartathons?year=2030' })).json()).toEqual([]);
  });
});
