import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { FieldType, Operator } from './operators.ts';

/** A value a condition compares with, after it was read for the field's type (dates as `Date`). */
export type Scalar = string | number | boolean | Date;

/**
 * The value of one condition: a scalar, a list (`$in`-like operators, `$between` as two items), or
 * null for `$isnull`/`$notnull`.
 */
export type ConditionValue = Scalar | Scalar[] | null;

/** What a custom field condition may use (e.g. a lookup before it can build its SQL). */
export interface CompileContext {
  db: Db;
}

/** One whitelisted field of a resource: where it reads from and how it compares. */
export interface FieldDef {
  /** The column or SQL expression (never built from input). */
  sql: SQLWrapper;
  type: FieldType;
  /** Narrows the type's default operators (see TYPE_OPERATORS). */
  operators?: readonly Operator[];
  /** Rewrites a raw value before it is read for the type (e.g. "mm:ss" → seconds). */
  coerce?: (value: unknown) => unknown;
  /**
   * Builds the condition itself instead of the compiler (a computed field such as a file name).
   * Values arrive already read for the type. May throw BadRequest.
   */
  condition?: (op: Operator, value: ConditionValue, ctx: CompileContext) => SQL | Promise<SQL>;
}

/** A relation that may be named in `join` (and whose listed fields may be filtered as `rel.field`). */
export interface RelationDef {
  /** Fields addressable as `<relation>.<name>`; the resource's query must provide their joins. */
  fields?: Record<string, FieldDef>;
  /**
   * Presented under the relation's key when the relation is joined and the presenter gave nothing
   * (e.g. `[]` for relations Synthhub keeps no data for yet).
   */
  placeholder?: unknown;
}

/** One `sort` entry. */
export interface SortSpec {
  field: string;
  order: 'ASC' | 'DESC';
}

/**
 * A resource's whitelist for the grammar (design.md §2): what a list endpoint lets clients filter,
 * join and sort on. Build it with `defineResource`.
 */
export interface ResourceConfig<TExtras extends object = Record<string, never>> {
  /** Used in error messages ("beatmaps"). */
  name: string;
  /** Filterable fields by wire name (`vote_diff`, `published_at`). */
  fields: Record<string, FieldDef>;
  /** Joinable relations by (possibly dotted) name: `user`, `collaborators.user`. */
  relations?: Record<string, RelationDef>;
  /** Field names allowed in `sort`. */
  sorts: readonly string[];
  /** Used when the request has no `sort`. */
  defaultSort: readonly SortSpec[];
  /** The unique column appended to every ORDER BY so pages are stable (usually `id`). */
  tieBreaker: SQLWrapper;
  /** Page size without `limit` (default 24) and the largest `limit` accepted (default 100). */
  defaultLimit?: number;
  maxLimit?: number;
  /**
   * Extra query parameters of this endpoint (e.g. `user_id`, `drafts`), validated by this schema;
   * each arrives as one string. Its output is `CrudRequest.extras`.
   */
  extras?: z.ZodType<TExtras>;
}

/** A validated resource definition (see `defineResource`). */
export interface Resource<TExtras extends object = Record<string, never>> {
  readonly name: string;
  readonly fields: ReadonlyMap<string, FieldDef>;
  readonly relations: ReadonlyMap<string, RelationDef>;
  readonly sorts: ReadonlySet<string>;
  readonly defaultSort: readonly SortSpec[];
  readonly tieBreaker: SQLWrapper;
  readonly defaultLimit: number;
  readonly maxLimit: number;
  readonly extras: z.ZodType<TExtras> | undefined;
  readonly extraNames: ReadonlySet<string>;
}

/** A parsed condition tree. Field conditions name a whitelisted field (`title`, `user.username`). */
export type CondNode =
  | { kind: 'and'; items: CondNode[] }
  | { kind: 'or'; items: CondNode[] }
  | { kind: 'field'; field: string; op: Operator; value: ConditionValue };

/** One `join` entry: the relation and, with `rel||f1,f2`, the fields to keep of it. */
export interface JoinSpec {
  relation: string;
  fields: string[] | undefined;
}

/**
 * A list request in the grammar of formats.md §6.1, validated against a resource's whitelist.
 * `where` combines `s` with the `filter`/`or` conditions (AND); undefined means no condition.
 */
export interface CrudRequest<TExtras extends object = Record<string, never>> {
  where: CondNode | undefined;
  /** Top-level keys to keep (`fields`/`select`); undefined keeps everything. */
  fields: string[] | undefined;
  joins: JoinSpec[];
  /** Requested sorts; empty means the resource's default. */
  sorts: SortSpec[];
  limit: number | undefined;
  /** 1-based. */
  page: number | undefined;
  offset: number | undefined;
  /** True when `page`, `limit` (or `per_page`) or `offset` was given. */
  paged: boolean;
  extras: TExtras;
}
