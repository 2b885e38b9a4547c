import { stageSchema } from '@synthhub/shared/stages/stages.types';
import { storedFileResponse } from '../../lib/http/response-schemas.ts';
import { z } from 'zod';
import { idParams } from '../../lib/http/id-params.ts';
import { itemDownloadRoute } from '../items/index.ts';
import type { ItemDescriptor } from '../items/index.ts';
import { stagesResource } from './stages.crud.ts';
import { listStages } from './stages.list.ts';
import { type StageFileRow, type StageWithUser, stageStore } from './stages.repository.ts';
import { stagePatchSchema, stageUploadPayloadSchema } from '@synthhub/shared/stages/stages.schemas';
import { itemAction } from '../items/index.ts';
import { readCoverImage } from './cover-upload.ts';
import { useStageUpload } from './stage-uploads.service.ts';
import { editStage, getFileDownload, getStage, setStageCover } from './stages.service.ts';

/**
 * Stages as a content item (modules/items; spec §7; formats.md §6.2-6.3): presented with their
 * tags and the files the viewer may see, covers public, one bundle downloaded per request
 * (`?file_id=`, required) and counted on the stage and on the file.
 */
export const stageItem: ItemDescriptor<StageWithUser, { stage: StageWithUser; file: StageFileRow }> = {
  store: stageStore,
  schema: stageSchema,
  tags: ['stages'],
  list: {
    summary:
      'Stages in the @nestjsx/crud query grammar (formats.md §6.1): s, filter, or, fields/select, join (join files, files.file, experience_beatmap), sort, limit, page, offset; user_id and drafts for profiles. Answers {data, count, total, page, pageCount}.',
    resource: stagesResource,
    run: listStages,
  },
  detail: {
    summary: 'One stage with files and latest_files (formats.md §6.3)',
    present: (app, id, _query, viewer) => getStage(app, id, viewer),
  },
  deleteSummary: 'Delete a stage (uploader or admin)',
  coverHidesDrafts: false,
  downloads: {
    routes: [
      itemDownloadRoute({
        url: '/:id/download',
        summary: 'One stage file (bundle), chosen with ?file_id= (required)',
        params: idParams,
        querystring: z.looseObject({ file_id: z.string().optional() }),
        response: storedFileResponse('the stage bundle', ['application/octet-stream']),
        find: (app, { params, query, user }) => getFileDownload(app, params.id, query.file_id, user),
      }),
    ],
    body: ({ file }) => ({
      kind: 'stored',
      key: file.storageKey,
      contentType: 'application/octet-stream',
      downloadName: file.filename,
    }),
    counted: ({ stage, file }) => ({ itemId: stage.id, fileId: file.id }),
  },
  upload: itemAction({
    summary: 'Step 3: turn the PUT .stagepkg into a new stage or more files of yours → {id}',
    body: stageUploadPayloadSchema,
    run: (app, { user, body }) => useStageUpload(app, user, body),
  }),
  edit: itemAction({
    summary: 'Edit a stage (uploader or admin)',
    body: stagePatchSchema,
    run: (app, { user, id, body }) => editStage(app, user, id, body),
  }),
  coverUpload: itemAction({
    summary: 'Replace the cover: multipart `file`, a PNG or JPEG (uploader or admin)',
    consumes: ['multipart/form-data'],
    run: async (app, { request, user, id }) => setStageCover(app, user, id, await readCoverImage(request)),
  }),
};
