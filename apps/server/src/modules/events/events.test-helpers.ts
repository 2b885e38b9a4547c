import type { FastifyInstance } from 'fastify';
import { auth, makeItem } from '../votes/votes.test-helpers.ts';
import { createEvent, type CreatedEvent } from './events.create.ts';

export { auth };
let seq = 0;

/** Uploads and publishes `n` beatmaps as `token` and answers their ids. */
export async function makeBeatmaps(app: FastifyInstance, token: string, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(Number((await makeItem(app, 'beatmap', token)).split('/').pop()));
  return ids;
}

/**
 * Creates a published event (unique slug `test-event-N`) whose window is `start`..`end` (ms) with
 * one category per entry of `categories` (the candidate beatmap ids). `extra` overrides fields.
 */
export async function makeEvent(
  app: FastifyInstance,
  window: { start: number; end: number },
  categories: number[][],
  extra: { published?: boolean; featured?: boolean; description?: string; title?: string } = {},
): Promise<CreatedEvent> {
  seq++;
  return createEvent(
    app.db,
    {
      title: extra.title ?? `Test event ${seq}`,
      slug: `test-event-${process.pid}-${seq}`,
      description: extra.description ?? 'About this event',
      published: extra.published ?? true,
      featured: extra.featured ?? false,
      voting_start_date: new Date(window.start),
      voting_end_date: new Date(window.end),
    },
    categories.map((beatmapIds, i) => ({ name: `Category ${i + 1}`, beatmapIds })),
  );
}
