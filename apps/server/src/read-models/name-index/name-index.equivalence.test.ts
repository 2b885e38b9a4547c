import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { NAMES, randomItemChange, randomListQuery, randomText } from '../../../test/random-text.ts';
import { stages } from '../../db/schema/index.ts';
import { compileCrud } from '../../lib/crud/compile.ts';
import { ownedScope } from '../../lib/crud/owned-scope.ts';
import { parseCrudQuery } from '../../lib/crud/parse-query.ts';
import { insertUser } from '../../modules/beatmaps/beatmaps.test-helpers.ts';
import { stagesResource } from '../../modules/stages/stages.crud.ts';
import * as stagesRepo from '../../modules/stages/stages.repository.ts';
import { stagesReadModel } from '../../modules/stages/stages.read-models.ts';

// docs/decisions/0040: the name index must answer every list it takes exactly as PostgreSQL's
// query does (the same ids in the same order, the same total), also while the catalogue changes.
// Stages stand for the three kinds (playlists and avatars share the code; every list of theirs
// in the server suite is checked against PostgreSQL by listNamed in the test app).

let t: TestApp;
const r = randomText(20261128);
const { random, pick, chance, fragment, text } = r;
const mutate = () => randomItemChange(t.app.db, stages, r, userIds, () => ({ name: text(3) }), stageValues);
let userIds: number[] = [];

function stageValues(): typeof stages.$inferInsert {
  const published = chance(0.85);
  return {
    userId: pick(userIds),
    name: text(3),
    published,
    // Minute steps, so ties on published_at are common and the id tie-break is exercised.
    publishedAt: published ? new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 200) * 60_000) : null,
    // Soft-deleted stages are never published (docs/decisions/0030).
    deletedAt: !published && chance(0.3) ? new Date() : null,
  };
}

/** One random condition, nested up to `depth`; some the index does not take (PostgreSQL answers). */
function condition(depth: number): Record<string, unknown> {
  if (depth > 0 && chance(0.35)) {
    const items = Array.from({ length: 2 + Math.floor(random() * 2) }, () => condition(depth - 1));
    return { [chance(0.5) ? '$and' : '$or']: items };
  }
  const kind = random();
  if (kind < 0.65) {
    const op = pick(['$contL', '$contL', '$contL', '$eqL', '$startsL', '$endsL', '$exclL', '$neL']);
    return { name: { [op]: op === '$eqL' ? text(1) : fragment() } };
  }
  if (kind < 0.85) return { 'user.username': { [pick(['$contL', '$eqL'])]: fragment() } };
  if (kind < 0.95) return { 'user.id': { $eq: pick(userIds) } };
  return { name: { $cont: fragment() } }; // case-sensitive: not the index's
}

beforeAll(async () => {
  t = await buildTestApp();
  userIds = [];
  for (const name of NAMES) userIds.push((await insertUser(t.app, `${name}${process.pid}`)).id);
  await t.app.db.insert(stages).values(Array.from({ length: 300 }, stageValues));
});
afterAll(async () => t?.close());

describe('name index', () => {
  it('answers 250 random stage lists exactly as PostgreSQL, while the catalogue changes', async () => {
    let answered = 0;
    for (let i = 0; i < 250; i += 1) {
      if (i % 10 === 9) await mutate();
      const query = randomListQuery(r, condition(2), userIds);
      const request = parseCrudQuery(query, stagesResource);
      const fromIndex = await stagesReadModel.nameIndex.answer(t.app.db, request);
      const compiled = await compileCrud(request, stagesResource, { db: t.app.db });
      const expected = await stagesRepo.listStages(
        t.app.db,
        compiled,
        ownedScope(stages, request.extras, null),
      );
      if (!fromIndex) continue; // a case-sensitive condition: PostgreSQL answers it
      answered += 1;
      const context = JSON.stringify(query);
      expect(fromIndex.rows, context).toEqual(expected.rows);
      expect(fromIndex.total, context).toBe(expected.total);
    }
    expect(answered).toBeGreaterThan(150);
  });

  it('answers stage lists sent at once while stages change, then agrees with PostgreSQL again', async () => {
    const url = (k: number) =>
      `/api/models/stages?limit=10&page=${1 + (k % 3)}&s=${encodeURIComponent(JSON.stringify(condition(1)))}`;
    const writes = (async () => {
      for (let i = 0; i < 10; i += 1) await mutate();
    })();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, k) => t.app.inject({ url: url(k) })));
    await writes;
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    // Settled: the index catches up on the next request and answers as PostgreSQL does (listNamed
    // compares every answer in the test app).
    const settled = await t.app.inject({ url: url(0) });
    expect(settled.statusCode, settled.body).toBe(200);
  });
});
