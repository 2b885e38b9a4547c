import { open } from 'node:fs/promises';
import { MOD_FILE_EXTENSIONS, MOD_FILE_MAX_BYTES } from '@synthhub/shared/mods/mods.constants';
import {
  type ModVersionInput,
  modVersionInputSchema,
  type ModVersionPatch,
} from '@synthhub/shared/mods/mods.schemas';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { BadRequest, NotFound, UnprocessableFile } from '../../errors.ts';
import { CreatedFiles } from '../../lib/created-files.ts';
import { receiveMultipartFile } from '../../lib/http/multipart-file.ts';
import { contentKeyOfHash } from '../../lib/storage/content-key.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import { runStagedUpload } from '../../lib/uploads/staged-upload.ts';
import type { StagedFile } from '../../lib/uploads/temp-files.ts';
import type { UploadPipeline } from '../../lib/uploads/upload-pipeline.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { resolveDependencies } from './mod-dependencies.ts';
import * as versions from './mod-versions.repository.ts';
import { versionExists } from './mods.errors.ts';
import * as repo from './mods.repository.ts';
import { getMod, getModDetail } from './mods.service.ts';

/** Most entries a mod's zip may hold (the game's largest mods ship a few hundred files). */
export const MOD_ZIP_MAX_ENTRIES = 5_000;
/** Most bytes a mod's zip may inflate to, declared or actual (zip-bomb guard; 5× MOD_FILE_MAX_BYTES). */
export const MOD_ZIP_MAX_INFLATED_BYTES = 5 * MOD_FILE_MAX_BYTES;

/** What a version upload needs from the app. */
export interface ModUploadContext {
  db: Db;
  storage: Storage;
  uploads: Pick<UploadPipeline, 'tempDir' | 'workers' | 'slots'>;
}

