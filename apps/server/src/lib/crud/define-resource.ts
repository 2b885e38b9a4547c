import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@synthhub/shared/api/pagination';
import { z } from 'zod';
import { TYPE_OPERATORS } from './operators.ts';
import type { FieldDef, RelationDef, Resource, ResourceConfig } from './types.ts';

/**
 * Validates a resource's whitelist once, at module load, and indexes it for the parser and the
 * compiler (formats.md §6.1; design.md §2 "Every resource declares a whitelist of fields, joins and
 * sorts"). Relation fields are flattened to their wire names (`user.username`), so a request can
 * never reach a column that is not listed here.
 *
 * ```ts
 * export const stagesResource = defineResource({
 *   name: 'stages',
 *   fields: { id: { sql: stages.id, type: 'number' }, name: { sql: stages.name, type: 'string' } },
 *   relations: { user: { fields: { username: { sql: users.username, type: 'string' } } } },
 *   sorts: ['id', 'name'],
 *   defaultSort: [{ field: 'id', order: 'DESC' }],
 *   tieBreaker: stages.id,
 *   extras: z.object({ user_id: z.coerce.number().int().positive().optional() }),
 * });
 * ```
 * Throws Error (a programming mistake, not a request error) when a sort names no field, a field
 * narrows its operators to ones its type lacks, the limits are not 1 ≤ default ≤ max, or `extras`
 * is not a `z.object`.
 */
export function defineResource<TExtras extends object = Record<string, never>>(
  config: ResourceConfig<TExtras>,
): Resource<TExtras> {
  const fields = new Map<string, FieldDef>(Object.entries(config.fields));
  const relations = new Map<string, RelationDef>(Object.entries(config.relations ?? {}));
  for (const [relation, def] of relations) {
    for (const [name, field] of Object.entries(def.fields ?? {})) fields.set(`${relation}.${name}`, field);
  }
  for (const [name, field] of fields) {
    const allowed = TYPE_OPERATORS[field.type];
    const stray = (field.operators ?? []).filter((op) => !allowed.includes(op));
    if (stray.length > 0)
      throw new Error(`${config.name}.${name}: ${stray.join(', ')} not valid for ${field.type}`);
  }
  for (const sort of [...config.sorts, ...config.defaultSort.map((s) => s.field)]) {
    if (!fields.has(sort)) throw new Error(`${config.name}: sort field ${sort} is not a declared field`);
  }
  const defaultLimit = config.defaultLimit ?? PAGE_SIZE_DEFAULT;
  const maxLimit = config.maxLimit ?? PAGE_SIZE_MAX;
  if (!(defaultLimit >= 1 && defaultLimit <= maxLimit)) {
    throw new Error(`${config.name}: limits must satisfy 1 <= defaultLimit <= maxLimit`);
  }
  const extras = config.extras;
  const shape: unknown = extras instanceof z.ZodObject ? extras.shape : undefined;
  if (extras && !shape) throw new Error(`${config.name}: extras must be a z.object`);
  const extraNames = new Set(Object.keys(shape ?? {}));
  return {
    name: config.name,
    fields,
    relations,
    sorts: new Set(config.sorts),
    defaultSort: config.defaultSort,
    tieBreaker: config.tieBreaker,
    defaultLimit,
    maxLimit,
    extras,
    extraNames,
  };
}

/** The operators a field accepts: its own list, else its type's default (TYPE_OPERATORS). */
export function fieldOperators(field: FieldDef): readonly string[] {
  return field.operators ?? TYPE_OPERATORS[field.type];
}
