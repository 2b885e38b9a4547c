import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compileCrud, escapeLike, mentionsField } from './compile.ts';
import { testResource } from './crud.test-helpers.ts';
import { listResponse, pagingOf } from './paging.ts';
import { parseCrudQuery } from './parse-query.ts';
import { shapeItems } from './shape.ts';

const parse = (query: Record<string, unknown>) => parseCrudQuery(query, testResource);
const dialect = new PgDialect();
const render = (fragment: SQL | undefined) => (fragment ? dialect.sqlToQuery(fragment) : undefined);
const noDb = { db: undefined as never };

const item = () => ({
  id: 1,
  name: 'n',
  secret_free: true,
  owner: { id: 7, name: 'o', avatar: 'a.png' },
  parts: undefined as unknown,
  links: [{ id: 2, owner: { id: 3, name: 'p', extra: 1 } }],
});

describe('shapeItems (fields/select and join)', () => {
  it('keeps everything without select, and fills joined placeholder relations', () => {
    const [out] = shapeItems([item()], parse({ join: 'parts' }), testResource);
    expect(out).toMatchObject({ id: 1, name: 'n', owner: { id: 7, name: 'o', avatar: 'a.png' }, parts: [] });
  });

  it('keeps selected keys plus id, relations named in select or join; ignores unknown names', () => {
    expect(shapeItems([item()], parse({ select: 'name,nope' }), testResource)).toEqual([
      { id: 1, name: 'n' },
    ]);
    expect(shapeItems([item()], parse({ fields: ['name', 'owner.name'] }), testResource)[0]).toEqual({
      id: 1,
      name: 'n',
      owner: { id: 7, name: 'o', avatar: 'a.png' },
    });
    expect(
      Object.keys(shapeItems([item()], parse({ select: 'name', join: 'parts' }), testResource)[0]!),
    ).toEqual(['id', 'name', 'parts']);
  });

  it('trims a joined relation to rel||fields (and id), nested and through arrays', () => {
    const [out] = shapeItems([item()], parse({ join: 'owner||name' }), testResource);
    expect(out?.owner).toEqual({ id: 7, name: 'o' });
    const nested = { ...item(), parts: [{ id: 5, owner: { id: 9, name: 'q', mail: 'x' } }] };
    const [deep] = shapeItems([nested], parse({ join: ['parts', 'parts.owner||name'] }), testResource);
    expect(deep?.parts).toEqual([{ id: 5, owner: { id: 9, name: 'q' } }]);
  });
});

describe('paging and the envelope (formats.md §6.1)', () => {
  it('derives limit, offset and page from page or offset', () => {
    expect(pagingOf(parse({}), testResource)).toEqual({ limit: 10, offset: 0, page: 1 });
    expect(pagingOf(parse({ page: '3', limit: '20' }), testResource)).toEqual({
      limit: 20,
      offset: 40,
      page: 3,
    });
    expect(pagingOf(parse({ offset: '45', limit: '20' }), testResource)).toEqual({
      limit: 20,
      offset: 45,
      page: 3,
    });
    expect(pagingOf(parse({ offset: '45', page: '1' }), testResource)).toEqual({
      limit: 10,
      offset: 0,
      page: 1,
    });
  });

  it('wraps data as {data, count, total, page, pageCount}, or a bare array when configured and unpaged', () => {
    expect(listResponse([1, 2], 12, parse({ limit: '5', page: '2' }), testResource)).toEqual({
      data: [1, 2],
      count: 2,
      total: 12,
      page: 2,
      pageCount: 3,
    });
    expect(listResponse([], 0, parse({}), testResource)).toEqual({
      data: [],
      count: 0,
      total: 0,
      page: 1,
      pageCount: 0,
    });
    expect(listResponse([1], 1, parse({}), testResource, { bareArrayWithoutPaging: true })).toEqual([1]);
    expect(
      listResponse([1], 1, parse({ page: '1' }), testResource, { bareArrayWithoutPaging: true }),
    ).toMatchObject({
      data: [1],
    });
  });
});

describe('compileCrud (SQL text; the database tests are in compile.test.ts)', () => {
  it('binds every value as a parameter and escapes LIKE metacharacters', async () => {
    const evil = `'; drop table users; --%_\\`;
    const compiled = await compileCrud(
      parse({ s: JSON.stringify({ name: { $contL: evil } }) }),
      testResource,
      noDb,
    );
    const query = render(compiled.where)!;
    expect(query.sql).toBe('"crud_test_items"."name" ilike $1::text');
    expect(query.params).toEqual([`%'; drop table users; --\\%\\_\\\\%`]);
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('orders by the sorts (else the default) with NULLS LAST and the id tie-breaker, and pages', async () => {
    const byDefault = await compileCrud(parse({}), testResource, noDb);
    expect(byDefault.orderBy.map((o) => render(o)!.sql)).toEqual([
      '"crud_test_items"."at" desc nulls last',
      '"crud_test_items"."id" desc nulls last',
    ]);
    const sorted = await compileCrud(
      parse({ sort: ['name,ASC', 'id,DESC'], limit: '5', page: '3' }),
      testResource,
      noDb,
    );
    expect(sorted.orderBy.map((o) => render(o)!.sql)).toEqual([
      '"crud_test_items"."name" asc nulls last',
      '"crud_test_items"."id" desc nulls last',
    ]);
    expect(sorted).toMatchObject({ limit: 5, offset: 10 });
  });

  it('finds whether a request names a field', () => {
    expect(mentionsField(parse({ s: '{"$and":[{},{"flag":{"$or":[true,false]}}]}' }).where, 'flag')).toBe(
      true,
    );
    expect(mentionsField(parse({ filter: 'name||$eq||flag' }).where, 'flag')).toBe(false);
  });
});