/** The `data` part as JSON checked by `modVersionInputSchema`; BadRequest (400) naming each problem. */
function parseVersionData(raw: string | undefined): ModVersionInput {
  if (raw === undefined)
    throw new BadRequest('Required: the "data" part (JSON: version, platforms …).', {
      validation: ['data: Required'],
    });
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new BadRequest('The "data" part is not valid JSON.', { cause: error });
  }
  const parsed = modVersionInputSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${['data', ...i.path].join('.')}: ${i.message}`);
    throw new BadRequest(`The version data is invalid: ${lines.join('; ')}`, { validation: lines });
  }
  return parsed.data;
}

/** The first `n` bytes of a file. */
async function head(path: string, n: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(n);
    const { bytesRead } = await handle.read(buffer, 0, n, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks a mod file's content (422 UnprocessableFile naming the problem): a `.dll` must start with
 * "MZ" (a PE executable's DOS header); a `.zip` goes through the safe zip reader in a parsing
 * worker (path escapes, duplicates, entry count, zip bombs; docs/decisions/0007).
 */
async function checkModFile(ctx: ModUploadContext, file: StagedFile, extension: '.zip' | '.dll') {
  if (extension === '.dll') {
    const [m, z] = await head(file.path, 2);
    if (m !== 0x4d || z !== 0x5a)
      throw new UnprocessableFile('The .dll is not a Windows library: it does not start with "MZ".');
    return;
  }
  await ctx.uploads.workers.run({
    kind: 'zip',
    path: file.path,
    limits: {
      maxBytes: MOD_FILE_MAX_BYTES,
      maxEntries: MOD_ZIP_MAX_ENTRIES,
      maxInflatedBytes: MOD_ZIP_MAX_INFLATED_BYTES,
    },
  });
}

/**
 * Adds a version to the mod `modId` (`POST /api/mods/{id}/versions`; owner, co-authors, admins):
 * multipart `file` (.zip or .dll, at most MOD_FILE_MAX_BYTES) and `data` (packages/shared
 * `modVersionInputSchema`). Checks, in order: who may (before the body is read), the data (400),
 * the version number is new (409), the dependencies (422, mod-dependencies.ts), the file (400 wrong
 * type, 413 too large, 422 bad content); then stores the file under its content key and writes the
 * version, its dependencies and file in one transaction (lib/created-files.ts). On any refusal
 * nothing is stored: no row, no file. Answers `{id}` of the version.
 */
export async function uploadModVersion(
  ctx: ModUploadContext,
  user: AuthUser,
  modId: number,
  request: FastifyRequest,
): Promise<{ id: number }> {
  const mod = await getMod(ctx, modId, user, 'edit');
  return runStagedUpload(
    ctx.uploads,
    user.id,
    () =>
      receiveMultipartFile(request, {
        extension: MOD_FILE_EXTENSIONS,
        kind: 'mods',
        maxBytes: MOD_FILE_MAX_BYTES,
        tempDir: ctx.uploads.tempDir,
      }),
    ({ file, fields }) => addVersion(ctx, mod, file, parseVersionData(fields.data)),
  );
}

/**
 * Adds a version from a file already received (demo seeding; the upload route goes through
 * {@link uploadModVersion}): the same checks, storage and errors, as `user` (owner, co-author, admin).
 */
export async function addModVersion(
  ctx: ModUploadContext,
  user: AuthUser,
  modId: number,
  file: StagedFile,
  data: ModVersionInput,
): Promise<{ id: number }> {
  return addVersion(ctx, await getMod(ctx, modId, user, 'edit'), file, data);
}

async function addVersion(
  ctx: ModUploadContext,
  mod: repo.ModWithUser,
  file: StagedFile,
  data: ModVersionInput,
): Promise<{ id: number }> {
  const existing = await versions.findVersionsOfMods(ctx.db, [mod.id]);
  if (existing.some((v) => v.version === data.version)) throw versionExists(mod.slug, data.version);
  const dependencies = await resolveDependencies(ctx.db, mod, data.dependencies);
  const extension = file.filename.toLowerCase().endsWith('.dll') ? '.dll' : '.zip';
  await checkModFile(ctx, file, extension);
  const files = new CreatedFiles(ctx);
  try {
    const storageKey = await files.putFile(
      contentKeyOfHash('mods', file.sha256, extension.slice(1)),
      file.path,
    );
    const id = await files.commit(async (tx) => {
      const versionId = await versions.insertVersion(tx, {
        version: {
          modId: mod.id,
          version: data.version,
          changelog: data.changelog,
          gameVersions: data.game_versions,
          platforms: data.platforms,
        },
        dependencies,
        file: {
          filename: safeName(file.filename, extension),
          size: file.size,
          sha256: file.sha256,
          storageKey,
        },
      });
      await repo.updateMod(tx, mod.id, {});
      return versionId;
    });
    return { id };
  } catch (error) {
    await files.removeAll();
    if (uniqueViolation(error)?.constraint === 'mod_versions_mod_version_unique')
      throw versionExists(mod.slug, data.version, error);
    throw error;
  }
}

/** The sent file name without folders, or `mod<ext>`; the download's attachment name. */
function safeName(filename: string, extension: string): string {
  const base = filename.split(/[\\/]/).pop()?.trim().slice(0, 255) ?? '';
  return base || `mod${extension}`;
}

/**
 * `PATCH /api/mods/{id}/versions/{versionId}` (owner, co-authors, admins): deprecate or restore a
 * version, or edit its changelog (packages/shared `modVersionPatchSchema`). The mod's
 * `updated_at` moves (the index changes). Throws NotFound when the version is not the mod's.
 * Answers the mod's detail.
 */
export async function editModVersion(
  ctx: ModUploadContext,
  user: AuthUser,
  modId: number,
  versionId: number,
  patch: ModVersionPatch,
) {
  const mod = await getMod(ctx, modId, user, 'edit');
  const version = await versions.findVersion(ctx.db, versionId);
  if (!version || version.modId !== mod.id)
    throw new NotFound(`Version ${versionId} of ${mod.slug} was not found.`);
  await ctx.db.transaction(async (tx) => {
    await versions.updateVersion(tx, versionId, patch);
    await repo.updateMod(tx, mod.id, {});
  });
  return getModDetail(ctx, mod.id, user);
}
