import { type StagepkgInfo, readStagepkg } from '@synthhub/formats/stagepkg/read-stagepkg';
import { StagepkgFormatError } from '@synthhub/formats/stagepkg/stagepkg-format-error';
import { STAGE_FILE_MANIFEST_VERSION, STAGE_NAME_MAX } from '@synthhub/shared/stages/stages.constants';
import type { StageUploadPayload } from '@synthhub/shared/stages/stages.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import { UnprocessableFile } from '../../errors.ts';
import { CreatedFiles } from '../../lib/created-files.ts';
import { storeCover } from '../../lib/covers.ts';
import { contentKey } from '../../lib/storage/content-key.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import * as repo from './stages.repository.ts';
import { cleanDisplayText } from '@synthhub/shared/format/display-text';
import { storableJson, storableText } from '../../lib/storable.ts';

/** What the stage rules need from the app (the Fastify app satisfies it). */
export interface StagesContext {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'jwtSecret' | 'publicUrl' | 'stagepkgLimits'>;
  log: FastifyBaseLogger;
}

/** Reads a `.stagepkg`, turning format errors into 422s whose message names the problem (formats.md §3.2). */
export function readUploadedStagepkg(ctx: Pick<StagesContext, 'config'>, bytes: Uint8Array): StagepkgInfo {
  try {
    const limits = ctx.config.stagepkgLimits;
    return readStagepkg(bytes, limits ? { limits } : {});
  } catch (error) {
    if (error instanceof StagepkgFormatError) throw new UnprocessableFile(error.message, { cause: error });
    throw error;
  }
}

/**
 * A stage name from a bundle file name: the stem with its words split where the template joined
 * them ("NeonCity2077.stage" → "Neon City2077", "AVeryBigHall" → "A Very Big Hall"), at most `STAGE_NAME_MAX` characters. The manifest
 * has no stage name (spec §3) and the bundle's own `StageName` needs a Unity parser (formats.md §3.1).
 */
export function stageNameFromBundle(filename: string): string {
  // Without bidi controls and invisible characters (docs/decisions/0009).
  const stem = cleanDisplayText(filename).replace(/\.[^.]*$/, '');
  const words = stem
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
  return (words || 'Untitled Stage').slice(0, STAGE_NAME_MAX).trim();
}

/** How an imported package is attached: to a new stage (`target` undefined) or to `target`. */
export interface ImportOptions extends Pick<StageUploadPayload, 'published' | 'type' | 'description'> {
  target?: repo.StageRow;
}

/**
 * Turns a `.stagepkg` into stage files (issue 3 item 2; spec §3 "Stage file"; formats.md §3.2):
 * - the package is read and checked first (422 naming the problem);
 * - each platform's bundle is stored once under a content key; the first mode icon becomes the
 *   cover of a new stage (or of a target without one);
 * - in one transaction: a new stage (named after its first bundle, published as asked) unless
 *   `target` is given, and one file row per platform and mode with the payload's type, published
 *   flag and description (else the manifest's `expDesc`), version 1 with the manifest;
 * - on any failure every stored object this import created is deleted and no row remains.
 * Returns the stage id. Ownership of `target` is the caller's to check.
 */
export async function importStagePackage(
  ctx: StagesContext,
  user: AuthUser,
  bytes: Uint8Array,
  options: ImportOptions,
): Promise<{ id: number }> {
  const info = readUploadedStagepkg(ctx, bytes);
  for (const warning of info.warnings) ctx.log.info({ warning }, 'stage package warning');
  const files = new CreatedFiles(ctx.storage);
  try {
    const bundleKeys = new Map<string, string>();
    for (const bundle of info.bundles) {
      const key = contentKey('stages', bundle.bytes, bundle.extension);
      bundleKeys.set(bundle.manifestName, await files.put(key, bundle.bytes));
    }
    const { target } = options;
    const iconName = info.files.find((f) => f.iconName)?.iconName;
    const wantsCover = !target?.coverKeys.orig && iconName;
    const coverKeys = wantsCover ? await storeCover(files, info.icons.get(iconName)) : {};
    const tag = info.files.find((f) => f.experienceTag)?.experienceTag;
    const experienceTag = tag ? storableText(tag) : null;
    const now = new Date();
    return await ctx.db.transaction(async (tx) => {
      const stage =
        target ??
        (await repo.insertStage(tx, {
          userId: user.id,
          name: stageNameFromBundle(info.bundles[0]!.filename),
          experienceTag,
          coverKeys,
          published: options.published,
          publishedAt: options.published ? now : null,
        }));
      const byName = new Map(info.bundles.map((b) => [b.manifestName, b]));
      await repo.insertFiles(
        tx,
        info.files.map((file) => {
          const bundle = byName.get(file.bundleName)!;
          return {
            stageId: stage.id,
            mode: file.mode,
            platform: file.platform,
            type: options.type,
            version: STAGE_FILE_MANIFEST_VERSION,
            published: options.published,
            // Values PostgreSQL would refuse (NUL, lone surrogates) are dropped (docs/decisions/0009).
            description: storableText(options.description ?? file.description ?? '') || null,
            experienceTag: file.experienceTag === null ? null : storableText(file.experienceTag),
            manifest: storableJson(info.manifest),
            storageKey: bundleKeys.get(file.bundleName)!,
            filesize: bundle.bytes.byteLength,
            filename: bundle.filename,
            filenameOriginal: bundle.filename,
            extension: bundle.extension,
          };
        }),
      );
      if (target) {
        await repo.updateStage(tx, target.id, {
          ...(coverKeys.orig && { coverKeys, coverVersion: target.coverVersion + 1 }),
          ...(!target.experienceTag && experienceTag && { experienceTag }),
        });
      }
      return { id: stage.id };
    });
  } catch (error) {
    await files.removeAll();
    throw error;
  }
}
