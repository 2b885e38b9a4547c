import { describe, expect, it } from 'vitest';
import { BadRequest } from '../../errors.ts';
import { testResource } from './crud.test-helpers.ts';
import { OPERATORS } from './operators.ts';
import { parseCrudQuery } from './parse-query.ts';

const parse = (query: Record<string, unknown>) => parseCrudQuery(query, testResource);
const where = (s: unknown) => parse({ s: JSON.stringify(s) }).where;
const field = (name: string, op: string, value: unknown) => ({ kind: 'field', field: name, op, value });

/** Expects a 400 whose message contains every fragment. */
function rejects(query: Record<string, unknown>, ...fragments: string[]) {
  let error: unknown;
  try {
    parse(query);
  } catch (e) {
    error = e;
  }
  expect(error, JSON.stringify(query)).toBeInstanceOf(BadRequest);
  for (const fragment of fragments) expect((error as Error).message).toContain(fragment);
}

describe('parseCrudQuery: s (formats.md §6.1)', () => {
  it('reads every operator on a field of a type that accepts it', () => {
    const cases: [string, string, unknown, unknown][] = [
      ['name', '$eq', 'a', 'a'],
      ['name', '$ne', 'a', 'a'],
      ['size', '$gt', 1.5, 1.5],
      ['size', '$lt', '2', 2],
      ['count', '$gte', 3, 3],
      ['count', '$lte', 'many', 100],
      ['name', '$starts', 'a', 'a'],
      ['name', '$ends', 'a', 'a'],
      ['name', '$cont', 'a', 'a'],
      ['name', '$excl', 'a', 'a'],
      ['name', '$in', ['a', 'b'], ['a', 'b']],
      ['count', '$notin', [1, '2'], [1, 2]],
      ['note', '$isnull', true, null],
      ['note', '$notnull', true, null],
      [
        'at',
        '$between',
        ['2024-01-01T00:00:00Z', 1735689600000],
        [new Date('2024-01-01T00:00:00Z'), new Date(1735689600000)],
      ],
      ['name', '$eqL', 'A', 'A'],
      ['name', '$neL', 'A', 'A'],
      ['name', '$startsL', 'A', 'A'],
      ['name', '$endsL', 'A', 'A'],
      ['name', '$contL', 'A', 'A'],
      ['name', '$exclL', 'A', 'A'],
      ['name', '$inL', ['A'], ['A']],
      ['name', '$notinL', ['A'], ['A']],
      ['text_search', '$tsQuery', 'han solo', 'han solo'],
      ['tags', '$jsonContainsAny', ['Master', 'Expert'], ['Master', 'Expert']],
      ['tags', '$jsonContainsAny', 'Master', ['Master']],
      ['flag', '$eq', 'true', true],
      ['flag', '$ne', 0, false],
    ];
    const covered = new Set(cases.map((c) => c[1]));
    expect(OPERATORS.filter((op) => !covered.has(op))).toEqual([]);
    for (const [name, op, raw, value] of cases) {
      expect(where({ [name]: { [op]: raw } }), `${name} ${op}`).toEqual(field(name, op, value));
    }
  });

  it('reads shorthand equality, null as $isnull, and $eq/$ne null', () => {
    expect(where({ name: 'x' })).toEqual(field('name', '$eq', 'x'));
    expect(where({ count: 5 })).toEqual(field('count', '$eq', 5));
    expect(where({ note: null })).toEqual(field('note', '$isnull', null));
    expect(where({ note: { $ne: null } })).toEqual(field('note', '$notnull', null));
    expect(where({ 'owner.name': 'bob' })).toEqual(field('owner.name', '$eq', 'bob'));
  });

  it('ANDs keys and operators, and reads $and/$or at the top and inside a field', () => {
    expect(where({ name: 'a', count: { $gt: 1, $lt: 5 } })).toEqual({
      kind: 'and',
      items: [
        field('name', '$eq', 'a'),
        { kind: 'and', items: [field('count', '$gt', 1), field('count', '$lt', 5)] },
      ],
    });
    expect(where({ $or: [{ name: 'a' }, { 'owner.name': { $contL: 'b' } }] })).toEqual({
      kind: 'or',
      items: [field('name', '$eq', 'a'), field('owner.name', '$contL', 'b')],
    });
    expect(where({ flag: { $or: [true, false] } })).toEqual({
      kind: 'or',
      items: [field('flag', '$eq', true), field('flag', '$eq', false)],
    });
    expect(where({ count: { $or: { $eq: 1, $gt: 5 } } })).toEqual({
      kind: 'or',
      items: [field('count', '$eq', 1), field('count', '$gt', 5)],
    });
    expect(where({ count: { $and: [{ $gt: 1 }, { $lt: 5 }] } })).toEqual({
      kind: 'and',
      items: [field('count', '$gt', 1), field('count', '$lt', 5)],
    });
  });

  it('accepts s={}, empty s, empty objects inside $and/$or and {"field":{}}', () => {
    expect(where({})).toBeUndefined();
    expect(parse({ s: '' }).where).toBeUndefined();
    expect(where({ $and: [{}, {}, { flag: { $ne: true } }] })).toEqual(field('flag', '$ne', true));
    expect(where({ $and: [{}, {}] })).toBeUndefined();
    expect(where({ $or: [] })).toBeUndefined();
    expect(where({ count: {} })).toBeUndefined();
  });

  it('rejects malformed or unknown search input with the reason', () => {
    rejects({ s: '{"name":' }, 'Invalid s', 'malformed JSON');
    rejects({ s: '[1]' }, 'Invalid s', 'expected a JSON object');
    rejects({ s: '"x"' }, 'Invalid s', 'expected a JSON object');
    rejects({ s: '{"$not":[]}' }, 'Invalid s', 'unknown operator $not');
    rejects({ s: '{"name":{"$regex":"a"}}' }, 'Invalid s', 'unknown operator $regex on name');
    rejects(
      { s: '{"password_hash":"x"}' },
      'Invalid s',
      '"password_hash" is not a searchable field of items',
    );
    rejects({ s: '{"owner.email":"x"}' }, '"owner.email" is not a searchable field');
    rejects({ s: '{"__proto__":{"x":1}}' }, 'is not a searchable field');
    rejects({ s: '{"$and":{"name":"a"}}' }, 'Invalid s', '$and expects an array of objects');
    rejects({ s: '{"$or":[1]}' }, '$or expects an array of objects');
    rejects({ s: '{"flag":{"$or":true}}' }, 'flag $or expects an array or an object');
  });

  it('rejects an operator the field type does not take, and values of the wrong type', () => {
    rejects({ s: '{"count":{"$contL":"1"}}' }, 'operator $contL is not supported on count (a number field');
    rejects({ s: '{"text_search":"x"}' }, 'operator $eq is not supported on text_search');
    rejects({ s: '{"name":{"$jsonContainsAny":["a"]}}' }, '$jsonContainsAny is not supported on name');
    rejects({ s: '{"code":{"$cont":"a"}}' }, '$cont is not supported on code');
    rejects({ s: '{"count":"abc"}' }, 'count $eq expects a number, got "abc"');
    rejects({ s: '{"count":{"$gt":[1]}}' }, 'count $gt expects a number');
    rejects({ s: '{"flag":"maybe"}' }, 'flag $eq expects true or false');
    rejects({ s: '{"at":{"$gt":"yesterday"}}' }, 'at $gt expects an ISO 8601 date');
    rejects({ s: '{"at":{"$gt":"+100000-01-01T00:00:00Z"}}' }, 'expects an ISO 8601 date');
    rejects({ s: '{"name":{"$in":"a"}}' }, 'name $in expects a non-empty array');
    rejects({ s: '{"name":{"$in":[]}}' }, 'non-empty array');
    rejects({ s: '{"count":{"$between":[1]}}' }, 'count $between expects two values');
    rejects({ s: '{"name":{"$gt":null}}' }, 'name $gt expects a value');
    rejects({ s: '{"name":{"$eq":{"a":1}}}' }, 'name $eq expects a string');
    rejects({ s: '{"name":["a"]}' }, 'name $eq expects a string');
    rejects({ s: JSON.stringify({ name: 'a\u0000b' }) }, 'without NUL characters');
    rejects(
      { s: JSON.stringify({ name: { $in: Array.from({ length: 501 }, (_, i) => `${i}`) } }) },
      'at most 500',
    );
  });

  it('limits nesting and the number of conditions', () => {
    let deep: unknown = { name: 'a' };
    for (let i = 0; i < 10; i++) deep = { $and: [deep] };
    rejects({ s: JSON.stringify(deep) }, 'nested deeper than 8');
    const many = { $or: Array.from({ length: 101 }, (_, i) => ({ count: i })) };
    rejects({ s: JSON.stringify(many) }, 'more than 100 conditions');
  });
});

