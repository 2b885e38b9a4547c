import { createHash } from 'node:crypto';
import type { Change } from '@synthhub/shared/changes/changes.schemas';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { beatmaps, users } from '../../db/schema/index.ts';

let n = 0;

/** Inserts a user row directly (the feed tests need owners, not the sign-up flow). */
export async function insertOwner(app: FastifyInstance): Promise<number> {
  n++;
  const name = `feeder${process.pid}x${n}`;
  const [row] = await app.db
    .insert(users)
    .values({ username: name, email: `${name}@example.test` })
    .returning({ id: users.id });
  return row!.id;
}

/** Inserts a beatmap row directly, published an hour ago unless `values` say otherwise. */
export async function insertBeatmapRow(
  app: FastifyInstance,
  userId: number,
  values: Partial<typeof beatmaps.$inferInsert> = {},
): Promise<number> {
  n++;
  const [row] = await app.db
    .insert(beatmaps)
    .values({
      userId,
      title: `Feed Song ${n}`,
      artist: 'Artist',
      mapper: 'Mapper',
      hash: createHash('sha256').update(`feed-${process.pid}-${n}-${Math.random()}`).digest('hex'),
      difficulties: ['Hard'],
      published: true,
      publishedAt: new Date(Date.now() - 3_600_000),
      ...values,
    })
    .returning({ id: beatmaps.id });
  return row!.id;
}

/** Parses an NDJSON body: one JSON value per `\n`-terminated line. */
export function parseNdjson<T>(body: string): T[] {
  if (body === '') return [];
  expect(body.endsWith('\n')).toBe(true);
  return body
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line) as T);
}

/** The catalogue index as a client reads it: lines by id, its cursor and ETag. */
export async function fetchIndex(app: FastifyInstance) {
  const res = await app.inject({ url: '/api/beatmaps/index.ndjson' });
  expect(res.statusCode, res.body).toBe(200);
  const lines = parseNdjson<{ id: number }>(res.body);
  return {
    copy: new Map(lines.map((l) => [l.id, l as unknown])),
    cursor: Number(res.headers['x-changes-cursor']),
    etag: String(res.headers.etag),
    body: res.body,
  };
}

/** Every change after `since`, read in pages of `limit` until `x-changes-more` is false. */
export async function fetchChanges(app: FastifyInstance, since: number, limit = 1000): Promise<Change[]> {
  const all: Change[] = [];
  let cursor = since;
  for (;;) {
    const res = await app.inject({ url: `/api/changes?since=${cursor}&limit=${limit}` });
    expect(res.statusCode, res.body).toBe(200);
    const page = parseNdjson<Change>(res.body);
    all.push(...page);
    cursor = Number(res.headers['x-changes-cursor']);
    if (page.length > 0) expect(cursor).toBe(page.at(-1)!.cursor);
    if (res.headers['x-changes-more'] !== 'true') return all;
  }
}

/** Applies beatmap changes to a copy of the index, as a manager would (upsert / remove by id). */
export function applyChanges(copy: Map<number, unknown>, changes: Change[]): Map<number, unknown> {
  const next = new Map(copy);
  for (const c of changes) {
    if (c.kind !== 'beatmap') continue;
    if (c.op === 'deleted') next.delete(c.id);
    else if (c.item) next.set(c.id, c.item);
  }
  return next;
}

/** A copy as a sorted list, for comparing two copies. */
export const sorted = (copy: Map<number, unknown>) => [...copy.entries()].sort((a, b) => a[0] - b[0]);
