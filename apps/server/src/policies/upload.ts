import type { AuthUser } from '../plugins/auth.ts';

/**
 * The policy of a pending upload (the signed-URL stage upload, spec §7 "Uploads"): only the user who
 * asked for the upload URL may turn its file into a stage — not even an admin, since the file is not
 * anyone's content until then. A refusal reads as "not found" so upload ids do not leak
 * (docs/decisions/0011).
 */
export function canUsePendingUpload(user: AuthUser, pending: { userId: number }): boolean {
  return pending.userId === user.id;
}
