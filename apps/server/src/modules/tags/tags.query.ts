import type { TagListQuery } from '@synthhub/shared/tags/tags.schemas';
import { BadRequest } from '../../errors.ts';

/** The first `$contL` / `$cont` text anywhere in a parsed `s` filter (formats.md §6.1). */
function containsText(node: unknown): string | null {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = containsText(item);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof node !== 'object' || node === null) return null;
  for (const [key, value] of Object.entries(node)) {
    if ((key === '$contL' || key === '$cont') && typeof value === 'string') return value;
    const found = containsText(value);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The search text of `GET /api/admin/tags`: `q`, else the `$contL` text of the admin grid's `s`
 * filter (`{"$or":[{"name":{"$contL":"rock"}}]}`); null when neither gives any. The tag list has
 * one searchable field, so other conditions in `s` are not read. Throws BadRequest (400) when `s`
 * is not JSON.
 */
export function searchText(query: Pick<TagListQuery, 'q' | 's'>): string | null {
  if (query.q) return query.q;
  if (!query.s) return null;
  let filter: unknown;
  try {
    filter = JSON.parse(query.s);
  } catch (error) {
    throw new BadRequest('s must be a JSON filter, e.g. {"name":{"$contL":"rock"}}', { cause: error });
  }
  const text = containsText(filter)?.trim();
  return text ? text.slice(0, 100) : null;
}
