import { STAGEPKG_MAX_BYTES } from '@synthhub/shared/stages/stages.constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptStreamedBodies, HmacUploadSigner } from '../../lib/storage/signed-upload.ts';
import { receiveUpload } from './stage-uploads.service.ts';

/**
 * `PUT /api/uploads/{id}?expires=…&sig=…`: step 2 of the stage upload (spec §7), the signed,
 * expiring, single-use URL that `GET /api/models/stages/upload` hands out as `cdn_url` when files
 * are on the local disk (design.md §2 Storage). The raw body is the file, streamed to a temporary
 * file (at most the `.stagepkg` limit, else 413); no session is needed,
 * the signature is the permission. Register under the `/api/uploads` prefix.
 */
export const signedUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = new HmacUploadSigner(app.config.jwtSecret, app.config.publicUrl);
  const bodyLimit = app.config.stagepkgLimits?.maxBytes ?? STAGEPKG_MAX_BYTES;
  acceptStreamedBodies(app);

  app.put(
    '/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['stages'],
        summary: 'Step 2 of the stage upload: PUT the .stagepkg bytes to the signed cdn_url',
        consumes: ['application/octet-stream'],
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not an upload id') }),
        querystring: z.looseObject({ expires: z.string().optional(), sig: z.string().optional() }),
        response: { 200: z.object({ id: z.string(), filesize: z.number().int() }) },
      },
    },
    async (request) => receiveUpload(app, signer, request.params.id, request.query, request.raw, bodyLimit),
  );
};
