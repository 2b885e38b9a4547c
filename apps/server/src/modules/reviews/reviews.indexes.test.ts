import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { planOf } from '../../../test/query-plan.ts';
import { reviewsPageQuery } from './reviews.repository.ts';

// Conventions habit 5: the Reviews tab's page query reads its partial index
// (beatmap_reviews_beatmap_created_idx: one beatmap's visible reviews, newest first; decision 0027).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('the reviews page query', () => {
  it('reads beatmap_reviews_beatmap_created_idx', async () => {
    const plan = await planOf(t.app.db, reviewsPageQuery(t.app.db, 1, { limit: 10, offset: 0 }));
    expect(plan).toContain('beatmap_reviews_beatmap_created_idx');
  });
});
