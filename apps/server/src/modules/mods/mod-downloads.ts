import { z } from 'zod';
import { dbIdTextSchema } from '@synthhub/shared/api/ids';
import { idParams } from '../../lib/http/id-params.ts';
import { storedFileResponse } from '../../lib/http/response-schemas.ts';
import { type ItemDescriptor, itemDownloadRoute } from '../items/index.ts';
import { findLatestModFile, findModFile, type ModDownload } from './mod-files.service.ts';
import type { ModWithUser } from './mods.repository.ts';

const MOD_FILE_TYPES = ['application/zip', 'application/octet-stream'];

/**
 * The downloads of mods, registered by the kernel (modules/items item-downloads.ts: ETag, Range,
 * one durable count per whole download, docs/decisions/0012): each file by id, and a mod's latest
 * file. A download counts on the mod and on its version (the count's `fileId` is the version id,
 * modules/downloads download-jobs.ts). Attachment name: the file's uploaded name.
 */
export const modDownloads: ItemDescriptor<ModWithUser, ModDownload>['downloads'] = {
  routes: [
    itemDownloadRoute({
      url: '/files/:fileId/download',
      summary: 'One file of a mod version, as uploaded; counts the download',
      params: z.object({ fileId: dbIdTextSchema }),
      response: storedFileResponse('the mod file', MOD_FILE_TYPES),
      find: (a, { params, user }) => findModFile(a, params.fileId, user),
    }),
    itemDownloadRoute({
      url: '/:id/download',
      summary: "The latest non-deprecated version's first file; counts the download",
      params: idParams,
      response: storedFileResponse('the mod file', MOD_FILE_TYPES),
      find: (a, { params, user }) => findLatestModFile(a, params.id, user),
    }),
  ],
  body: ({ file }) => ({
    kind: 'stored',
    key: file.storageKey,
    contentType: file.filename.toLowerCase().endsWith('.zip')
      ? 'application/zip'
      : 'application/octet-stream',
    downloadName: file.filename,
  }),
  counted: ({ mod, versionId }) => ({ itemId: mod.id, fileId: versionId }),
};
