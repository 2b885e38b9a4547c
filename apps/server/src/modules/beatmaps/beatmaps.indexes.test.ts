import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { planOf } from '../../../test/query-plan.ts';
import { beatmaps, users } from '../../db/schema/index.ts';
import { compileCrud } from '../../lib/crud/compile.ts';
import { parseCrudQuery } from '../../lib/crud/parse-query.ts';
import { beatmapsResource } from './beatmaps.crud.ts';
import { beatmapScope } from './beatmaps.list.ts';
import { insertBeatmap, insertUser } from './beatmaps.test-helpers.ts';

// Conventions habit 5: the list grammar's search paths can use their indexes (docs/decisions/0004).
// With sequential (and for GIN, plain index) scans disabled, the plan must name the index: that
// proves the index matches the compiled SQL (test/query-plan.ts).
let t: TestApp;
let uploader: number;

beforeAll(async () => {
  t = await buildTestApp();
  uploader = (await insertUser(t.app)).id;
  for (let i = 0; i < 20; i++) {
    await insertBeatmap(t.app, uploader, {
      title: `Track number ${i}`,
      difficulties: i % 2 ? ['Master'] : ['Easy'],
    });
  }
});
afterAll(async () => t?.close());

/** The compiled list request for `query`: its WHERE (with the public scope when `scoped`) and ORDER BY. */
async function compiled(query: Record<string, string>, scoped: boolean) {
  const request = parseCrudQuery(query, beatmapsResource);
  const c = await compileCrud(request, beatmapsResource, { db: t.app.db });
  const scope = scoped ? beatmapScope(request.extras, false, null) : undefined;
  return { where: and(scope, c.where), orderBy: c.orderBy, limit: c.limit };
}

/** The plan of the page query (joined with the uploader, ordered, limited) of `query`. */
async function pagePlan(query: Record<string, string>, scoped: boolean): Promise<string> {
  const c = await compiled(query, scoped);
  const select = t.app.db
    .select({ id: beatmaps.id })
    .from(beatmaps)
    .innerJoin(users, eq(users.id, beatmaps.userId))
    .where(c.where)
    .orderBy(...c.orderBy)
    .limit(c.limit);
  return planOf(t.app.db, select, { bitmapOnly: !scoped });
}

/** The global search's beatmap filter (apps/web search-beatmaps.ts `beatmapSearchFilter`). */
const globalSearch = (term: string) =>
  JSON.stringify({
    $and: [
      {
        $or: [
          { text_search: { $tsQuery: term } },
          { artist: { $contL: term } },
          { title: { $contL: term } },
          { 'user.username': { $contL: term } },
        ],
      },
      { ost: { $ne: true } },
    ],
  });

describe('list query plans', () => {
  it('the default page reads beatmaps_published_at_idx in order', async () => {
    expect(await pagePlan({}, true)).toContain('beatmaps_published_at_idx');
  });

  it("an uploader's page reads beatmaps_user_published_idx", async () => {
    expect(await pagePlan({ user_id: String(uploader) }, true)).toContain('beatmaps_user_published_idx');
  });

  it('$tsQuery, $contL and $jsonContainsAny use their GIN indexes', async () => {
    expect(await pagePlan({ s: '{"text_search":{"$tsQuery":"track"}}', sort: 'id,DESC' }, false)).toContain(
      'beatmaps_text_search_idx',
    );
    for (const field of ['title', 'artist', 'mapper']) {
      expect(await pagePlan({ s: `{"${field}":{"$contL":"rack"}}`, sort: 'id,DESC' }, false)).toContain(
        `beatmaps_${field}_trgm_idx`,
      );
    }
    expect(
      await pagePlan({ s: '{"difficulties":{"$jsonContainsAny":["Master"]}}', sort: 'id,DESC' }, false),
    ).toContain('beatmaps_difficulties_idx');
  });

  it("the global search's $or is one BitmapOr of beatmaps' indexes, the uploader's name through user_id", async () => {
    // Without the scope (whose partial index wins on a tiny table), the $or alone: the old join
    // form could only filter it row by row. The count of the envelope reads beatmaps alone.
    const c = await compiled({ s: globalSearch('track') }, false);
    const plan = await planOf(
      t.app.db,
      t.app.db
        .select({ n: sql`count(*)` })
        .from(beatmaps)
        .where(c.where),
      {
        bitmapOnly: true,
      },
    );
    expect(plan).toContain('BitmapOr');
    for (const index of [
      'beatmaps_text_search_idx',
      'beatmaps_artist_trgm_idx',
      'beatmaps_title_trgm_idx',
      'beatmaps_user_idx',
      'users_username_trgm_idx',
    ]) {
      expect(plan, index).toContain(index);
    }
  });
});
