import { z } from 'zod';
import { BadRequest } from '../../errors.ts';
import { ConditionReader, combine, combineFilters } from './parse-conditions.ts';
import type { CondNode, CrudRequest, JoinSpec, Resource, SortSpec } from './types.ts';
import { shown } from './values.ts';

/** The grammar's own parameters (formats.md §6.1); `per_page` is @nestjsx/crud's alias of `limit`. */
export const CRUD_PARAMS = [
  's',
  'filter',
  'or',
  'fields',
  'select',
  'join',
  'sort',
  'limit',
  'per_page',
  'page',
  'offset',
  'cache',
] as const;

/** The largest row offset a request may reach (`offset`, or `(page - 1) × limit`). */
export const MAX_OFFSET = 2_147_483_647;

const KNOWN = new Set<string>(CRUD_PARAMS);

/**
 * Groups a parsed querystring by parameter name. Fastify's parser (fast-querystring) gives a string
 * for a single value and an array for a repeated one, and keeps brackets in names: `join[]=a&join[]=b`
 * arrives as `{"join[]": ["a", "b"]}`, so `name[]` and `name[0]` count as `name`.
 */
function group(query: Record<string, unknown>): Map<string, string[]> {
  const params = new Map<string, string[]>();
  for (const [rawName, rawValue] of Object.entries(query)) {
    const name = rawName.replace(/\[\d*\]$/, '');
    const values = (Array.isArray(rawValue) ? rawValue : [rawValue])
      .filter((v) => v !== undefined)
      .map((v) => String(v));
    params.set(name, [...(params.get(name) ?? []), ...values]);
  }
  return params;
}

/** The single value of a parameter, or undefined; 400 when it is repeated. */
function single(params: Map<string, string[]>, name: string): string | undefined {
  const values = params.get(name);
  if (!values || values.length === 0) return undefined;
  if (values.length > 1) throw new BadRequest(`Invalid ${name}: given ${values.length} times; give it once.`);
  return values[0];
}

/** A whole number within [min, max] from a parameter, or undefined when absent or empty. */
function integer(params: Map<string, string[]>, name: string, min: number, max: number): number | undefined {
  const text = single(params, name);
  if (text === undefined || text.trim() === '') return undefined;
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n))
    throw new BadRequest(`Invalid ${name}: expected a whole number, got ${shown(text)}.`);
  if (n < min || n > max) throw new BadRequest(`Invalid ${name}: must be from ${min} to ${max}, got ${n}.`);
  return n;
}

