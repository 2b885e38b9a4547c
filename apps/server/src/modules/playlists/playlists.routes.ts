import {
  PLAYLIST_COVER_MAX_BYTES,
  PLAYLIST_DEFAULT_COLORS,
  PLAYLIST_EXTENSION,
  PLAYLIST_MAX_BYTES,
} from '@synthhub/shared/playlists/playlists.constants';
import {
  type Playlist,
  type PlaylistCreated,
  playlistItemsSchema,
  playlistPatchSchema,
} from '@synthhub/shared/playlists/playlists.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipartFile } from '../../lib/http/multipart-file.ts';
import { signedInUser } from '../../policies/access.ts';
import { coverQuerySchema } from '../../lib/http/send-cover.ts';
import { registerItemRoutes } from '../items/item-routes.ts';
import { setPlaylistCover } from './playlist-files.ts';
import { playlistItem } from './playlists.item.ts';
import { getPresentedPlaylist, WITH_SONGS } from './playlists.present.ts';
import * as service from './playlists.service.ts';
import { idParams } from '../../lib/http/id-params.ts';
import { renderGradientCover } from '../../lib/gradient-cover.ts';
import { COVER_SIZES } from '@synthhub/shared/beatmaps/beatmaps.constants';

/**
 * Playlist routes under `/api/playlists` (spec §2, §7; formats.md §2, §6.2-6.3).
 * Thin: parse, authorize, call the service, present. List, detail, delete, cover and download are
 * the item kernel's (playlists.item.ts).
 */
export const playlistsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerItemRoutes(app, playlistItem);

  app.post(
    '/upload',
    {
      config: { access: 'user' },
      schema: {
        tags: ['playlists'],
        summary: 'Upload a .playlist (multipart `file`) as a new unpublished playlist → {id}',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { file } = await readMultipartFile(request, {
        extension: PLAYLIST_EXTENSION,
        kind: 'playlists',
        maxBytes: PLAYLIST_MAX_BYTES,
      });
      const created: PlaylistCreated = await service.uploadPlaylist(app, user, file);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['playlists'],
        summary: 'Create an empty playlist (optionally with name, description, colours, published) → {id}',
        body: playlistPatchSchema.nullish(),
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const created: PlaylistCreated = await service.createPlaylist(app, user, request.body ?? {});
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['playlists'],
        summary:
          'Edit name, description, colours, published (owner or admin); publishing sets published_at. Answers the playlist with its songs',
        params: idParams,
        body: playlistPatchSchema,
      },
    },
    async (request): Promise<Playlist> => {
      const user = signedInUser(request);
      await service.editPlaylist(app, user, request.params.id, request.body);
      return getPresentedPlaylist(app, request.params.id, WITH_SONGS, user);
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
      },
    },
    async (request): Promise<Playlist> => {
      const user = signedInUser(request);
      await service.replaceItems(app, user, request.params.id, request.body.items);
      return getPresentedPlaylist(app, request.params.id, WITH_SONGS, user);
    },
  );

  app.post(
    '/:id/cover',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['playlists'],
        summary: 'Set the cover: multipart `file`, a PNG or JPEG (owner or admin)',
        params: idParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<Playlist> => {
      const user = signedInUser(request);
      await service.getEditablePlaylist(app, request.params.id, user);
      const { file } = await readMultipartFile(request, {
        extension: ['.png', '.jpg', '.jpeg'],
        kind: 'playlist covers',
        maxBytes: PLAYLIST_COVER_MAX_BYTES,
      });
      await setPlaylistCover(app, user, request.params.id, file);
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
