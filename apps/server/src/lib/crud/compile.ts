import { and, or, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { FieldType, Operator } from './operators.ts';
import { pagingOf } from './paging.ts';
import type { CompileContext, CondNode, ConditionValue, CrudRequest, Resource, Scalar } from './types.ts';

/** What a repository needs to run one list request: WHERE (undefined = none), ORDER BY, LIMIT, OFFSET. */
export interface CompiledQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** The text-search configuration of every tsvector field (no stemming: titles in any language). */
const TS_CONFIG = sql.raw(`'simple'`);

/** Escapes LIKE's metacharacters so `%`, `_` and `\` in a client's value are data. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A bound parameter with an explicit cast, so both node-postgres and PGlite type it alike. */
function param(value: Scalar, type: FieldType): SQL {
  if (value instanceof Date) return sql`${value.toISOString()}::timestamptz`;
  if (typeof value === 'boolean') return sql`${value}::boolean`;
  if (typeof value === 'number' && type === 'number') {
    // Integers as bigint keep integer-column indexes usable; fractions compare as numeric.
    return Number.isSafeInteger(value) ? sql`${value}::bigint` : sql`${String(value)}::numeric`;
  }
  return sql`${String(value)}::text`;
}

function list(values: Scalar[], type: FieldType, wrap?: (p: SQL) => SQL): SQL {
  return sql.join(
    values.map((v) => (wrap ? wrap(param(v, type)) : param(v, type))),
    sql`, `,
  );
}

function textArray(values: Scalar[]): SQL {
  return sql`array[${list(values, 'string')}]::text[]`;
}

/** LIKE patterns of the string operators: [prefix %, suffix %, case-insensitive, negated]. */
const LIKE: Partial<Record<Operator, [boolean, boolean, boolean, boolean]>> = {
  $starts: [false, true, false, false],
  $ends: [true, false, false, false],
  $cont: [true, true, false, false],
  $excl: [true, true, false, true],
  $startsL: [false, true, true, false],
  $endsL: [true, false, true, false],
  $contL: [true, true, true, false],
  $exclL: [true, true, true, true],
};

function likeCondition(col: SQLWrapper, type: FieldType, op: Operator, value: string): SQL {
  const [before, after, insensitive, negated] = LIKE[op]!;
  const pattern = `${before ? '%' : ''}${escapeLike(value)}${after ? '%' : ''}`;
  const like = sql.raw(`${negated ? 'not ' : ''}${insensitive ? 'ilike' : 'like'}`);
  if (type !== 'json-array') return sql`${col} ${like} ${pattern}::text`;
  // On a JSON array the pattern applies to each element: "any element matches" (or "none" when negated).
  const test = sql.raw(insensitive ? 'ilike' : 'like');
  const any = sql`exists (select 1 from jsonb_array_elements_text(${col}) as e(v) where e.v ${test} ${pattern}::text)`;
  return negated ? sql`not ${any}` : any;
}

/**
 * One field condition as parameterized SQL (formats.md §6.1 operators). Values are always bound
 * parameters; LIKE patterns are escaped; `$contL`/`$startsL`/… use ILIKE (trigram-indexable);
 * `$tsQuery` is `col @@ websearch_to_tsquery('simple', $1)`; on a JSON array `$jsonContainsAny`
 * and `$in` are `col ?| array[…]`, `$eq` is `col ? $1`, string operators test each element.
 */
export function conditionSql(col: SQLWrapper, type: FieldType, op: Operator, value: ConditionValue): SQL {
  const values = Array.isArray(value) ? value : [];
  const one = (Array.isArray(value) ? value[0] : value) ?? '';
  const json = type === 'json-array';
  switch (op) {
    case '$eq':
      return json ? sql`${col} ? ${param(one, type)}` : sql`${col} = ${param(one, type)}`;
    case '$ne':
      return json ? sql`not (${col} ? ${param(one, type)})` : sql`${col} <> ${param(one, type)}`;
    case '$gt':
      return sql`${col} > ${param(one, type)}`;
    case '$lt':
      return sql`${col} < ${param(one, type)}`;
    case '$gte':
      return sql`${col} >= ${param(one, type)}`;
    case '$lte':
      return sql`${col} <= ${param(one, type)}`;
    case '$eqL':
      return sql`lower(${col}) = lower(${param(one, type)})`;
    case '$neL':
      return sql`lower(${col}) <> lower(${param(one, type)})`;
    case '$in':
    case '$jsonContainsAny':
      return json ? sql`${col} ?| ${textArray(values)}` : sql`${col} in (${list(values, type)})`;
    case '$notin':
      return json ? sql`not (${col} ?| ${textArray(values)})` : sql`${col} not in (${list(values, type)})`;
    case '$inL':
      return sql`lower(${col}) in (${list(values, type, (p) => sql`lower(${p})`)})`;
    case '$notinL':
      return sql`lower(${col}) not in (${list(values, type, (p) => sql`lower(${p})`)})`;
    case '$isnull':
      return sql`${col} is null`;
    case '$notnull':
      return sql`${col} is not null`;
    case '$between':
      return sql`${col} between ${param(values[0]!, type)} and ${param(values[1]!, type)}`;
    case '$tsQuery':
      return sql`${col} @@ websearch_to_tsquery(${TS_CONFIG}, ${param(one, 'string')})`;
    default:
      return likeCondition(col, type, op, String(one));
  }
}

async function compileNode(
  node: CondNode,
  resource: Resource<object>,
  ctx: CompileContext,
): Promise<SQL | undefined> {
  if (node.kind === 'field') {
    const field = resource.fields.get(node.field)!;
    if (field.condition) return field.condition(node.op, node.value, ctx);
    return conditionSql(field.sql, field.type, node.op, node.value);
  }
  const items = await Promise.all(node.items.map((item) => compileNode(item, resource, ctx)));
  return node.kind === 'and' ? and(...items) : or(...items);
}

/**
 * Compiles a parsed request to Drizzle pieces: the WHERE condition (parameterized; custom field
 * conditions may query `ctx.db`), ORDER BY from `sort` (else the resource's default) with
 * `NULLS LAST` and the tie-breaker appended in the last sort's direction (stable pages), and
 * LIMIT/OFFSET from `limit` and `page` (else `offset`). The caller ANDs its own scope (visibility,
 * owner) into `where` and runs the query; see beatmaps.repository.ts `listBeatmaps`.
 */
export async function compileCrud(
  request: CrudRequest<object>,
  resource: Resource<object>,
  ctx: CompileContext,
): Promise<CompiledQuery> {
  const where = request.where ? await compileNode(request.where, resource, ctx) : undefined;
  const sorts = request.sorts.length > 0 ? request.sorts : resource.defaultSort;
  const orderBy = sorts.map(
    (s) =>
      sql`${resource.fields.get(s.field)!.sql} ${sql.raw(s.order === 'ASC' ? 'asc' : 'desc')} nulls last`,
  );
  const last = sorts[sorts.length - 1];
  if (!sorts.some((s) => resource.fields.get(s.field)!.sql === resource.tieBreaker)) {
    orderBy.push(sql`${resource.tieBreaker} ${sql.raw(last?.order === 'ASC' ? 'asc' : 'desc')} nulls last`);
  }
  const { limit, offset } = pagingOf(request, resource);
  return { where, orderBy, limit, offset };
}

/** True when any condition of the request names `field` (e.g. a client asking about `published`). */
export function mentionsField(node: CondNode | undefined, field: string): boolean {
  if (!node) return false;
  if (node.kind === 'field') return node.field === field;
  return node.items.some((item) => mentionsField(item, field));
}
