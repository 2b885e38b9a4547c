import { listResponseSchema } from '../../lib/crud/list-schema.ts';
import { coverResponse, createdResponse, noContentResponse } from '../../lib/http/response-schemas.ts';
import type { ItemDescriptor, ItemRouteName, ItemRow, ResponseSchemas } from './item-kind.ts';

/**
 * The response schemas of a kind's generic item routes (spec §7; formats.md §6.1, §6.3), from its
 * descriptor: the list envelope of `d.schema` items, one item for detail, edit and cover upload,
 * 201 `{id}` for an upload, 204 for a delete, an image for the cover; `d.responses` overrides any.
 * Fastify serialises through these (unknown keys dropped), so `d.schema` must list every field the
 * kind's presenter sends. Download routes carry their own (ItemDownloadRoute.response).
 */
export function itemResponses<Row extends ItemRow, Found>(
  d: ItemDescriptor<Row, Found>,
): Record<Exclude<ItemRouteName, 'download'>, ResponseSchemas> {
  const one = { 200: d.schema };
  return {
    list: { 200: listResponseSchema(d.schema, d.list.resource) },
    detail: one,
    edit: one,
    coverUpload: one,
    upload: createdResponse,
    delete: noContentResponse,
    cover: coverResponse,
    ...d.responses,
  };
}
