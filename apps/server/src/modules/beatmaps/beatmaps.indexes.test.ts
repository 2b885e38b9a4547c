import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { beatmaps, users } from '../../db/schema/index.ts';
import { compileCrud } from '../../lib/crud/compile.ts';
import { parseCrudQuery } from '../../lib/crud/parse-query.ts';
import { beatmapsResource } from './beatmaps.crud.ts';
import { beatmapScope } from './beatmaps.list.ts';
import { insertBeatmap, insertUser } from './beatmaps.test-helpers.ts';

// Conventions habit 5: the list grammar's search paths can use their indexes (issue 4 item 2).
// With sequential (and for GIN, plain index) scans disabled, the plan must name the index: that
// proves the index matches the compiled SQL.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const user = await insertUser(t.app);
  for (let i = 0; i < 20; i++) {
    await insertBeatmap(t.app, user.id, {
      title: `Track number ${i}`,
      difficulties: i % 2 ? ['Master'] : ['Easy'],
    });
  }
});
afterAll(async () => t?.close());

/** The plan of the list query for `query`, within the published scope or with no scope. */
async function plan(query: Record<string, string>, scoped: boolean): Promise<string> {
  const request = parseCrudQuery(query, beatmapsResource);
  const compiled = await compileCrud(request, beatmapsResource, { db: t.app.db });
  const scope = scoped ? beatmapScope(request.extras, false, null) : undefined;
  const select = t.app.db
    .select({ id: beatmaps.id })
    .from(beatmaps)
    .innerJoin(users, eq(users.id, beatmaps.userId))
    .where(and(scope, compiled.where))
    .orderBy(...compiled.orderBy)
    .limit(compiled.limit);
  return t.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // GIN indexes only serve bitmap scans; without this the primary key's ordered scan may win.
    if (!scoped) await tx.execute(sql`set local enable_indexscan = off`);
    const result = await tx.execute(sql`explain ${select as unknown as SQL}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      string
    >[];
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('list query plans', () => {
  it('the default page reads beatmaps_published_at_idx in order', async () => {
    expect(await plan({}, true)).toContain('beatmaps_published_at_idx');
  });

  it('$tsQuery, $contL and $jsonContainsAny use their GIN indexes', async () => {
    expect(await plan({ s: '{"text_search":{"$tsQuery":"track"}}', sort: 'id,DESC' }, false)).toContain(
      'beatmaps_text_search_idx',
    );
    for (const field of ['title', 'artist', 'mapper']) {
      expect(await plan({ s: `{"${field}":{"$contL":"rack"}}`, sort: 'id,DESC' }, false)).toContain(
        `beatmaps_${field}_trgm_idx`,
      );
    }
    expect(
      await plan({ s: '{"difficulties":{"$jsonContainsAny":["Master"]}}', sort: 'id,DESC' }, false),
    ).toContain('beatmaps_difficulties_idx');
  });
});
