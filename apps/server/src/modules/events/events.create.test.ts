import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { eventCategories, events } from '../../db/schema/index.ts';
import { BadRequest } from '../../errors.ts';
import { createEvent } from './events.create.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const input = {
  title: 'Best of 2030',
  slug: 'best-of-2030',
  voting_start_date: new Date('2030-01-01T00:00:00Z'),
  voting_end_date: new Date('2030-02-01T00:00:00Z'),
};
const rows = async () => ({
  events: (await t.app.db.select({ n: count() }).from(events))[0]!.n,
  categories: (await t.app.db.select({ n: count() }).from(eventCategories))[0]!.n,
});

describe('createEvent (spec §5 rules through the shared schema)', () => {
  it('refuses a bad title, slug, window or a blank category name, naming each, writing nothing', async () => {
    const error = await createEvent(
      t.app.db,
      { ...input, title: 'abc', slug: 'Bad--Slug', voting_end_date: new Date('2029-12-31T00:00:00Z') },
      [{ name: '  ', beatmapIds: [] }],
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequest);
    expect((error as BadRequest).validation).toEqual([
      'title: Title must be 4-120 characters',
      'slug: Slug may hold only lowercase letters and digits, with single hyphens between groups',
      'voting_end_date: Voting must end after it starts',
      'categories.0.name: Required',
    ]);
    expect(await rows()).toEqual({ events: 0, categories: 0 });
  });

  it('makes the event and its categories in order, and refuses a taken slug without a trace', async () => {
    const made = await createEvent(t.app.db, { ...input, title: '  Best of 2030  ' }, [
      { name: 'First', beatmapIds: [] },
      { name: 'Second', beatmapIds: [] },
    ]);
    expect(made.categoryIds).toHaveLength(2);
    await expect(createEvent(t.app.db, input, [{ name: 'Again', beatmapIds: [] }])).rejects.toThrow();
    expect(await rows()).toEqual({ events: 1, categories: 2 });
  });
});
