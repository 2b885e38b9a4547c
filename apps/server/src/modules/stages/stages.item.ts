import { z } from 'zod';
import { idParams } from '../../lib/http/id-params.ts';
import { itemDownloadRoute } from '../items/item-downloads.ts';
import type { ItemDescriptor } from '../items/item-kind.ts';
import { stagesResource } from './stages.crud.ts';
import { listStages } from './stages.list.ts';
import { countDownload, type StageFileRow, type StageWithUser, stageStore } from './stages.repository.ts';
import { getFileDownload, getStage } from './stages.service.ts';

/**
 * Stages as a content item (modules/items; spec §7; formats.md §6.2-6.3): presented with their
 * tags and the files the viewer may see, covers public, one bundle downloaded per request
 * (`?file_id=`, required) and counted on the stage and on the file.
 */
export const stageItem: ItemDescriptor<StageWithUser, { stage: StageWithUser; file: StageFileRow }> = {
  store: stageStore,
  tags: ['stages'],
  list: {
    summary:
      'Stages in the @nestjsx/crud query grammar (formats.md §6.1): s, filter, or, fields/select, join (join files, files.file, experience_beatmap), sort, limit, page, offset; user_id and drafts for profiles. Answers {data, count, total, page, pageCount}.',
    resource: stagesResource,
    run: (app, query, viewer) => listStages(app, query, viewer),
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
        find: (app, { params, query, user }) => getFileDownload(app, params.id, query.file_id, user),
      }),
    ],
    body: ({ file }) => ({
      kind: 'stored',
      key: file.storageKey,
      contentType: 'application/octet-stream',
      downloadName: file.filename,
    }),
    countDownload: (app, { stage, file }) =>
      app.background.run('stage download count', countDownload(app.db, stage.id, file.id)),
  },
};
