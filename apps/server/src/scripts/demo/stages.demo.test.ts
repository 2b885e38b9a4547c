import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { seedDemoStages } from './stages.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('seedDemoStages', () => {
  it('makes published stages with covers, tags and files through the upload path', async () => {
    await registerUser(t.app, 'DemoMapper');
    expect(await seedDemoStages(t.app, 6)).toBe(6);
    const page = (await t.app.inject({ url: '/api/models/stages?limit=10' })).json() as Paginated<Stage>;
    expect(page.total).toBe(6);
    for (const stage of page.data) {
      expect(stage.user.username).toBe('DemoMapper');
      expect(stage.cover_url).not.toBe('');
      expect(stage.tags.length).toBeGreaterThan(0);
      expect(stage.latest_files.some((f) => f.platform === 'pc' && f.mode === 'normal')).toBe(true);
    }
  });

  it('makes its own creator on an empty user table and can run again with an offset', async () => {
    const fresh = await buildTestApp();
    try {
      expect(await seedDemoStages(fresh.app, 2, 0)).toBe(2);
      expect(await seedDemoStages(fresh.app, 2, 2)).toBe(2);
      const page = (await fresh.app.inject({ url: '/api/models/stages' })).json() as Paginated<Stage>;
      expect(page.total).toBe(4);
      expect(page.data[0]!.user.username).toBe('StageCrafter');
    } finally {
      await fresh.close();
    }
  });
});
