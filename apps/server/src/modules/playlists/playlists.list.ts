import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playlists } from '../../db/schema/index.ts';
import { answerList } from '../../lib/crud/list.ts';
import { parseCrudQuery } from '../../lib/crud/parse-query.ts';
import { ownedScope } from '../../lib/crud/owned-scope.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { listNamed } from '../items/index.ts';
import type { ReadModels } from '../../read-models/registry.ts';
import { playlistsReadModel } from './playlists.read-models.ts';
import { playlistsResource } from './playlists.crud.ts';
import * as repo from './playlists.repository.ts';

/** A listed playlist: the formats.md §6.3 shape, possibly narrowed by `fields`/`select`/`join`. */
export type ListedPlaylists = Paginated<Partial<Playlist>> | Partial<Playlist>[];

/**
 * `GET /api/playlists` (formats.md §6.1-6.3): parses the query grammar against
 * `playlistsResource`, lists one page of visible playlists (published, or the owner's drafts with
 * `user_id`+`drafts=true`), presents them with `present` (which adds `items` when `join` names
 * them), applies `join`/`select`, and answers `{data, count, total, page, pageCount}` — or a bare
 * array without paging parameters when `listBareArrayWithoutPaging`. Throws BadRequest (grammar)
 * or Forbidden (drafts).
 */
export async function listPlaylists(
  ctx: { db: Db; readModels: ReadModels; config: { listBareArrayWithoutPaging?: boolean | undefined } },
  query: Record<string, unknown>,
  viewer: AuthUser | null,
  present: (rows: repo.PlaylistWithUser[]) => Promise<Playlist[]>,
  adminScope?: SQL,
): Promise<ListedPlaylists> {
  const request = parseCrudQuery(query, playlistsResource);
  // The admin list (docs/decisions/0030) replaces the visibility scope with its own.
  const scope = adminScope ?? ownedScope(playlists, request.extras, viewer);
  // Public lists: the read model (the name index) when it answers (docs/decisions/0040, 0049).
  const { rows, total } = await listNamed(ctx, playlistsReadModel.key, request, playlistsResource, {
    admin: adminScope !== undefined,
    list: (compiled) => repo.listPlaylists(ctx.db, compiled, scope),
  });
  return answerList(await present(rows), total, request, playlistsResource, {
    bareArrayWithoutPaging: ctx.config.listBareArrayWithoutPaging,
  });
}
