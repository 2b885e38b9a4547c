import type { CrudRequest, Resource } from './types.ts';

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pick(row: Row, keep: ReadonlySet<string>): Row {
  return Object.fromEntries(Object.entries(row).filter(([key]) => keep.has(key)));
}

/** Keeps only `keep` (and `id`) of the object(s) found at `path` (arrays are walked element-wise). */
function trimAt(value: unknown, path: string[], keep: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => trimAt(item, path, keep));
  if (!isRow(value)) return value;
  const [head, ...rest] = path;
  if (head === undefined) return pick(value, keep);
  if (!Object.hasOwn(value, head)) return value;
  return { ...value, [head]: trimAt(value[head], rest, keep) };
}

/**
 * Applies `join` and `fields`/`select` to presented items (formats.md §6.1; the presenter still
 * builds the full §6.3 shape first):
 * - a joined relation the presenter left out gets the resource's `placeholder` (e.g. `[]`);
 * - `join=rel||f1,f2` keeps only those keys (and `id`) of the embedded relation, also nested
 *   (`collaborators.user||username`), element-wise in arrays;
 * - with `fields`/`select`, only the named top-level keys are kept, plus `id`, plus relations named
 *   there (`user`, or `user.username` → the whole `user`) or in `join`; unknown names are ignored.
 */
export function shapeItems<T extends object>(
  items: T[],
  request: Pick<CrudRequest<object>, 'fields' | 'joins'>,
  resource: Pick<Resource<object>, 'relations'>,
): Partial<T>[] {
  const keep =
    request.fields &&
    new Set(['id', ...request.fields, ...request.joins.map((j) => j.relation)].map((n) => n.split('.')[0]!));
  return items.map((item) => {
    let row: Row = { ...(item as Row) };
    for (const join of request.joins) {
      const placeholder = resource.relations.get(join.relation)?.placeholder;
      if (!join.relation.includes('.') && placeholder !== undefined && row[join.relation] === undefined) {
        row[join.relation] = structuredClone(placeholder);
      }
      if (join.fields) row = trimAt(row, join.relation.split('.'), new Set(['id', ...join.fields])) as Row;
    }
    return (keep ? pick(row, keep) : row) as Partial<T>;
  });
}
