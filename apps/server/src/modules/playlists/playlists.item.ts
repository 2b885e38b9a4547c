import { playlistSchema } from '@synthhub/shared/playlists/playlists.schemas';
import { fileResponse, notModifiedResponse } from '../../lib/http/response-schemas.ts';
import { z } from 'zod';
import { idParams } from '../../lib/http/id-params.ts';
import { itemDownloadRoute } from '../items/index.ts';
import type { ItemDescriptor } from '../items/index.ts';
import {
  PLAYLIST_COVER_MAX_BYTES,
  PLAYLIST_EXTENSION,
  PLAYLIST_MAX_BYTES,
} from '@synthhub/shared/playlists/playlists.constants';
import { playlistPatchSchema } from '@synthhub/shared/playlists/playlists.schemas';
import { readMultipartFile } from '../../lib/http/multipart-file.ts';
import { itemAction } from '../items/index.ts';
import { buildPlaylistDownload, type PlaylistDownload, setPlaylistCover } from './playlist-files.ts';
import { editPlaylist, getEditablePlaylist, uploadPlaylist } from './playlists.service.ts';
import { playlistsResource } from './playlists.crud.ts';
import { listPlaylists } from './playlists.list.ts';
import { getPresentedPlaylist, presentPlaylists, WITH_SONGS } from './playlists.present.ts';
import { type PlaylistWithUser, playlistStore } from './playlists.repository.ts';

/** `?join=` of a playlist's detail and download (formats.md §6.2); other keys are ignored. */
export const joinQuery = z.looseObject({});

/**
 * Playlists as a content item (modules/items; spec §2, §7; formats.md §2, §6.2-6.3): presented
 * with their songs when `join` asks, covers hidden with their drafts, the `.playlist` generated
 * from the rows at each download (no stored file) and counted for each whole GET.
 */
export const playlistItem: ItemDescriptor<PlaylistWithUser, PlaylistDownload> = {
  store: playlistStore,
  schema: playlistSchema,
  tags: ['playlists'],
  list: {
    summary:
      'Playlists in the @nestjsx/crud query grammar (formats.md §6.1): s, filter, or, fields/select, join (items, items||id, items.beatmap), sort, limit, page, offset; user_id and drafts for profiles. Answers {data, count, total, page, pageCount}.',
    resource: playlistsResource,
    run: (app, query, viewer, adminScope) =>
      listPlaylists(app, query, viewer, (rows) => presentPlaylists(app.db, rows, query, viewer), adminScope),
  },
  detail: {
    summary: 'One playlist (formats.md §6.3); ?join=items&join=items.beatmap adds its songs',
    querystring: joinQuery,
    present: (app, id, query, viewer) => getPresentedPlaylist(app, id, query, viewer),
  },
  deleteSummary: 'Delete a playlist (owner or admin)',
  coverHidesDrafts: true,
  downloads: {
    routes: [
      itemDownloadRoute({
        url: '/:id/download',
        summary: 'The .playlist generated from the current songs, as an attachment <id>-<Name>.playlist',
        params: idParams,
        querystring: joinQuery,
        response: {
          ...fileResponse('The .playlist file (JSON, formats.md §2)', ['application/json']),
          ...notModifiedResponse,
        },
        find: (app, { params, user }) => buildPlaylistDownload(app, params.id, user),
      }),
    ],
    body: (file) => ({
      kind: 'generated',
      bytes: file.bytes,
      etag: file.etag,
      contentType: 'application/json; charset=utf-8',
      downloadName: file.filename,
    }),
    counted: (file) => ({ itemId: file.id }),
  },
  upload: itemAction({
    summary: 'Upload a .playlist (multipart `file`) as a new unpublished playlist → {id}',
    consumes: ['multipart/form-data'],
    run: async (app, { request, user }) => {
      const { file } = await readMultipartFile(request, {
        extension: PLAYLIST_EXTENSION,
        kind: 'playlists',
        maxBytes: PLAYLIST_MAX_BYTES,
      });
      return uploadPlaylist(app, user, file);
    },
  }),
  edit: itemAction({
    summary:
      'Edit name, description, colours, published (owner or admin); publishing sets published_at. Answers the playlist with its songs',
    body: playlistPatchSchema,
    run: async (app, { user, id, body }) => {
      await editPlaylist(app, user, id, body);
      return getPresentedPlaylist(app, id, WITH_SONGS, user);
    },
  }),
  coverUpload: itemAction({
    summary: 'Set the cover: multipart `file`, a PNG or JPEG (owner or admin)',
    consumes: ['multipart/form-data'],
    run: async (app, { request, user, id }) => {
      // Who may change the playlist is checked before its multipart body is read.
      await getEditablePlaylist(app, id, user);
      const { file } = await readMultipartFile(request, {
        extension: ['.png', '.jpg', '.jpeg'],
        kind: 'playlist covers',
        maxBytes: PLAYLIST_COVER_MAX_BYTES,
      });
      await setPlaylistCover(app, user, id, file);
      return getPresentedPlaylist(app, id, WITH_SONGS, user);
    },
  }),
};
