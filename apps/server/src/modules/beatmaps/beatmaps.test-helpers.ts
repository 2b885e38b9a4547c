import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { beatmaps, users } from '../../db/schema/index.ts';

let seq = 0;

/** Inserts a user row directly (list tests need many rows fast, not the sign-up flow). */
export async function insertUser(
  app: FastifyInstance,
  username?: string,
): Promise<{ id: number; username: string }> {
  seq++;
  const name = username ?? `lister${process.pid}x${seq}`;
  const [row] = await app.db
    .insert(users)
    .values({ username: name, email: `${name.toLowerCase()}@example.test` })
    .returning({ id: users.id, username: users.username });
  return row!;
}

/**
 * Inserts a published beatmap row directly with realistic defaults (a 64-hex hash, Hard/Expert,
 * 120 BPM, 95 s, published an hour ago); `values` override any column. Returns its id.
 */
export async function insertBeatmap(
  app: FastifyInstance,
  userId: number,
  values: Partial<typeof beatmaps.$inferInsert> = {},
): Promise<number> {
  seq++;
  const [row] = await app.db
    .insert(beatmaps)
    .values({
      userId,
      title: `Song ${seq}`,
      artist: 'Artist',
      mapper: 'Mapper',
      hash: createHash('sha256').update(`beatmap-${process.pid}-${seq}-${Math.random()}`).digest('hex'),
      bpm: '120',
      durationS: 95,
      difficulties: ['Hard', 'Expert'],
      published: true,
      publishedAt: new Date(Date.now() - 3_600_000),
      ...values,
    })
    .returning({ id: beatmaps.id });
  return row!.id;
}

/** The formats.md §6.3 rules for the keys a listed beatmap carries (all of them when `full`). */
export function expectBeatmapShape(item: Record<string, unknown>, full = true): void {
  const has = (key: string) => full || key in item;
  expect(typeof item.id).toBe('number');
  if (has('hash')) expect(item.hash).toMatch(/^[0-9a-f]{64}$/);
  for (const key of ['bpm', 'score', 'rating']) {
    if (has(key)) expect(item[key], key).toMatch(/^-?\d+(\.\d+)?$/);
  }
  if (has('duration')) expect(item.duration).toMatch(/^\d{2,}:\d{2}$/);
  if (has('published_at')) {
    expect(typeof item.published_at).toBe('string');
    expect(new Date(item.published_at as string).toISOString()).toBe(item.published_at);
  }
  for (const key of ['title', 'artist', 'mapper', 'filename']) {
    if (has(key)) expect(typeof item[key], key).toBe('string');
  }
  if (has('filename')) expect(item.filename).toMatch(/^\d+-.*\.synth$|^\d+\.synth$/);
  if (has('difficulties')) expect(Array.isArray(item.difficulties)).toBe(true);
  for (const key of ['download_count', 'upvote_count', 'downvote_count', 'vote_diff']) {
    if (has(key)) expect(typeof item[key], key).toBe('number');
  }
  if (has('beat_saber_convert')) expect(typeof item.beat_saber_convert).toBe('boolean');
  if (has('download_url')) expect(item.download_url).toBe(`/api/beatmaps/${item.id}/download`);
  if (has('cover_url')) expect(typeof item.cover_url).toBe('string');
  if (has('user')) expect(item.user).toMatchObject({ id: expect.any(Number), username: expect.any(String) });
}

/** The §6.1 envelope check: keys, count = data.length, pageCount = ⌈total/limit⌉. */
export function expectEnvelope(body: Record<string, unknown>, limit: number): void {
  expect(Object.keys(body).sort()).toEqual(['count', 'data', 'page', 'pageCount', 'total']);
  expect(body.count).toBe((body.data as unknown[]).length);
  expect(body.pageCount).toBe(Math.ceil((body.total as number) / limit));
}
