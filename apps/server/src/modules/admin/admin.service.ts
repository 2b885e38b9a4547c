import type { Db } from '../../db/client.ts';
import { countRows } from './admin.repository.ts';

/**
 * The admin dashboard's figures (spec §2 "Admin area"): how many users, beatmaps, playlists,
 * stages and avatars exist, drafts included. The caller is an admin (the admin gate, spec §6).
 */
export async function adminCounts(ctx: { db: Db }) {
  return countRows(ctx.db);
}
