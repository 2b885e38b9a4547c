import {
  adminItemActionBodySchema,
  adminItemActionResponseSchema,
  adminItemFieldsSchema,
  adminItemListExtrasSchema,
} from '@synthhub/shared/admin/items.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponseSchema } from '../../lib/crud/list-schema.ts';
import { crudQuerySchema } from '../../lib/crud/parse-query.ts';
import { idParams } from '../../lib/http/id-params.ts';
import { signedInUser } from '../../policies/access.ts';
import { addAdminGate } from '../../policies/admin-gate.ts';
import { editAdminItem, getAdminItem, listAdminItems } from './admin-items.service.ts';
import type { ItemDescriptor, ItemRow } from './item-kind.ts';
import { applyItemAction } from './item-moderation.ts';

const security = [{ bearer: [] }];

/**
 * The admin routes of one content kind (spec §2 "Admin area"; docs/decisions/0030), the same for
 * every kind from its descriptor (docs/decisions/0014), registered under `/api/admin/<kind>`
 * behind the admin gate:
 * - `GET /` the kind's list grammar (formats.md §6.1) over every row, plus `status`
 *   (published | draft | deleted | all; default live rows) and `featured` (true | false); each row
 *   is the kind's shape with `published`, `deleted_at`, `featured_at`;
 * - `GET /:id` one such row, deleted ones too (404 when it does not exist);
 * - `PATCH /:id` the kind's edit (its patch schema), audited as `<kind>.edit` (409 when deleted);
 * - `POST /actions` `{ids, action, reason?}` → `{results: [{id, ok, error?, status?}]}`, each id
 *   in its own transaction with its audit entry (item-moderation.ts).
 */
export function adminItemRoutes<Row extends ItemRow, Found>(
  d: ItemDescriptor<Row, Found>,
): FastifyPluginAsyncZod {
  const tags = ['admin'];
  const kind = d.store.kind;
  const rowSchema = d.schema.extend(adminItemFieldsSchema.shape);
  return async (app) => {
    addAdminGate(app);

    app.get(
      '/',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `Admin: every ${kind} (drafts, deleted) in the list grammar; status, featured`,
          querystring: crudQuerySchema(d.list.resource).extend(adminItemListExtrasSchema.shape),
          response: { 200: listResponseSchema(rowSchema, d.list.resource) },
          security,
        },
      },
      async (request) => {
        const query = request.query as Record<string, unknown>;
        const extras = adminItemListExtrasSchema.parse(query);
        return listAdminItems(app, d, query, extras, signedInUser(request));
      },
    );

    app.get(
      '/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `Admin: one ${kind} with its moderation fields, deleted ones too`,
          params: idParams,
          response: { 200: rowSchema },
          security,
        },
      },
      async (request) => getAdminItem(app, d, request.params.id, signedInUser(request)),
    );

    const edit = d.edit;
    if (edit?.body) {
      app.patch(
        '/:id',
        {
          config: { access: 'admin' },
          schema: {
            tags,
            summary: `Admin: edit a ${kind}'s metadata (its edit schema); audited`,
            params: idParams,
            body: edit.body,
            response: { 200: rowSchema },
            security,
          },
        },
        async (request) =>
          editAdminItem(
            app,
            d,
            request.params.id,
            request.body as Record<string, unknown>,
            signedInUser(request),
          ),
      );
    }

    app.post(
      '/actions',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `Admin: publish, unpublish, feature, unfeature, delete or restore ${kind}s`,
          body: adminItemActionBodySchema,
          response: { 200: adminItemActionResponseSchema },
          security,
        },
      },
      async (request) => {
        const { ids, action, reason } = request.body;
        const admin = signedInUser(request);
        const results = [];
        // One transaction per item, in order: a failure of one leaves the others applied.
        for (const id of [...new Set(ids)])
          results.push(await applyItemAction(app, d, admin, id, action, reason));
        return { results };
      },
    );
  };
}
