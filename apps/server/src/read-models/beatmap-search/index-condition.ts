import type { TextOp } from '../../lib/crud/search-terms.ts';
import type { TsQueryNode } from './tsquery.ts';

/** The text fields the index answers string conditions on. */
export type TextField = 'title' | 'artist' | 'mapper';
/** The boolean fields the index answers `$eq`/`$ne` on. */
export type FlagField = 'ost' | 'explicit' | 'beatSaberConvert' | 'productionMode';

/**
 * A condition the index evaluates, already normalised by PostgreSQL where it matters
 * (search-index.service.ts): terms lower-cased by `lower()`, full-text queries parsed from
 * `websearch_to_tsquery('simple', …)`, uploader names resolved to user ids by the grammar's own SQL.
 */
export type IndexCondition =
  | { kind: 'and' | 'or'; items: IndexCondition[] }
  | { kind: 'text'; field: TextField; op: TextOp; term: string }
  | { kind: 'tsquery'; query: TsQueryNode | undefined }
  | { kind: 'flag'; field: FlagField; equals: boolean }
  | { kind: 'users'; ids: readonly number[] };
