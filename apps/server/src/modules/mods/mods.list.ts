import type { Mod, ModListQuery } from '@synthhub/shared/mods/mods.schemas';
import type { Paginated } from '@synthhub/shared/api/pagination';
import { and, or, type SQL, sql } from 'drizzle-orm';
import { modAuthors, mods, modTags, users } from '../../db/schema/index.ts';
import { Unauthorized } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { SIGN_IN_MESSAGE } from '../../policies/content.ts';
import { findVersionsOfMods } from './mod-versions.repository.ts';
import { presentMod } from './mods.presenter.ts';
import { findMods, modsOf, releasedMods } from './mods.repository.ts';
import type { ModsContext } from './mods.service.ts';

/** `q` as an ILIKE pattern matching anywhere, with `%`, `_` and `\` taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Mods whose name, summary, a tag, the owner's or a co-author's username contains `q` (any case). */
function matching(q: string): SQL {
  const p = contains(q);
  return or(
    sql`${mods.name} ilike ${p}`,
    sql`${mods.summary} ilike ${p}`,
    sql`exists (select 1 from ${modTags} where ${modTags.modId} = ${mods.id} and ${modTags.tag} ilike ${p})`,
    sql`exists (select 1 from ${users} where ${users.id} = ${mods.userId} and ${users.username} ilike ${p})`,
    sql`exists (select 1 from ${modAuthors} join ${users} on ${users.id} = ${modAuthors.userId}
      where ${modAuthors.modId} = ${mods.id} and ${users.username} ilike ${p})`,
  )!;
}

type SortKey = (m: Mod) => number | string;
const SORT_KEYS: Record<ModListQuery['sort'], SortKey> = {
  published_at: (m) => (m.published_at ? Date.parse(m.published_at) : 0),
  updated_at: (m) => Date.parse(m.updated_at),
  download_count: (m) => m.download_count,
  name: (m) => m.name.toLowerCase(),
  score: (m) => Number(m.score),
};

/**
 * `GET /api/mods` (packages/shared `modListQuerySchema`): released mods (published, not deleted),
 * or with `mine` the caller's own and co-authored mods, drafts included (401 anonymous); `q`
 * matches name, summary, tags and author names; `platform` and `game_version` keep mods whose
 * latest non-deprecated version supports them; sorted by `sort` (desc, `name` asc unless `order`),
 * ties newest id first; then paged (formats.md §6.1 envelope). The latest version is worked out
 * with semver in code, so filtering and sorting happen after loading the matches — fine for a
 * catalogue of hundreds of mods; a large one would keep a `latest_version_id` column instead.
 */
export async function listMods(
  ctx: ModsContext,
  query: ModListQuery,
  viewer: AuthUser | null,
): Promise<Paginated<Mod>> {
  if (query.mine && !viewer) throw new Unauthorized(SIGN_IN_MESSAGE);
  const scope = query.mine ? modsOf(viewer!.id) : releasedMods();
  const rows = await findMods(ctx.db, and(scope, query.q ? matching(query.q) : undefined));
  const versions = await findVersionsOfMods(
    ctx.db,
    rows.map((r) => r.id),
  );
  let list = rows.map((r) =>
    presentMod(
      r,
      versions.filter((v) => v.modId === r.id),
    ),
  );
  if (query.platform) list = list.filter((m) => m.platforms.includes(query.platform!));
  if (query.game_version) list = list.filter((m) => m.game_versions.includes(query.game_version!));
  const key = SORT_KEYS[query.sort];
  const dir = (query.order ?? (query.sort === 'name' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  list.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) return (x < y ? -1 : 1) * dir;
    return b.id - a.id;
  });
  const total = list.length;
  const data = list.slice((query.page - 1) * query.limit, query.page * query.limit);
  return { data, count: data.length, total, page: query.page, pageCount: Math.ceil(total / query.limit) };
}
