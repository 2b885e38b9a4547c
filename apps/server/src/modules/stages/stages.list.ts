import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stages } from '../../db/schema/index.ts';
import { answerList } from '../../lib/crud/list.ts';
import { parseCrudQuery } from '../../lib/crud/parse-query.ts';
import { ownedScope } from '../../lib/crud/owned-scope.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { listNamed } from '../items/index.ts';
import type { ReadModels } from '../../read-models/registry.ts';
import { stagesReadModel } from './stages.read-models.ts';
import { stagesResource } from './stages.crud.ts';
import * as repo from './stages.repository.ts';
import { presentStages } from './stages.service.ts';

/** A listed stage: the formats.md §6.3 shape, possibly narrowed by `fields`/`select`/`join`. */
export type ListedStages = Paginated<Partial<Stage>> | Partial<Stage>[];

/**
 * `GET /api/models/stages` (formats.md §6.1-6.3): parses the query grammar against
 * `stagesResource`, lists one page of visible stages (published, or the uploader's drafts with
 * `user_id`+`drafts=true`), presents them with their visible `files`/`latest_files`, applies
 * `join`/`select` (`experience_beatmap` answers null), and answers `{data, count, total, page,
 * pageCount}` — or a bare array without paging parameters when `listBareArrayWithoutPaging`.
 * Throws BadRequest (grammar) or Forbidden (drafts).
 */
export async function listStages(
  ctx: { db: Db; readModels: ReadModels; config: { listBareArrayWithoutPaging?: boolean | undefined } },
  query: Record<string, unknown>,
  viewer: AuthUser | null,
  adminScope?: SQL,
): Promise<ListedStages> {
  const request = parseCrudQuery(query, stagesResource);
  // The admin list (docs/decisions/0030) replaces the visibility scope with its own.
  const scope = adminScope ?? ownedScope(stages, request.extras, viewer);
  // Public lists: the read model (the name index) when it answers (docs/decisions/0040, 0049).
  const { rows, total } = await listNamed(ctx, stagesReadModel.key, request, stagesResource, {
    admin: adminScope !== undefined,
    list: (compiled) => repo.listStages(ctx.db, compiled, scope),
  });
  return answerList(presentStages(rows, viewer), total, request, stagesResource, {
    bareArrayWithoutPaging: ctx.config.listBareArrayWithoutPaging,
  });
}
