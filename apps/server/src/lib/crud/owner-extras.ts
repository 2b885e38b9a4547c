import { z } from 'zod';
import { optionalIdQuery } from '../http/id-params.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { authorizeDraftList } from '../../policies/content.ts';

/**
 * The extra list parameters shared by beatmaps, playlists, stages and avatars (spec §2 profiles and My
 * Uploads; spec §6): `user_id` (only that uploader's items; a row id, else 400 — see `idParams`) and
 * `drafts=true` (include unpublished ones). Pass it as a resource's `extras`; `CrudRequest.extras` is
 * then `{ user_id?: number; drafts: boolean }`.
 */
export const ownerExtrasSchema = z.object({
  user_id: optionalIdQuery,
  drafts: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
/** The parsed owner extras: `{ user_id?: number; drafts: boolean }`. */
export type OwnerExtras = z.infer<typeof ownerExtrasSchema>;

/**
 * Enforces who may list drafts ("only owners and admins can see unpublished items", server-side):
 * `drafts=true` needs `user_id` to be the viewer, or an admin viewer. Throws Forbidden otherwise.
 */
export function assertDraftsAllowed(extras: OwnerExtras, viewer: AuthUser | null): void {
  if (!extras.drafts) return;
  authorizeDraftList(viewer, extras.user_id);
}
