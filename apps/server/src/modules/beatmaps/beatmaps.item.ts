import { beatmapSchema } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { mapHashSchema } from '@synthhub/shared/beatmaps/map-hash.schemas';
import { storedFileResponse } from '../../lib/http/response-schemas.ts';
import { z } from 'zod';
import { idParams } from '../../lib/http/id-params.ts';
import { itemDownloadRoute } from '../items/index.ts';
import type { ItemDescriptor } from '../items/index.ts';
import { beatmapsResource } from './beatmaps.crud.ts';
import { listBeatmaps } from './beatmaps.list.ts';
import { beatmapDownloadFilename, presentBeatmap } from './beatmaps.presenter.ts';
import { type BeatmapVersionRow, type BeatmapWithUser, beatmapStore } from './beatmaps.repository.ts';
import { beatmapPatchSchema } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { runStagedUpload } from '../../lib/uploads/staged-upload.ts';
import { itemAction } from '../items/index.ts';
import {
  editBeatmap,
  getDownloadByHash,
  getPrimaryDownload,
  getVisibleBeatmap,
  uploadBeatmap,
} from './beatmaps.service.ts';
import { readUploadForm } from './upload-form.ts';

/** The stored .synth, whole or in part (Range), or 304 (lib/http/send-stored-file.ts). */
const downloadResponse = storedFileResponse('the .synth file', ['application/octet-stream']);

/**
 * Beatmaps as a content item (modules/items; spec §7; formats.md §6.2-6.3): covers public, the
 * stored download of a version (with `synthriderz.meta.json` inside, formats.md §1.1) by id (the
 * primary version) or by map hash, named as formats.md §1.7 says, counted once per whole download.
 */
export const beatmapItem: ItemDescriptor<
  BeatmapWithUser,
  { beatmap: BeatmapWithUser; version: BeatmapVersionRow }
> = {
  store: beatmapStore,
  schema: beatmapSchema,
  tags: ['beatmaps'],
  list: {
    summary:
      'Beatmaps in the @nestjsx/crud query grammar (formats.md §6.1): s, filter, or, fields/select, join, sort, limit, page, offset; user_id and drafts for profiles. Answers {data, count, total, page, pageCount}.',
    resource: beatmapsResource,
    run: listBeatmaps,
  },
  detail: {
    summary: 'One beatmap (formats.md §6.3 shape)',
    present: async (app, id, _query, viewer) => presentBeatmap(await getVisibleBeatmap(app, id, viewer)),
  },
  deleteSummary: 'Delete a beatmap and its versions (uploader or admin)',
  coverHidesDrafts: false,
  downloads: {
    routes: [
      itemDownloadRoute({
        url: '/:id/download',
        summary: 'The primary .synth, with synthriderz.meta.json {id, hash} inside',
        params: idParams,
        response: downloadResponse,
        find: (app, { params, user }) => getPrimaryDownload(app, params.id, user),
      }),
      itemDownloadRoute({
        url: '/hash/download/:hash',
        summary: 'The .synth whose map hash is given (formats.md §1.6)',
        params: z.object({ hash: mapHashSchema }),
        response: downloadResponse,
        find: (app, { params, user }) => getDownloadByHash(app, params.hash, user),
      }),
    ],
    body: ({ beatmap, version }) => ({
      kind: 'stored',
      key: version.downloadKey,
      contentType: 'application/octet-stream',
      downloadName: beatmapDownloadFilename({ ...beatmap, version: version.version }),
    }),
    counted: ({ beatmap }) => ({ itemId: beatmap.id }),
  },
  upload: itemAction({
    summary: 'Upload a .synth: multipart `file` + `data` (the upload record as JSON) → {id}',
    consumes: ['multipart/form-data'],
    run: (app, { request, user }) =>
      runStagedUpload(
        app.uploads,
        user.id,
        () => readUploadForm(request, app.uploads.tempDir),
        ({ file, record }) => uploadBeatmap(app, user, file, record),
      ),
  }),
  edit: itemAction({
    summary: 'Edit a beatmap (uploader or admin)',
    body: beatmapPatchSchema,
    run: async (app, { user, id, body }) => presentBeatmap(await editBeatmap(app, user, id, body)),
  }),
};
