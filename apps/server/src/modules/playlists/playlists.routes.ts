import { PLAYLIST_DEFAULT_COLORS } from '@synthhub/shared/playlists/playlists.constants';
import {
  type Playlist,
  type PlaylistCreated,
  playlistItemsSchema,
  playlistPatchSchema,
  playlistSchema,
} from '@synthhub/shared/playlists/playlists.schemas';
import { createdResponse, fileResponse } from '../../lib/http/response-schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../policies/access.ts';
import { coverQuerySchema } from '../../lib/http/send-cover.ts';
import { registerItemRoutes } from '../items/index.ts';
import { playlistItem } from './playlists.item.ts';
import { getPresentedPlaylist, WITH_SONGS } from './playlists.present.ts';
import * as service from './playlists.service.ts';
import { idParams } from '../../lib/http/id-params.ts';
import { renderGradientCover } from '../../lib/gradient-cover.ts';
import { COVER_SIZES } from '@synthhub/shared/beatmaps/beatmaps.constants';

/**
 * Playlist routes under `/api/playlists` (spec §2, §7; formats.md §2, §6.2-6.3).
 * Thin: parse, authorize, call the service, present. List, detail, upload, edit, delete, cover,
 * cover upload and download are the item kernel's (playlists.item.ts).
 */
export const playlistsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerItemRoutes(app, playlistItem);

  app.post(
    '/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['playlists'],
        summary: 'Create an empty playlist (optionally with name, description, colours, published) → {id}',
        body: playlistPatchSchema.nullish(),
        response: createdResponse,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const created: PlaylistCreated = await service.createPlaylist(app, user, request.body ?? {});
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/:id/items',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['playlists'],
        summary: 'Replace the ordered songs: {items: [{hash} | {beatmap_id}]} (owner or admin)',
        params: idParams,
        body: playlistItemsSchema,
        response: { 200: playlistSchema },
      },
    },
    async (request): Promise<Playlist> => {
      const user = signedInUser(request);
      await service.replaceItems(app, user, request.params.id, request.body.items);
      return getPresentedPlaylist(app, request.params.id, WITH_SONGS, user);
    },
  );

  app.get(
    '/:id/cover/placeholder',
    {
      config: { access: 'public' },
      schema: {
        tags: ['playlists'],
        summary: 'Placeholder cover of a playlist without one: its gradient; size 150, 250 or 500 px (JPEG)',
        params: idParams,
        querystring: coverQuerySchema,
        response: fileResponse('The placeholder cover', ['image/jpeg']),
      },
    },
    async (request, reply) => {
      const row = await service.getVisiblePlaylist(app, request.params.id, request.user);
      const wanted = request.query.size;
      const size = wanted === undefined ? 500 : (COVER_SIZES.find((s) => s >= wanted) ?? 500);
      const image = await renderGradientCover(
        { top: row.gradientTop, down: row.gradientDown },
        { top: PLAYLIST_DEFAULT_COLORS.gradientTop, down: PLAYLIST_DEFAULT_COLORS.gradientDown },
        size,
      );
      // Not immutable: colour edits change the image without a new cover_version.
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=300').send(image);
    },
  );
};