/** Comma-separated names from every value of the parameters, trimmed, empties dropped. */
function names(params: Map<string, string[]>, ...keys: string[]): string[] {
  return keys
    .flatMap((key) => params.get(key) ?? [])
    .flatMap((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
}

function parseSorts(values: string[], resource: Resource<object>): SortSpec[] {
  return values
    .filter((v) => v.trim() !== '')
    .map((value) => {
      const [field = '', order = '', ...extra] = value.split(',').map((s) => s.trim());
      if (!resource.sorts.has(field)) {
        throw new BadRequest(
          `Invalid sort: "${field}" is not a sortable field of ${resource.name} (allowed: ${[...resource.sorts].join(', ')}).`,
        );
      }
      const upper = order.toUpperCase();
      if ((upper !== 'ASC' && upper !== 'DESC') || extra.length > 0) {
        throw new BadRequest(`Invalid sort ${shown(value)}: expected field,ASC or field,DESC.`);
      }
      return { field, order: upper };
    });
}

/**
 * `join` entries: `rel` or `rel||f1,f2`. Empty entries (`join=`) are dropped; a name that is a
 * field rather than a relation (`join=id`, sent by real clients) is ignored; any other name is a 400.
 */
function parseJoins(values: string[], resource: Resource<object>): JoinSpec[] {
  const joins: JoinSpec[] = [];
  for (const value of values) {
    const [relation = '', fieldList] = value.split('||');
    const name = relation.trim();
    if (name === '' || (resource.fields.has(name) && !resource.relations.has(name))) continue;
    if (!resource.relations.has(name)) {
      const allowed = [...resource.relations.keys()].join(', ') || 'none';
      throw new BadRequest(
        `Invalid join: "${name}" is not a relation of ${resource.name} (allowed: ${allowed}).`,
      );
    }
    const fields = fieldList
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    joins.push({ relation: name, fields: fields && fields.length > 0 ? fields : undefined });
  }
  return joins;
}

function parseExtras<TExtras extends object>(
  params: Map<string, string[]>,
  resource: Resource<TExtras>,
): TExtras {
  if (!resource.extras) return {} as TExtras;
  const input: Record<string, string | undefined> = {};
  for (const name of resource.extraNames) input[name] = single(params, name);
  const result = resource.extras.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`);
    throw new BadRequest(`Invalid ${lines.join('; ')}`, { validation: lines, cause: result.error });
  }
  return result.data;
}

/**
 * Parses a list request in the @nestjsx/crud grammar (formats.md §6.1) against a resource's
 * whitelist — pure, no database. `query` is Fastify's parsed querystring (strings, or arrays for
 * repeated names; `name[]` counts as `name`).
 * - `s`: JSON search (see ConditionReader.search); `filter`/`or`: `field||$op||value`, combined as
 *   @nestjsx/crud does and ANDed with `s` (@nestjsx/crud would ignore them when `s` is given)
 * - `fields`/`select`: comma lists of top-level keys to keep (unknown names are ignored later)
 * - `join`: `rel`, `rel||f1,f2`; `sort`: `field,ASC|DESC`, repeatable
 * - `limit` (alias `per_page`) 1..maxLimit, `page` ≥ 1, `offset` ≥ 0; `cache` is ignored
 * - the resource's `extras` (e.g. `user_id`, `drafts`)
 * Returns a CrudRequest. Throws BadRequest naming the parameter and the reason for an unknown
 * parameter, field, operator, relation or sort field, malformed JSON, or a bad number.
 */
export function parseCrudQuery<TExtras extends object>(
  query: Record<string, unknown>,
  resource: Resource<TExtras>,
): CrudRequest<TExtras> {
  const params = group(query);
  for (const name of params.keys()) {
    if (!KNOWN.has(name) && !resource.extraNames.has(name)) {
      const allowed = [...CRUD_PARAMS, ...resource.extraNames].join(', ');
      throw new BadRequest(`Unknown query parameter "${name}" (allowed: ${allowed}).`);
    }
  }
  const limitParam = params.has('limit') ? 'limit' : 'per_page';
  const limit = integer(params, limitParam, 1, resource.maxLimit);
  if (params.has('limit') && params.has('per_page')) integer(params, 'per_page', 1, resource.maxLimit);
  const page = integer(params, 'page', 1, MAX_OFFSET);
  const offset = integer(params, 'offset', 0, MAX_OFFSET);
  if (page !== undefined && (page - 1) * (limit ?? resource.defaultLimit) > MAX_OFFSET) {
    throw new BadRequest(`Invalid page: ${page} is past the last reachable page.`);
  }

  const reader = new ConditionReader(resource);
  const search = reader.search(single(params, 's') ?? '');
  const filters: CondNode[] = (params.get('filter') ?? []).map((f) => reader.filter('filter', f));
  const ors: CondNode[] = (params.get('or') ?? []).map((f) => reader.filter('or', f));
  const selected = names(params, 'fields', 'select');

  return {
    where: combine('and', [search, combineFilters(filters, ors)]),
    fields: selected.length > 0 ? selected : undefined,
    joins: parseJoins(params.get('join') ?? [], resource),
    sorts: parseSorts(params.get('sort') ?? [], resource),
    limit,
    page,
    offset,
    paged: limit !== undefined || page !== undefined || offset !== undefined,
    extras: parseExtras(params, resource),
  };
}

/**
 * The Fastify/OpenAPI querystring schema of a list endpoint: documents the grammar's parameters
 * and a resource's extras, and lets everything through to `parseCrudQuery`, which does the
 * validating (so its 400s name the parameter and reason uniformly).
 */
export function crudQuerySchema(resource: Resource<object>) {
  const text = z.union([z.string(), z.array(z.string())]).optional();
  const doc: Record<string, string> = {
    s: 'JSON search: {"$and":[…]}, {"field":value}, {"field":{"$op":value}}, "relation.field"',
    filter: 'field||$op||value (repeatable, ANDed)',
    or: 'field||$op||value (repeatable, ORed)',
    fields: 'comma list of keys to keep (alias select)',
    select: 'comma list of keys to keep',
    join: 'relation or relation||field1,field2 (repeatable; join[] also accepted)',
    sort: 'field,ASC|DESC (repeatable)',
    limit: `page size, 1-${resource.maxLimit} (default ${resource.defaultLimit})`,
    per_page: 'alias of limit',
    page: '1-based page number',
    offset: 'rows to skip (instead of page)',
    cache: 'accepted and ignored',
  };
  const shape: Record<string, typeof text> = {};
  for (const [name, description] of Object.entries(doc)) shape[name] = text.describe(description);
  for (const name of resource.extraNames) shape[name] = text;
  return z.looseObject(shape);
}
