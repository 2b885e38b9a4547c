import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { CompiledQuery } from './compile.ts';
import { answerList } from './list.ts';
import { type Listed, listResponseSchema } from './list-schema.ts';
import { pageWithTotal } from './page-total.ts';
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
 * `list` answers it from the app's database. Access is public (policies/access.ts). Used by the
 * users, leaderboards, rankings and leaderboard-profiles lists.
 */
export function publicListRoute<TItem extends z.ZodObject>(
  app: RouteApp,
  route: {
    tags: string[];
    summary: string;
    resource: Resource<object>;
    item: TItem;
    list: (ctx: ListContext, query: Record<string, unknown>) => Promise<Listed<z.output<TItem>>>;
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
 * One page of `table` in a compiled list query (formats.md §6.1): the `fields` of the rows that
 * match `where`, in the query's order, limit and offset, with the envelope's total counted in the
 * same statement (lib/crud/page-total.ts, docs/decisions/0004). `total` is the count's expression
 * (default `count(*)`; the rankings count a whole list by its largest rank).
 */
export function pageOfTable<TFields extends SelectedFields>(
  db: Db,
  table: PgTable,
  fields: TFields,
  where: SQL | undefined,
  compiled: CompiledQuery,
  total: SQL<number> = count(),
): Promise<{ rows: SelectResultFields<TFields & { total: SQL<number | null> }>[]; total: number }> {
  return pageWithTotal(db.select({ n: total }).from(table).where(where), compiled, (totalColumn) =>
    db
      .select({ ...fields, total: totalColumn })
      .from(table)
      .where(where)
      .orderBy(...compiled.orderBy)
      .limit(compiled.limit)
      .offset(compiled.offset),
  ) as Promise<{ rows: SelectResultFields<TFields & { total: SQL<number | null> }>[]; total: number }>;
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
