import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createPasswordDecryptor } from '@synthhub/formats/synth/password-decryptor';
import { readSynth } from '@synthhub/formats/synth/read-synth';
import { withSiteMeta } from '@synthhub/formats/synth/site-meta';
import { SynthFormatError } from '@synthhub/formats/synth/synth-format-error';
import type { SynthInfo } from '@synthhub/formats/synth/synth-info';
import { readVrm } from '@synthhub/formats/vrm/read-vrm';
import { VrmFormatError } from '@synthhub/formats/vrm/vrm-format-error';
import type { VrmInfo } from '@synthhub/formats/vrm/vrm-info';
import {
  readStagepkg,
  type StagepkgBundle,
  type StagepkgInfo,
} from '@synthhub/formats/stagepkg/read-stagepkg';
import { StagepkgFormatError } from '@synthhub/formats/stagepkg/stagepkg-format-error';
import { ArchiveError } from '@synthhub/formats/zip/archive-error';
import { SafeZip, type ZipLimits } from '@synthhub/formats/zip/safe-zip';
import { newTempPath, removeTemp } from './temp-files.ts';

/**
 * The work an upload hands to a parsing worker (upload-workers.ts): reading a whole archive and
 * building derived files are CPU-bound, so they run off the event loop (docs/decisions/0007).
 * Inputs are file paths and plain data (structured-cloned into the worker).
 * - `synth`: read and check a `.synth` (formats.md §1) with the site's meta key and limits;
 * - `synth-download`: write the download of a `.synth` with `synthriderz.meta.json` {id, hash}
 *   (formats.md §1.1, `withSiteMeta`) to `outPath`;
 * - `vrm`: read and check a `.vrm` (formats.md §4);
 * - `stagepkg`: read and check a `.stagepkg` (formats.md §3.2) and write each platform bundle to a
 *   new temporary file in `outDir` (the caller deletes them);
 * - `zip`: check a plain zip archive (a mod's files) with the safe zip reader's guards — path
 *   escapes, duplicate names, entry count, declared and actual inflated size, CRCs — by
 *   inflating every entry within `limits` (formats.md §1.1 zip rules; packages/formats zip/).
 */
export type UploadTask =
  | {
      kind: 'synth';
      path: string;
      synthMetaKey?: string | undefined;
      limits?: { maxInflatedBytes?: number; maxEntries?: number } | undefined;
    }
  | { kind: 'synth-download'; path: string; outPath: string; id: number; hash: string }
  | { kind: 'vrm'; path: string }
  | {
      kind: 'stagepkg';
      path: string;
      outDir: string;
      limits?: { maxBytes?: number; maxInflatedBytes?: number; maxEntries?: number } | undefined;
    }
  | { kind: 'zip'; path: string; limits: ZipLimits };

/** A stage bundle written to a temporary file by the `stagepkg` task: where, its size and SHA-256. */
export type StagedBundle = Omit<StagepkgBundle, 'bytes'> & WrittenFile & { path: string };

/** What `readStagepkg` finds, with each bundle in a temporary file instead of in memory. */
export type StagedStagepkg = Omit<StagepkgInfo, 'bundles'> & { bundles: StagedBundle[] };

/** The written download: its size in bytes and SHA-256 (hex). */
export interface WrittenFile {
  size: number;
  sha256: string;
}

/** What each task kind answers when it succeeds. */
export interface UploadTaskValues {
  synth: SynthInfo;
  'synth-download': WrittenFile;
  vrm: VrmInfo;
  stagepkg: StagedStagepkg;
  zip: { entries: number };
}

/**
 * A task's outcome: its value, or the problem the file has (a format error's message, for a 422).
 * Errors that are not the file's fault are thrown (the caller answers 500).
 */
export type UploadTaskResult<K extends UploadTask['kind']> =
  { ok: true; value: UploadTaskValues[K] } | { ok: false; problem: string };

/** Runs one task; see {@link UploadTask}. Format errors come back as `{ok: false, problem}`. */
export async function runUploadTask(task: UploadTask): Promise<UploadTaskResult<UploadTask['kind']>> {
  try {
    return { ok: true, value: await run(task) };
  } catch (error) {
    if (
      error instanceof SynthFormatError ||
      error instanceof VrmFormatError ||
      error instanceof StagepkgFormatError ||
      error instanceof ArchiveError
    ) {
      return { ok: false, problem: error.message };
    }
    throw error;
  }
}

async function run(task: UploadTask): Promise<UploadTaskValues[UploadTask['kind']]> {
  switch (task.kind) {
    case 'synth':
      return readSynth(await readFile(task.path), {
        ...(task.synthMetaKey ? { decryptor: createPasswordDecryptor(task.synthMetaKey) } : {}),
        ...(task.limits ? { limits: task.limits } : {}),
      });
    case 'synth-download': {
      const download = withSiteMeta(await readFile(task.path), { id: task.id, hash: task.hash });
      await writeFile(task.outPath, download, { flag: 'wx', flush: true });
      return { size: download.byteLength, sha256: createHash('sha256').update(download).digest('hex') };
    }
    case 'vrm':
      return readVrm(await readFile(task.path));
    case 'stagepkg':
      return stageStagepkg(task.path, task.outDir, task.limits);
    case 'zip': {
      const zip = SafeZip.open(await readFile(task.path), task.limits);
      zip.verifyRest();
      return { entries: zip.entries.length };
    }
  }
}

/** The `stagepkg` task: reads the package, writes its bundles to temporary files (all or none). */
async function stageStagepkg(
  path: string,
  outDir: string,
  limits: { maxBytes?: number; maxInflatedBytes?: number; maxEntries?: number } | undefined,
): Promise<StagedStagepkg> {
  const info = readStagepkg(await readFile(path), limits ? { limits } : {});
  const bundles: StagedBundle[] = [];
  try {
    for (const { bytes, ...bundle } of info.bundles) {
      const out = await newTempPath(outDir, `.${bundle.extension}`);
      bundles.push({ ...bundle, path: out, size: bytes.byteLength, sha256: '' });
      await writeFile(out, bytes, { flag: 'wx', flush: true });
      bundles[bundles.length - 1]!.sha256 = createHash('sha256').update(bytes).digest('hex');
    }
  } catch (error) {
    await Promise.all(bundles.map((b) => removeTemp(b.path)));
    throw error;
  }
  return { ...info, bundles };
}
