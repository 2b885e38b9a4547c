import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { idParams } from '../../lib/http/id-params.ts';
import { signedInUser } from '../../policies/access.ts';
import {
  type ItemAction,
  type ItemActionInput,
  type ItemDescriptor,
  type ItemRoutesApp,
  type ItemRow,
  responseOf,
  type ResponseSchemas,
} from './item-kind.ts';

/** Declares a kind's action with a typed body: `run` receives the body as `body`'s zod schema parses it. */
export function itemAction<S extends z.ZodType = z.ZodUnknown>(action: {
  summary: string;
  body?: S;
  consumes?: string[];
  run(app: FastifyInstance, input: ItemActionInput<z.output<S>>): Promise<unknown>;
}): ItemAction {
  return action as ItemAction;
}

/** `{ body }` or `{ consumes }` of an action's schema. */
const bodyOf = (action: ItemAction) => ({
  ...(action.body && { body: action.body }),
  ...(action.consumes && { consumes: action.consumes }),
});

/**
 * Registers a kind's own writes from its descriptor (spec §7): `POST /upload` (access `user`,
 * answering 201), `PATCH /:id` and `POST /:id/cover` (access `owner`: the action asks the content
 * policy about the item). Each route parses, runs the action and answers what it returns.
 */
export function registerItemActions<Row extends ItemRow, Found>(
  app: ItemRoutesApp,
  d: ItemDescriptor<Row, Found>,
  responses: Record<'upload' | 'edit' | 'coverUpload', ResponseSchemas>,
): void {
  const { tags, upload, edit, coverUpload } = d;
  if (upload) {
    app.post(
      '/upload',
      {
        config: { access: 'user' },
        // The named limit `upload` (lib/http/rate-limits.ts), shared by every kind's uploads.
        preHandler: app.rateLimits('upload'),
        schema: { tags, summary: upload.summary, ...bodyOf(upload), ...responseOf(responses.upload) },
      },
      async (request, reply) => {
        const input = { request, user: signedInUser(request), id: 0, body: request.body };
        return reply.status(201).send(await upload.run(app, input));
      },
    );
  }
  const owned = [
    ['PATCH', '/:id', edit, responses.edit],
    ['POST', '/:id/cover', coverUpload, responses.coverUpload],
  ] as const;
  for (const [method, url, action, response] of owned) {
    if (!action) continue;
    app.route({
      method,
      url,
      config: { access: 'owner' },
      // A file upload (multipart) counts against the named limit `upload` like a new item.
      ...(action.consumes && { preHandler: app.rateLimits('upload') }),
      schema: { tags, summary: action.summary, params: idParams, ...bodyOf(action), ...responseOf(response) },
      handler: async (request) =>
        action.run(app, {
          request,
          user: signedInUser(request),
          id: (request.params as z.output<typeof idParams>).id,
          body: request.body,
        }),
    });
  }
}
