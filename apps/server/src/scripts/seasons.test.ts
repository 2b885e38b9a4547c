import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { jobs, seasons } from '../db/schema/index.ts';
import { BadRequest, Conflict } from '../errors.ts';
import { createSeason, listSeasons } from './seasons.ts';

// The admin command's season rules (scripts/seasons.ts; spec §2 /rankings/season/{slug}).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const spring = {
  slug: 'season-1',
  name: 'Spring Season',
  starts_at: '2027-03-01T00:00:00Z',
  ends_at: '2027-06-01T00:00:00Z',
};
const rankingJobs = async () => (await t.app.db.select().from(jobs).where(eq(jobs.kind, 'rankings'))).length;

describe('createSeason', () => {
  it('stores the season and queues a rankings rebuild of every mode × difficulty', async () => {
    const before = await rankingJobs();
    const row = await createSeason(t.app.db, spring);
    expect(row).toMatchObject({ slug: 'season-1', name: 'Spring Season' });
    expect(row.startsAt.toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect((await listSeasons(t.app.db)).map((s) => s.slug)).toEqual(['season-1']);
    expect((await rankingJobs()) - before).toBe(10);
  });

  it('refuses a taken slug, an overlap and bad fields, naming what is wrong and storing nothing', async () => {
    const before = await rankingJobs();
    await expect(
      createSeason(t.app.db, {
        ...spring,
        starts_at: '2028-01-01T00:00:00Z',
        ends_at: '2028-02-01T00:00:00Z',
      }),
    ).rejects.toThrow(new Conflict('A season with slug "season-1" exists'));
    await expect(
      createSeason(t.app.db, {
        ...spring,
        slug: 'season-2',
        starts_at: '2027-05-31T00:00:00Z',
        ends_at: '2027-08-01T00:00:00Z',
      }),
    ).rejects.toThrow(new Conflict('The season overlaps season "season-1"'));
    await expect(createSeason(t.app.db, { ...spring, slug: 'Season 2' })).rejects.toThrow(BadRequest);
    await expect(
      createSeason(t.app.db, { ...spring, slug: 'season-2', ends_at: spring.starts_at }),
    ).rejects.toThrow('ends_at must come after starts_at');
    await expect(createSeason(t.app.db, { ...spring, slug: 'season-2', starts_at: 'March' })).rejects.toThrow(
      'starts_at must be an ISO 8601 date-time',
    );
    expect(await t.app.db.select().from(seasons)).toHaveLength(1);
    expect(await rankingJobs()).toBe(before);
  });

  it('allows a season that starts where the last one ended', async () => {
    const summer = await createSeason(t.app.db, {
      slug: 'season-2',
      name: 'Summer Season',
      starts_at: spring.ends_at,
      ends_at: '2027-09-01T00:00:00Z',
    });
    expect(summer.slug).toBe('season-2');
  });
});
