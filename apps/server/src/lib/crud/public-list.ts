import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { answerList } from './list.ts';
import { type Listed, listResponseSchema } from './list-schema.ts';
import { crudQuerySchema } from './parse-query.ts';
import type { CrudRequest, Resource } from './types.ts';

/** What a list endpoint reads of the app: its database and the bare-array switch (env.ts). */
export interface ListContext {
  db: Db;
  config: { listBareArrayWithoutPaging?: boolean | undefined };
}

/** The Fastify instance a route plugin of this server receives (zod type provider). */
type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Registers `GET /` of a public list in the @nestjsx/crud query grammar (formats.md §6.1): the
 * querystring is the resource's whitelist (crudQuerySchema), the answer the envelope
 * `{data, count, total, page, pageCount}` or the bare array over `item` (listResponseSchema), and
 * `list` answers it with the app as its context (`TCtx`: at least ListContext). Access is public (policies/access.ts). Used by the
 * users, leaderboards, rankings and leaderboard-profiles lists.
 */
export function publicListRoute<TItem extends z.ZodObject, TCtx extends ListContext = ListContext>(
  app: RouteApp & TCtx,
  route: {
    tags: string[];
    summary: string;
    resource: Resource<object>;
    item: TItem;
    list: (ctx: TCtx, query: Record<string, unknown>) => Promise<Listed<z.output<TItem>>>;
  },
): void {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: route.tags,
        summary: route.summary,
        querystring: crudQuerySchema(route.resource),
        response: { 200: listResponseSchema(route.item, route.resource) },
      },
    },
    async (request) => route.list(app, request.query),
  );
}

/**
 * Step 2 of a list endpoint (lib/crud/list.ts `answerList`) with the app's bare-array switch:
 * the envelope, or the bare array for old clients when `LIST_BARE_ARRAY_WITHOUT_PAGING` is set.
 */
export function answerListIn<T extends object>(
  ctx: ListContext,
  items: T[],
  total: number,
  request: CrudRequest<object>,
  resource: Resource<object>,
): Listed<T> {
  return answerList(items, total, request, resource, {
    bareArrayWithoutPaging: ctx.config.listBareArrayWithoutPaging,
  });
}
