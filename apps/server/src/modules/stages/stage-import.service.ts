import { STAGE_FILE_MANIFEST_VERSION, STAGE_NAME_MAX } from '@synthhub/shared/stages/stages.constants';
import type { StageUploadPayload } from '@synthhub/shared/stages/stages.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { announce } from '../../lib/events/announce.ts';
import type { DomainEventBus } from '../../lib/events/domain-events.ts';
import type { Config } from '../../env.ts';
import { CreatedFiles } from '../../lib/created-files.ts';
import { storeCover } from '../../lib/covers.ts';
import { contentKeyOfHash } from '../../lib/storage/content-key.ts';
import { removeTemp } from '../../lib/uploads/temp-files.ts';
import type { StagedStagepkg } from '../../lib/uploads/upload-tasks.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { UploadPipeline } from '../../lib/uploads/upload-pipeline.ts';
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
  uploads: Pick<UploadPipeline, 'tempDir' | 'slots' | 'workers'>;
  /** Where a stage uploaded published announces `item.published` (lib/events; the app has it). */
  events?: DomainEventBus;
}

/**
 * Reads a `.stagepkg` (the file at `path`) in a parsing worker, which writes each bundle to a
 * temporary file (the caller deletes them); format errors become 422s naming the problem
 * (formats.md §3.2; docs/decisions/0007).
 */
async function readUploadedStagepkg(ctx: StagesContext, path: string): Promise<StagedStagepkg> {
  return ctx.uploads.workers.run({
    kind: 'stagepkg',
    path,
    outDir: ctx.uploads.tempDir,
    limits: ctx.config.stagepkgLimits,
  });
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
 * Turns a `.stagepkg` into stage files (spec §3 "Stage file", §7 "Uploads"; formats.md §3.2):
 * - the package (the file at `path`) is read and checked first in a parsing worker (422 naming
 *   the problem);
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
  path: string,
  options: ImportOptions,
): Promise<{ id: number }> {
  const info = await readUploadedStagepkg(ctx, path);
  for (const warning of info.warnings) ctx.log.info({ warning }, 'stage package warning');
  const files = new CreatedFiles(ctx);
  try {
    const bundleKeys = new Map<string, string>();
    for (const bundle of info.bundles) {
      const key = contentKeyOfHash('stages', bundle.sha256, bundle.extension);
      bundleKeys.set(bundle.manifestName, await files.putFile(key, bundle.path));
    }
    const { target } = options;
    const iconName = info.files.find((f) => f.iconName)?.iconName;
    const wantsCover = !target?.coverKeys.orig && iconName;
    const coverKeys = wantsCover ? await storeCover(files, info.icons.get(iconName)) : {};
    const tag = info.files.find((f) => f.experienceTag)?.experienceTag;
    const experienceTag = tag ? storableText(tag) : null;
    const now = new Date();
    const created = await files.commit(async (tx) => {
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
            filesize: bundle.size,
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
    // A new stage uploaded published is a publish like the edit's (docs/decisions/0017).
    if (!target && options.published && ctx.events)
      await announce({ events: ctx.events, log: ctx.log }, 'item.published', {
        kind: 'stage',
        itemId: created.id,
        ownerId: user.id,
        byUserId: user.id,
      });
    return created;
  } catch (error) {
    await files.removeAll();
    throw error;
  } finally {
    await Promise.all(info.bundles.map((bundle) => removeTemp(bundle.path)));
  }
}
