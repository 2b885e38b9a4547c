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
import { z } from 'zod';
import { recordItemDownload } from '../downloads/record-item-download.ts';
import { contentDisposition } from '../../lib/http/send-stored-file.ts';
import { readMultipartFile } from '../../lib/http/multipart-file.ts';
import { coverQuerySchema, sendCover } from '../../lib/http/send-cover.ts';
import { crudQuerySchema } from '../../lib/crud/parse-query.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { signedInUser } from '../../policies/access.ts';
import type { Db } from '../../db/client.ts';
import { buildPlaylistDownload, setPlaylistCover } from './playlist-files.ts';
import { resolveItems } from './playlist-items.ts';
import { parsePlaylistJoins } from './playlist-joins.ts';
import { playlistsResource } from './playlists.crud.ts';
import { type ListedPlaylists, listPlaylists } from './playlists.list.ts';
import { presentPlaylist } from './playlists.presenter.ts';
import * as repo from './playlists.repository.ts';
import * as service from './playlists.service.ts';
import { idParams } from '../../lib/http/id-params.ts';
import { renderGradientCover } from '../../lib/gradient-cover.ts';
import { COVER_SIZES } from '@synthhub/shared/beatmaps/beatmaps.constants';

const joinQuery = z.looseObject({});
/** Edits answer the whole playlist with its songs and their beatmaps, as the detail page asks for it. */
const WITH_SONGS = { join: ['items', 'items.beatmap'] };

/** Presents playlists, with their songs when `join` asked for them (formats.md §6.2). */
async function present(
  db: Db,
  rows: repo.PlaylistWithUser[],
  query: Record<string, unknown>,
  viewer: AuthUser | null,
): Promise<Playlist[]> {
  const joins = parsePlaylistJoins(query);
  if (!joins.items) return rows.map((row) => presentPlaylist(row));
  const items = await repo.listItems(
    db,
    rows.map((r) => r.id),
  );
  const resolved = await resolveItems(db, items, viewer, joins.beatmaps);
  return rows.map((row) => presentPlaylist(row, resolved.get(row.id) ?? []));
}

/**
 * Playlist routes under `/api/playlists` (spec §2, §7; formats.md §2, §6.2-6.3).
 * Thin: parse, authorize, call the service, present.
 */
export const playlistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const presentOne = async (id: number, query: Record<string, unknown>, viewer: AuthUser | null) => {
    const row = await service.getVisiblePlaylist(app, id, viewer);
    return (await present(app.db, [row], query, viewer))[0]!;
  };

  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['playlists'],
        summary:
          'Playlists in the @nestjsx/crud query grammar (formats.md §6.1): s, filter, or, fields/select, join (items, items||id, items.beatmap), sort, limit, page, offset; user_id and drafts for profiles. Answers {data, count, total, page, pageCount}.',
        querystring: crudQuerySchema(playlistsResource),
      },
    },
    async (request): Promise<ListedPlaylists> =>
      listPlaylists(app, request.query, request.user, (rows) =>
        present(app.db, rows, request.query, request.user),
      ),
  );

  app.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['playlists'],
        summary: 'One playlist (formats.md §6.3); ?join=items&join=items.beatmap adds its songs',
        params: idParams,
        querystring: joinQuery,
      },
    },
    async (request): Promise<Playlist> => presentOne(request.params.id, request.query, request.user),
  );

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
      return presentOne(request.params.id, WITH_SONGS, user);
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
      return presentOne(request.params.id, WITH_SONGS, user);
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'owner' },
      schema: { tags: ['playlists'], summary: 'Delete a playlist (owner or admin)', params: idParams },
    },
    async (request, reply) => {
      await service.removePlaylist(app, signedInUser(request), request.params.id);
      return reply.status(204).send();
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
      return presentOne(request.params.id, WITH_SONGS, user);
    },
  );

  app.get(
    '/:id/cover',
    {
      config: { access: 'public' },
      schema: {
        tags: ['playlists'],
        summary: 'Cover image; size 150, 250 or 500 px (square JPEG), else the original',
        params: idParams,
        querystring: coverQuerySchema,
      },
    },
    async (request, reply) => {
      const row = await service.getVisiblePlaylist(app, request.params.id, request.user);
      return sendCover(request, reply, app.storage, row.coverKeys, request.query, `Playlist ${row.id}`);
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

  app.get(
    '/:id/download',
    {
      config: { access: 'public' },
      schema: {
        tags: ['playlists'],
        summary: 'The .playlist generated from the current songs, as an attachment <id>-<Name>.playlist',
        params: idParams,
        querystring: joinQuery,
      },
    },
    async (request, reply) => {
      const file = await buildPlaylistDownload(app, request.params.id, request.user);
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', contentDisposition(file.filename))
        .header('etag', file.etag)
        .header('cache-control', 'private, max-age=0, must-revalidate');
      const inm = request.headers['if-none-match'];
      if (inm?.split(',').some((t) => t.trim() === file.etag)) return reply.status(304).send();
      if (request.method === 'GET') {
        // Counted by a durable job, off the response path (design.md §2; docs/decisions/0012).
        void recordItemDownload(app, { kind: 'playlist', itemId: file.id });
      }
      return reply.status(200).send(Buffer.from(file.bytes));
    },
  );
};
