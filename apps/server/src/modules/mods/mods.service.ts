import type { ModInput, ModPatch } from '@synthhub/shared/mods/mods.schemas';
import type { Db } from '../../db/client.ts';
import { Forbidden, NotFound } from '../../errors.ts';
import { announce } from '../../lib/events/announce.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type ItemsWriteContext, publishChange, removeItem } from '../items/index.ts';
import { findVersionsOfMods } from './mod-versions.repository.ts';
import { ModRuleRefused, slugTaken } from './mods.errors.ts';
import { authorizeMod } from './mods.policy.ts';
import { presentModDetail } from './mods.presenter.ts';
import * as repo from './mods.repository.ts';

/** What the mod rules need from the app. */
export interface ModsContext {
  db: Db;
}

/**
 * The mod named by `slugOrId` (digits: the id, else the slug) as `viewer` may see it: released
 * mods for everyone, drafts for the owner, co-authors and admins (mods.policy.ts). With `action`
 * the viewer must also be allowed that ('edit': owner, co-author, admin; 'delete': owner, admin).
 * Throws NotFound "Mod x was not found." (also for hidden drafts and soft-deleted mods),
 * Unauthorized or Forbidden.
 */
export async function getMod(
  ctx: ModsContext,
  slugOrId: string | number,
  viewer: AuthUser | null,
  action: 'read' | 'edit' | 'delete' = 'read',
): Promise<repo.ModWithUser> {
  const key = String(slugOrId);
  const row = /^\d+$/.test(key)
    ? await repo.findModById(ctx.db, Number(key))
    : await repo.findModBySlug(ctx.db, key);
  if (!row) throw new NotFound(`Mod ${key} was not found.`);
  authorizeMod(viewer, action, row);
  return row;
}

/** `GET /api/mods/{slug-or-id}`: the mod and every version, highest first (packages/shared `modDetailSchema`). */
export async function getModDetail(ctx: ModsContext, slugOrId: string | number, viewer: AuthUser | null) {
  const row = await getMod(ctx, slugOrId, viewer);
  return presentModDetail(row, await findVersionsOfMods(ctx.db, [row.id]));
}

/**
 * The user ids of `names` (co-authors by username, case-insensitive, deduplicated; the owner
 * `ownerId` is dropped, being an author already). Throws ModRuleRefused (422) naming the first
 * username that is no live account.
 */
async function coAuthorIds(db: repo.DbOrTx, names: readonly string[], ownerId: number): Promise<number[]> {
  const found = await repo.findUsersByName(db, names);
  const ids: number[] = [];
  for (const name of names) {
    const user = found.get(name.toLowerCase());
    if (!user) throw new ModRuleRefused(`There is no user "${name}" to add as a co-author.`);
    if (user.id !== ownerId && !ids.includes(user.id)) ids.push(user.id);
  }
  return ids;
}

/**
 * Slugs that name pages or API routes rather than a mod (spec §2: /mods/create, /mods/edit;
 * `GET /api/mods/index`, `/api/mods/files/...`).
 */
const RESERVED_SLUGS = new Set(['create', 'edit', 'index', 'files', 'new']);

/**
 * Refuses (422) a slug of digits only (`/api/mods/{slug-or-id}` would read it as an id) and a
 * reserved one ({@link RESERVED_SLUGS}).
 */
function checkSlug(slug: string | undefined): void {
  if (slug !== undefined && /^[\d-]+$/.test(slug))
    throw new ModRuleRefused(`The slug "${slug}" needs at least one letter (digits alone name a mod by id).`);
  if (slug !== undefined && RESERVED_SLUGS.has(slug))
    throw new ModRuleRefused(`The slug "${slug}" names a page of the site; choose another.`);
}

/** Runs `write`, turning a violation of the unique slug into 409 "The slug … is already taken". */
async function slugGuard<T>(slug: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (slug && uniqueViolation(error)?.constraint === 'mods_slug_unique') throw slugTaken(slug, error);
    throw error;
  }
}

/**
 * Creates a mod of `user` (`POST /api/mods`, packages/shared `modInputSchema`): its row, tags and
 * co-authors in one transaction; `published` sets `published_at`. Answers `{id}`. Throws 409
 * (slug taken) or 422 (unknown co-author, a slug of digits only); nothing is written then.
 */
export async function createMod(ctx: ItemsWriteContext, user: AuthUser, input: ModInput) {
  checkSlug(input.slug);
  const authors = await coAuthorIds(ctx.db, input.co_authors, user.id);
  if (await repo.findModBySlug(ctx.db, input.slug)) throw slugTaken(input.slug);
  const id = await slugGuard(input.slug, () =>
    ctx.db.transaction(async (tx) => {
      const modId = await repo.insertMod(tx, {
        userId: user.id,
        slug: input.slug,
        name: input.name,
        summary: input.summary,
        description: input.description || null,
        sourceUrl: input.source_url,
        license: input.license,
        published: input.published,
        publishedAt: input.published ? new Date() : null,
      });
      await repo.replaceModTags(tx, modId, input.tags);
      await repo.replaceModAuthors(tx, modId, authors);
      return modId;
    }),
  );
  if (input.published)
    await announce(ctx, 'item.published', { kind: 'mod', itemId: id, ownerId: user.id, byUserId: user.id });
  return { id };
}

/**
 * Edits a mod (`PATCH /api/mods/{id}`, any subset of `modInputSchema`): owner, co-authors and
 * admins; only the owner or an admin may change `co_authors` (403 otherwise). Publishing a draft
 * sets `published_at` and emits `item.published` (modules/items `publishChange`). Throws
 * NotFound/Forbidden, 409 slug taken, 422 unknown co-author; nothing changes then. Answers the detail.
 */
export async function editMod(ctx: ItemsWriteContext, user: AuthUser, id: number, patch: ModPatch) {
  const row = await getMod(ctx, id, user, 'edit');
  if (patch.co_authors !== undefined && row.userId !== user.id && !user.admin)
    throw new Forbidden('Only the owner or an admin can change the co-authors of this mod.');
  checkSlug(patch.slug);
  const authors = patch.co_authors && (await coAuthorIds(ctx.db, patch.co_authors, row.userId));
  if (patch.slug !== undefined && patch.slug !== row.slug && (await repo.findModBySlug(ctx.db, patch.slug)))
    throw slugTaken(patch.slug);
  const publish = publishChange(row, patch.published);
  await slugGuard(patch.slug, () =>
    ctx.db.transaction(async (tx) => {
      await repo.updateMod(tx, id, {
        ...(patch.slug !== undefined && { slug: patch.slug }),
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.summary !== undefined && { summary: patch.summary }),
        ...(patch.description !== undefined && { description: patch.description || null }),
        ...(patch.source_url !== undefined && { sourceUrl: patch.source_url }),
        ...(patch.license !== undefined && { license: patch.license }),
        ...publish.columns,
      });
      if (patch.tags !== undefined) await repo.replaceModTags(tx, id, patch.tags);
      if (authors) await repo.replaceModAuthors(tx, id, authors);
    }),
  );
  if (publish.becomesPublished)
    await announce(ctx, 'item.published', {
      kind: 'mod',
      itemId: id,
      ownerId: row.userId,
      byUserId: user.id,
    });
  return getModDetail(ctx, id, user);
}

/** Deletes a mod, owner or admin only (co-authors get 403), through the kernel's `removeItem`. */
export async function removeMod(ctx: ItemsWriteContext, user: AuthUser, id: number): Promise<void> {
  await getMod(ctx, id, user, 'delete');
  await removeItem(ctx, repo.modStore, user, id);
}
