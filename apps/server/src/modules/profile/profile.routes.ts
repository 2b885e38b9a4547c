import {
  PROFILE_AVATAR_EXTENSIONS,
  PROFILE_AVATAR_MAX_BYTES,
} from '@synthhub/shared/profile/profile.constants';
import {
  accountDeletionSchema,
  passwordChangeSchema,
  profilePatchSchema,
  profileSchema,
  revokeAllSchema,
} from '@synthhub/shared/profile/profile.schemas';
import { sessionResponseSchema } from '@synthhub/shared/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import { readMultipartFile } from '../../lib/http/multipart-file.ts';
import { noContentResponse, storedFileResponse } from '../../lib/http/response-schemas.ts';
import { sendStoredFile } from '../../lib/http/send-stored-file.ts';
import { presentSession } from '../auth/index.ts';
import { signedInUser } from '../../policies/access.ts';
import { presentProfile } from './profile.presenter.ts';
import { profileAvatarKey, removeProfileAvatar, setProfileAvatar } from './profile-avatar.service.ts';
import {
  changePassword,
  deleteAccount,
  getProfile,
  revokeAllSessions,
  updateProfile,
} from './profile.service.ts';

const security = [{ bearer: [] }];
const tags = ['profile'];
const profileResponse = { 200: profileSchema };

/**
 * The signed-in user's settings under `/api/user` (spec §2 "/user/profile"; docs/decisions/0016):
 * profile (username, e-mail), password, profile picture, sign out everywhere and account deletion.
 * Every route but the picture files needs a session on the site: 401 anonymous, 403 with an API
 * token or a device sign-in (no route here names a `tokenScope`; docs/decisions/0045). Personal API tokens are in api-tokens.routes.ts.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      config: { access: 'user' },
      schema: { tags, security, summary: "The signed-in user's settings", response: profileResponse },
    },
    async (request) => presentProfile(await getProfile(app.db, signedInUser(request).id)),
  );

  app.patch(
    '/profile',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Change the username and/or e-mail (409 when taken; the e-mail needs the current password)',
        body: profilePatchSchema,
        response: profileResponse,
      },
    },
    async (request) => presentProfile(await updateProfile(app.db, signedInUser(request).id, request.body)),
  );

  app.put(
    '/password',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary:
          'Set a password, or change it (the current one is needed when there is one; 403 when wrong); ' +
          'ends every other sign-in and answers a new session for this one',
        body: passwordChangeSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => presentSession(await changePassword(app, signedInUser(request).id, request.body)),
  );

  app.post(
    '/avatar',
    {
      config: { access: 'user' },
      // Counts as an upload (lib/http/rate-limits.ts `upload`; docs/decisions/0018).
      preHandler: app.rateLimits('upload'),
      schema: {
        tags,
        security,
        summary:
          'Upload a profile picture (multipart "file": PNG, JPEG, WebP or GIF, at most 5 MiB; stored as 256 px WebP)',
        consumes: ['multipart/form-data'],
        response: profileResponse,
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { file } = await readMultipartFile(request, {
        extension: PROFILE_AVATAR_EXTENSIONS,
        kind: 'a profile picture',
        maxBytes: PROFILE_AVATAR_MAX_BYTES,
      });
      return presentProfile(await setProfileAvatar(app, user.id, file.bytes));
    },
  );

  app.delete(
    '/avatar',
    {
      config: { access: 'user' },
      schema: { tags, security, summary: 'Remove the profile picture', response: profileResponse },
    },
    async (request) => presentProfile(await removeProfileAvatar(app.db, signedInUser(request).id)),
  );

  app.get(
    '/avatars/:file',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A profile picture (the avatar_url of spec §3 "User"); immutable, cached for a year',
        params: z.object({ file: z.string().max(80) }),
        response: storedFileResponse('the profile picture', ['image/webp']),
      },
    },
    async (request, reply) => {
      const key = profileAvatarKey(request.params.file);
      if (!key) throw new NotFound('There is no such profile picture.');
      await sendStoredFile(request, reply, app.storage, {
        key,
        contentType: 'image/webp',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      return reply;
    },
  );

  app.post(
    '/sessions/revoke-all',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary:
          'Sign out everywhere: end every sign-in (access tokens still work until they expire, ≤ 900 s)',
        response: { 200: revokeAllSchema },
      },
    },
    async (request) => ({ revoked: await revokeAllSessions(app.db, signedInUser(request).id) }),
  );

  app.delete(
    '/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary:
          'Delete the account (confirm_username, and password when it has one); content stays as "deleted user"',
        body: accountDeletionSchema,
        response: noContentResponse,
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, signedInUser(request).id, request.body);
      return reply.status(204).send();
    },
  );
};
