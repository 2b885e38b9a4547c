import { crudQuerySchema } from '../../lib/crud/parse-query.ts';
import { idParams } from '../../lib/http/id-params.ts';
import { coverQuerySchema, sendCover } from '../../lib/http/send-cover.ts';
import { signedInUser } from '../../policies/access.ts';
import { CONTENT_LABELS } from '../../policies/content.ts';
import { registerItemActions } from './item-actions.ts';
import { registerItemDownloads } from './item-downloads.ts';
import { type ItemDescriptor, type ItemRoutesApp, type ItemRow, responseOf } from './item-kind.ts';
import { itemResponses } from './item-responses.ts';
import { findItemCover, removeItem } from './items.service.ts';

/**
 * Registers the routes every content kind answers the same way (spec §7; formats.md §6.1-6.3),
 * inside the kind's prefix, from its descriptor:
 * - `GET /` the list in the crud query grammar, `GET /:id` one item (drafts 404 to others);
 * - `DELETE /:id` (uploader or admin: 204; 401, 403, 404 from the access class and content policy);
 * - `GET /:id/cover?size=150|250|500&v=` (lib/http/send-cover.ts);
 * - the kind's download routes, each counting a whole download once (item-downloads.ts);
 * - the kind's upload, edit and cover upload when it has them (item-actions.ts).
 * Routes only one kind has stay in the kind's routes file.
 */
export function registerItemRoutes<Row extends ItemRow, Found>(
  app: ItemRoutesApp,
  d: ItemDescriptor<Row, Found>,
): void {
  const { tags, store } = d;
  const label = CONTENT_LABELS[store.kind];
  const responses = itemResponses(d);

  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: d.list.summary,
        querystring: crudQuerySchema(d.list.resource),
        ...responseOf(responses.list),
      },
    },
    async (request) => d.list.run(app, request.query, request.user),
  );

  app.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: d.detail.summary,
        params: idParams,
        ...(d.detail.querystring && { querystring: d.detail.querystring }),
        ...responseOf(responses.detail),
      },
    },
    async (request) =>
      d.detail.present(
        app,
        request.params.id,
        (request.query ?? {}) as Record<string, unknown>,
        request.user,
      ),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'owner' },
      schema: { tags, summary: d.deleteSummary, params: idParams, ...responseOf(responses.delete) },
    },
    async (request, reply) => {
      await removeItem(app, store, signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/:id/cover',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Cover image; size 150, 250 or 500 px (square JPEG), else the original',
        params: idParams,
        querystring: coverQuerySchema,
        ...responseOf(responses.cover),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const keys = await findItemCover(app, store, id, request.user, d.coverHidesDrafts);
      return sendCover(request, reply, app.storage, keys, request.query, `${label} ${id}`);
    },
  );

  registerItemDownloads(app, store.kind, tags, d.downloads);
  registerItemActions(app, d, responses);
}
