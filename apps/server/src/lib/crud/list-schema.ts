import { type Paginated, paginatedSchema } from '@synthhub/shared/api/pagination';
import { z } from 'zod';
import type { Resource } from './types.ts';

/**
 * `schema` with every object key optional, down through nested objects, arrays and nullables:
 * what `join=rel||f1,f2` and `fields`/`select` may leave of an item (lib/crud/shape.ts).
 */
function trimmable(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [
        key,
        trimmable(value),
      ]),
    );
    return schema.extend(shape).partial();
  }
  if (schema instanceof z.ZodArray) return z.array(trimmable(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return trimmable(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return trimmable(schema.unwrap() as z.ZodType).optional();
  return schema;
}

/** A list answer of items of type `T`: the envelope or, for old clients, the bare array. */
export type Listed<T> = Paginated<Partial<T>> | Partial<T>[];

/**
 * The response schema of a list endpoint over `item` (formats.md §6.1): the envelope
 * `{data, count, total, page, pageCount}` or the bare array (`LIST_BARE_ARRAY_WITHOUT_PAGING`),
 * whose items are `item` as `shapeItems` may narrow it (any key left out, nested too) plus the
 * resource's top-level relation placeholders (`files: []` on beatmaps …), so the serialiser,
 * which encodes every reply with this schema, drops nothing the list answered before.
 */
export function listResponseSchema<T extends z.ZodObject>(
  item: T,
  resource: Pick<Resource<object>, 'relations'>,
): z.ZodType<Listed<z.output<T>>> {
  const placeholders = Object.fromEntries(
    [...resource.relations.entries()]
      .filter(([name, relation]) => !name.includes('.') && relation.placeholder !== undefined)
      .filter(([name]) => !Object.hasOwn(item.shape, name))
      .map(([name]) => [name, z.unknown()]),
  );
  const listed = trimmable(item.extend(placeholders));
  return z.union([paginatedSchema(listed), z.array(listed)]) as unknown as z.ZodType<Listed<z.output<T>>>;
}
