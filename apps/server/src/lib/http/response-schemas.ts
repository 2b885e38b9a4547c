import { createdSchema } from '@synthhub/shared/items/item.schemas';
import { z } from 'zod';

/**
 * The `response` entry of a route answering 204 with no body (deletes, spec §7): documents it with
 * no body (OpenAPI `type: null`): `reply.send()` takes no payload and nothing is serialised.
 */
export const noContentResponse = { 204: z.undefined().describe('No Content') };

/** The `response` entry of an upload or create route: 201 with the new item's `{id}` (spec §7 "Uploads"). */
export const createdResponse = { 201: createdSchema };

/** 304 Not Modified: the client's `If-None-Match` matched the ETag; no body. */
export const notModifiedResponse = { 304: z.undefined().describe('Not Modified') };

/**
 * The `response` entry of a route answering a file (`contentTypes`, e.g. `image/jpeg`): documents
 * the bytes in the OpenAPI document. Fastify never runs a serialiser on Buffer or stream payloads,
 * so the schema (`any`, shown as a binary string) only describes them.
 */
export function fileResponse(description: string, contentTypes: readonly string[]) {
  const schema = z.any().meta({ type: 'string', format: 'binary' });
  return {
    200: { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])) },
  };
}

/** 302 Found: the file is at the `Location` (S3 storage: a presigned or CDN URL); no body. */
export const storageRedirectResponse = {
  302: z.undefined().describe('Found: the file is at the Location URL (files in an S3 bucket)'),
};

/**
 * The `response` entry of a route answering a stored file through `sendStoredFile`
 * (lib/http/send-stored-file.ts): the file, 206 for a `Range`, 302 to the storage's URL, 304 for
 * a matching `If-None-Match`.
 */
export function storedFileResponse(description: string, contentTypes: readonly string[]) {
  const file = fileResponse(description, contentTypes);
  return {
    ...file,
    206: { ...file[200], description: `Part of ${description}` },
    ...storageRedirectResponse,
    ...notModifiedResponse,
  };
}

/** The `response` entry of a cover route (lib/http/send-cover.ts): a JPEG, or the original PNG. */
export const coverResponse = storedFileResponse('the cover image', ['image/jpeg', 'image/png']);