describe('parseCrudQuery: filter and or', () => {
  it('reads field||$op||value, lists, $between, valueless operators and || inside values', () => {
    expect(parse({ filter: 'name||$eq||a' }).where).toEqual(field('name', '$eq', 'a'));
    expect(parse({ filter: 'count||$in||1,2,3' }).where).toEqual(field('count', '$in', [1, 2, 3]));
    expect(parse({ filter: 'at||$between||2024-01-01,2024-02-01' }).where).toEqual(
      field('at', '$between', [new Date('2024-01-01'), new Date('2024-02-01')]),
    );
    expect(parse({ filter: 'note||$isnull' }).where).toEqual(field('note', '$isnull', null));
    expect(parse({ filter: 'name||$cont||a||b' }).where).toEqual(field('name', '$cont', 'a||b'));
    expect(parse({ filter: 'name||$eq||' }).where).toEqual(field('name', '$eq', ''));
    expect(parse({ 'filter[]': ['flag||$eq||true', 'tags||$jsonContainsAny||Master,Expert'] }).where).toEqual(
      {
        kind: 'and',
        items: [field('flag', '$eq', true), field('tags', '$jsonContainsAny', ['Master', 'Expert'])],
      },
    );
  });

  it('combines filter and or as @nestjsx/crud, and ANDs them with s', () => {
    const a = field('name', '$eq', 'a');
    const b = field('name', '$eq', 'b');
    const c = field('count', '$eq', 1);
    expect(parse({ or: 'name||$eq||a' }).where).toEqual(a);
    expect(parse({ or: ['name||$eq||a', 'name||$eq||b'] }).where).toEqual({ kind: 'or', items: [a, b] });
    expect(parse({ filter: 'count||$eq||1', or: 'name||$eq||a' }).where).toEqual({
      kind: 'or',
      items: [c, a],
    });
    expect(parse({ filter: ['count||$eq||1', 'name||$eq||b'], or: 'name||$eq||a' }).where).toEqual({
      kind: 'or',
      items: [{ kind: 'and', items: [c, b] }, a],
    });
    expect(parse({ s: '{"count":1}', filter: 'name||$eq||a' }).where).toEqual({ kind: 'and', items: [c, a] });
  });

  it('rejects malformed filters with the parameter named', () => {
    rejects({ filter: 'name' }, 'Invalid filter "name": expected field||$operator||value');
    rejects({ or: 'name||$eq' }, 'Invalid or', '$eq needs a value');
    rejects({ filter: 'name||$like||a' }, 'Invalid filter: unknown operator "$like" on name');
    rejects({ filter: 'password_hash||$eq||x' }, 'Invalid filter', 'not a searchable field');
    rejects({ or: 'owner.email||$eq||x' }, 'Invalid or', 'not a searchable field');
    rejects({ filter: 'count||$eq||x' }, 'Invalid filter: count $eq expects a number');
    rejects({ filter: 'count||$between||1' }, 'count $between expects two values');
  });
});

