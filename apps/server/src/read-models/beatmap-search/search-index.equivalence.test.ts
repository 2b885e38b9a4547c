import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { beatmaps } from '../../db/schema/index.ts';
import { compileCrud } from '../../lib/crud/compile.ts';
import { pagingOf } from '../../lib/crud/paging.ts';
import { parseCrudQuery } from '../../lib/crud/parse-query.ts';
import { beatmapsResource } from '../../modules/beatmaps/beatmaps.crud.ts';
import { beatmapScope } from '../../modules/beatmaps/beatmaps.list.ts';
import { presentBeatmap } from '../../modules/beatmaps/beatmaps.presenter.ts';
import * as repo from '../../modules/beatmaps/beatmaps.repository.ts';
import { insertUser } from '../../modules/beatmaps/beatmaps.test-helpers.ts';
import { NAMES, randomItemChange, randomListQuery, randomText } from '../../../test/random-text.ts';
import { beatmapSearch } from '../../modules/beatmaps/beatmaps.read-models.ts';

// docs/decisions/0039: the search index must answer every list it takes exactly as PostgreSQL's
// query does (the same ids in the same order, the same total), also while the catalogue changes.
// Random catalogues and queries from a fixed seed (so a failure replays), with non-ASCII text,
// LIKE metacharacters and quotes, on PGlite and on PostgreSQL.

let t: TestApp;
const r = randomText(20261127);
const { random, pick, chance, fragment, text } = r;
const mutate = () =>
  randomItemChange(t.app.db, beatmaps, r, userIds, () => ({ title: text(3) }), beatmapValues);
let userIds: number[] = [];
let hashSeq = 0;

function beatmapValues(): typeof beatmaps.$inferInsert {
  const published = chance(0.85);
  return {
    userId: pick(userIds),
    title: text(3),
    artist: text(2),
    mapper: pick(NAMES),
    description: chance(0.5) ? text(4) : '',
    hash: createHash('sha256').update(`equivalence-${process.pid}-${hashSeq++}`).digest('hex'),
    bpm: '120',
    durationS: 95,
    difficulties: ['Hard'],
    published,
    // Minute steps, so ties on published_at are common and the id tie-break is exercised.
    publishedAt: published ? new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 300) * 60_000) : null,
    // Soft-deleted beatmaps are never published (docs/decisions/0030).
    deletedAt: !published && chance(0.3) ? new Date() : null,
    ost: chance(0.2),
    explicit: chance(0.2),
  };
}

/** One random condition, nested up to `depth`. */
function condition(depth: number): Record<string, unknown> {
  if (depth > 0 && chance(0.35)) {
    const items = Array.from({ length: 2 + Math.floor(random() * 2) }, () => condition(depth - 1));
    return { [chance(0.5) ? '$and' : '$or']: items };
  }
  const kind = random();
  if (kind < 0.3) {
    const term = pick([
      () => fragment(),
      () => `${fragment()} ${fragment()}`,
      () => `${fragment()} or ${fragment()}`,
      () => `-${fragment()} ${fragment()}`,
      () => `"${fragment()} ${fragment()}"`,
      () => '!!!',
    ])();
    return { text_search: { $tsQuery: term } };
  }
  if (kind < 0.7) {
    const op = pick(['$contL', '$contL', '$contL', '$eqL', '$startsL', '$endsL', '$exclL', '$neL']);
    return { [pick(['title', 'artist', 'mapper'])]: { [op]: op === '$eqL' ? text(1) : fragment() } };
  }
  if (kind < 0.85) return { 'user.username': { [pick(['$contL', '$eqL'])]: fragment() } };
  return { [pick(['ost', 'explicit'])]: { [pick(['$eq', '$ne'])]: chance(0.5) } };
}

beforeAll(async () => {
  t = await buildTestApp();
  userIds = [];
  for (const name of NAMES) userIds.push((await insertUser(t.app, `${name}${process.pid}`)).id);
  await t.app.db.insert(beatmaps).values(Array.from({ length: 400 }, beatmapValues));
});
afterAll(async () => t?.close());

describe('beatmap search index', () => {
  it('answers 300 random lists exactly as PostgreSQL, while the catalogue changes', async () => {
    let answered = 0;
    for (let i = 0; i < 300; i += 1) {
      if (i % 10 === 9) await mutate();
      const query = randomListQuery(r, condition(2), userIds);
      const request = parseCrudQuery(query, beatmapsResource);
      const { offset, limit } = pagingOf(request, beatmapsResource);
      const fromIndex = await beatmapSearch.list(t.app.db, {
        where: request.where,
        sorts: request.sorts,
        userId: request.extras.user_id,
        offset,
        limit,
      });
      const compiled = await compileCrud(request, beatmapsResource, { db: t.app.db });
      const scope = beatmapScope(request.extras, false, null);
      const expected = await repo.listBeatmaps(
        t.app.db,
        compiled,
        scope,
        'count',
        request.sorts.length === 0,
      );
      if (!fromIndex) continue; // a phrase: PostgreSQL answers it
      answered += 1;
      const context = JSON.stringify(query);
      expect(
        fromIndex.items.map((r) => r.id),
        context,
      ).toEqual(expected.rows.map((r) => r.id));
      expect(fromIndex.items, context).toEqual(expected.rows.map(presentBeatmap));
      expect({ value: fromIndex.total, estimated: false }, context).toEqual(expected.total);
    }
    // Phrases fall back; everything else is the index's.
    expect(answered).toBeGreaterThan(200);
  });

  it('answers lists sent at once while beatmaps change, then agrees with PostgreSQL again', async () => {
    const url = (k: number) =>
      `/api/beatmaps?limit=10&page=${1 + (k % 3)}&s=${encodeURIComponent(JSON.stringify(condition(1)))}`;
    const writes = (async () => {
      for (let i = 0; i < 10; i += 1) await mutate();
    })();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, k) => t.app.inject({ url: url(k) })));
    await writes;
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    // Settled: the index catches up on the next request and answers as PostgreSQL does
    // (verifyAgainstDatabase in beatmaps.list.ts compares every answer under Vitest).
    const settled = await t.app.inject({ url: url(0) });
    expect(settled.statusCode, settled.body).toBe(200);
  });
});
