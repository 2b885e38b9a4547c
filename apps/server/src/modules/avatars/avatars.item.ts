import { avatarSchema } from '@synthhub/shared/avatars/avatars.schemas';
import { storedFileResponse } from '../../lib/http/response-schemas.ts';
import { idParams } from '../../lib/http/id-params.ts';
import { itemDownloadRoute } from '../items/index.ts';
import type { ItemDescriptor } from '../items/index.ts';
import { avatarsResource } from './avatars.crud.ts';
import { listAvatars } from './avatars.list.ts';
import { avatarDownloadFilename, presentAvatar } from './avatars.presenter.ts';
import { type AvatarWithUser, avatarStore } from './avatars.repository.ts';
import { avatarPatchSchema } from '@synthhub/shared/avatars/avatars.schemas';
import { AVATAR_EXTENSION, AVATAR_MAX_BYTES } from '@synthhub/shared/avatars/avatars.constants';
import { receiveMultipartFile } from '../../lib/http/multipart-file.ts';
import { runStagedUpload } from '../../lib/uploads/staged-upload.ts';
import { itemAction } from '../items/index.ts';
import { editAvatar, getVisibleAvatar, replaceAvatarCover, uploadAvatar } from './avatars.service.ts';
import { readCoverForm } from './cover-form.ts';

/**
 * Avatars as a content item (modules/items; spec §7; formats.md §4, §6.2-6.3): listed in the crud
 * grammar, covers public like beatmap covers (an `<img>` carries no bearer token), the `.vrm`
 * downloaded as uploaded and counted once per whole download.
 */
export const avatarItem: ItemDescriptor<AvatarWithUser, AvatarWithUser> = {
  store: avatarStore,
  schema: avatarSchema,
  tags: ['avatars'],
  list: {
    summary:
      'Avatars in the @nestjsx/crud query grammar (formats.md §6.1): s, filter, or, fields/select, join, sort, limit, page, offset; user_id and drafts for profiles. Answers {data, count, total, page, pageCount}.',
    resource: avatarsResource,
    run: listAvatars,
  },
  detail: {
    summary: 'One avatar (formats.md §6.3 shape)',
    present: async (app, id, _query, viewer) => presentAvatar(await getVisibleAvatar(app, id, viewer)),
  },
  deleteSummary: 'Delete an avatar (uploader or admin)',
  coverHidesDrafts: false,
  downloads: {
    routes: [
      itemDownloadRoute({
        url: '/:id/download',
        summary:
          'The .vrm as uploaded, named "<id>-<Name>.vrm" (quoted Content-Disposition); counts the download',
        params: idParams,
        response: storedFileResponse('the .vrm file', ['model/gltf-binary']),
        find: (app, { params, user }) => getVisibleAvatar(app, params.id, user),
      }),
    ],
    body: (avatar) => ({
      kind: 'stored',
      key: avatar.fileKey,
      contentType: 'model/gltf-binary',
      downloadName: avatarDownloadFilename(avatar),
    }),
    counted: (avatar) => ({ itemId: avatar.id }),
  },
  upload: itemAction({
    summary:
      'Upload a .vrm (VRM 0.x or 1.0): multipart `file` → {id}, unpublished; metadata and cover from the file',
    consumes: ['multipart/form-data'],
    run: (app, { request, user }) =>
      runStagedUpload(
        app.uploads,
        user.id,
        () =>
          receiveMultipartFile(request, {
            extension: AVATAR_EXTENSION,
            kind: 'avatars',
            maxBytes: AVATAR_MAX_BYTES,
            tempDir: app.uploads.tempDir,
          }),
        ({ file }) => uploadAvatar(app, user, file),
      ),
  }),
  edit: itemAction({
    summary: 'Edit an avatar: name, description, youtube_url, published (uploader or admin)',
    body: avatarPatchSchema,
    run: async (app, { user, id, body }) => presentAvatar(await editAvatar(app, user, id, body)),
  }),
  coverUpload: itemAction({
    summary: 'Replace the cover with a PNG or JPEG: multipart `file` (uploader or admin)',
    consumes: ['multipart/form-data'],
    run: async (app, { request, user, id }) =>
      presentAvatar(await replaceAvatarCover(app, user, id, await readCoverForm(request))),
  }),
};