describe('parseCrudQuery: fields, join, sort, paging, extras', () => {
  it('reads fields/select (repeated or comma lists) and leaves them unchecked', () => {
    expect(parse({ fields: ['id', 'name'], select: 'nope, owner' }).fields).toEqual([
      'id',
      'name',
      'nope',
      'owner',
    ]);
    expect(parse({ select: '' }).fields).toBeUndefined();
    expect(parse({}).fields).toBeUndefined();
  });

  it('reads join forms; ignores empty joins and field names; rejects unknown relations', () => {
    expect(parse({ join: ['owner||name,id', ''], 'join[]': ['parts', 'parts.owner', 'id'] }).joins).toEqual([
      { relation: 'owner', fields: ['name', 'id'] },
      { relation: 'parts', fields: undefined },
      { relation: 'parts.owner', fields: undefined },
    ]);
    expect(parse({ join: '' }).joins).toEqual([]);
    rejects(
      { join: 'secrets' },
      'Invalid join: "secrets" is not a relation of items (allowed: owner, parts, parts.owner)',
    );
  });

  it('reads repeated sorts and rejects fields outside the whitelist or bad directions', () => {
    expect(parse({ sort: ['name,ASC', 'id,desc'] }).sorts).toEqual([
      { field: 'name', order: 'ASC' },
      { field: 'id', order: 'DESC' },
    ]);
    expect(parse({ 'sort[]': 'at,DESC' }).sorts).toEqual([{ field: 'at', order: 'DESC' }]);
    rejects(
      { sort: 'note,ASC' },
      'Invalid sort: "note" is not a sortable field of items (allowed: id, name, at)',
    );
    rejects({ sort: 'id; drop table items,ASC' }, 'Invalid sort', 'not a sortable field');
    rejects({ sort: 'id' }, 'Invalid sort "id": expected field,ASC or field,DESC');
    rejects({ sort: 'id,UP' }, 'expected field,ASC or field,DESC');
  });

  it('reads limit/per_page, page, offset and cache; paged only with one of them', () => {
    expect(parse({})).toMatchObject({ limit: undefined, page: undefined, offset: undefined, paged: false });
    expect(parse({ cache: '0' }).paged).toBe(false);
    expect(parse({ limit: '50', page: '3' })).toMatchObject({ limit: 50, page: 3, paged: true });
    expect(parse({ per_page: '5' })).toMatchObject({ limit: 5, paged: true });
    expect(parse({ offset: '0' })).toMatchObject({ offset: 0, paged: true });
    expect(parse({ page: '2' })).toMatchObject({ page: 2, paged: true });
  });

  it('rejects bad numbers, limits past the maximum, repeats and unknown parameters', () => {
    rejects({ limit: '51' }, 'Invalid limit: must be from 1 to 50, got 51');
    rejects({ limit: '0' }, 'Invalid limit: must be from 1 to 50');
    rejects({ limit: 'ten' }, 'Invalid limit: expected a whole number, got "ten"');
    rejects({ limit: '1.5' }, 'Invalid limit: expected a whole number');
    rejects({ per_page: '99' }, 'Invalid per_page: must be from 1 to 50');
    rejects({ page: '0' }, 'Invalid page: must be from 1');
    rejects({ page: '-1' }, 'Invalid page: expected a whole number');
    rejects({ offset: '-5' }, 'Invalid offset: expected a whole number');
    rejects({ page: '2147483647', limit: '50' }, 'Invalid page', 'past the last reachable page');
    rejects({ limit: ['1', '2'] }, 'Invalid limit: given 2 times');
    rejects({ s: ['{}', '{}'] }, 'Invalid s: given 2 times');
    rejects({ where: 'id=1' }, 'Unknown query parameter "where"', 'allowed: s, filter, or');
    rejects({ 'password_hash[]': 'x' }, 'Unknown query parameter "password_hash"');
  });

  it('validates the resource extras with its schema', () => {
    expect(parse({ mine: 'yes' }).extras).toEqual({ mine: 'yes' });
    expect(parse({}).extras).toEqual({});
    rejects({ mine: 'maybe' }, 'Invalid mine:');
  });
});
