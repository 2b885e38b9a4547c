import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { avatars } from '../../db/schema/index.ts';
import { answerList } from '../../lib/crud/list.ts';
import { parseCrudQuery } from '../../lib/crud/parse-query.ts';
import { ownedScope } from '../../lib/crud/owned-scope.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { listNamed } from '../items/index.ts';
import type { ReadModels } from '../../read-models/registry.ts';
import { avatarsReadModel } from './avatars.read-models.ts';
import { avatarsResource } from './avatars.crud.ts';
import { presentAvatar } from './avatars.presenter.ts';
import * as repo from './avatars.repository.ts';

/** A listed avatar: the formats.md §6.3 shape, possibly narrowed by `fields`/`select`. */
export type ListedAvatars = Paginated<Partial<Avatar>> | Partial<Avatar>[];

/**
 * `GET /api/models/avatars` (formats.md §6.1-6.3): parses the query grammar against
 * `avatarsResource`, lists one page of visible avatars (published, or the uploader's drafts with
 * `user_id`+`drafts=true`), presents each (§6.3 Avatar), applies `join`/`select`, and answers
 * `{data, count, total, page, pageCount}` — or a bare array without paging parameters when
 * `listBareArrayWithoutPaging`. Throws BadRequest (grammar) or Forbidden (drafts).
 */
export async function listAvatars(
  ctx: { db: Db; readModels: ReadModels; config: { listBareArrayWithoutPaging?: boolean | undefined } },
  query: Record<string, unknown>,
  viewer: AuthUser | null,
  adminScope?: SQL,
): Promise<ListedAvatars> {
  const request = parseCrudQuery(query, avatarsResource);
  // The admin list (docs/decisions/0030) replaces the visibility scope with its own.
  const scope = adminScope ?? ownedScope(avatars, request.extras, viewer);
  // Public lists: the read model (the name index) when it answers (docs/decisions/0040, 0049).
  const { rows, total } = await listNamed(ctx, avatarsReadModel.key, request, avatarsResource, {
    admin: adminScope !== undefined,
    list: (compiled) => repo.listAvatars(ctx.db, compiled, scope),
  });
  return answerList(rows.map(presentAvatar), total, request, avatarsResource, {
    bareArrayWithoutPaging: ctx.config.listBareArrayWithoutPaging,
  });
}
