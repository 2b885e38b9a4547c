import type { StageManifestInput, StageManifestPlatform } from '@synthhub/shared/stages/stage-manifest';
import { writeZip } from '../zip/write-zip.ts';
import { MANIFEST_ENTRY } from './parse-stage-manifest.ts';

/** One file to put in a package. */
export interface StagepkgEntryInput {
  name: string;
  bytes: Uint8Array;
}

/** Input of `writeStagepkg`. */
export interface WriteStagepkgInput {
  /** `manifest.json`: an object is written as indented JSON; a string or bytes as given (tests of bad JSON). */
  manifest: object | string | Uint8Array;
  /** The bundles, icons and anything else, written after the manifest in this order. */
  entries?: StagepkgEntryInput[];
  /** Modification time of every entry (default 2025-01-01T00:00:00Z, so output is deterministic). */
  modified?: Date;
}

const DEFAULT_MODIFIED = new Date(Date.UTC(2025, 0, 1));

/**
 * Writes a `.stagepkg` (our reading of the container, see this folder's README): a plain zip with
 * `manifest.json` first, then `entries`, all deflated. Deterministic for the same input. For tests
 * and demo content. Throws `Error` on duplicate entry names.
 */
export function writeStagepkg(input: WriteStagepkgInput): Uint8Array {
  const manifest =
    input.manifest instanceof Uint8Array
      ? input.manifest
      : new TextEncoder().encode(
          typeof input.manifest === 'string' ? input.manifest : JSON.stringify(input.manifest, null, 2),
        );
  const modified = input.modified ?? DEFAULT_MODIFIED;
  const entries = [{ name: MANIFEST_ENTRY, bytes: manifest }, ...(input.entries ?? [])];
  return writeZip(entries.map((e) => ({ ...e, modified, method: 8 as const })));
}

/**
 * Fake Unity AssetBundle bytes for tests and demos: the `UnityFS` signature, a format number and
 * version strings as a real bundle header begins, then `label` and deterministic filler up to
 * `size` bytes. Not loadable by the game.
 */
export function fakeUnityBundle(label: string, size = 512): Uint8Array {
  const head = new TextEncoder().encode(`UnityFS\0\0\0\0\x085.x.x\x002021.3.16f1\0${label}\0`);
  const out = new Uint8Array(Math.max(size, head.length));
  out.set(head);
  for (let i = head.length; i < out.length; i++) out[i] = (i * 31 + label.length * 7) & 0xff;
  return out;
}

/** Which modes a platform of a built package offers. */
export interface StagepkgPlatformOptions {
  /** Default true. */
  normal?: boolean;
  spin?: boolean;
  /** Set to make an experience variant with this tag (spec §5 form). */
  experienceTag?: string;
  experienceDescription?: string;
  /** Bundle extension with the dot; default `.stage` (pc) or `.stagedroid` (android). */
  extension?: string;
  /** Bundle size in bytes (default 512). */
  size?: number;
}

/** Options of `buildStagepkg`. */
export interface BuildStagepkgOptions {
  /** Stage name; bundles are `<name without non-alphanumerics><extension>`. */
  name: string;
  creatorName?: string;
  /** Default `2025-03-14T09:26:53Z`. */
  exportedOn?: string;
  /** A platform's modes, or false for "not available". Defaults: pc normal; android normal. */
  pc?: StagepkgPlatformOptions | false;
  android?: StagepkgPlatformOptions | false;
  /** PNG or JPEG bytes used as the icon of every mode (`Icons/<name>.png`); none when absent. */
  icon?: Uint8Array;
}

/** A built package: its bytes, the manifest written and each available platform's bundle. */
export interface BuiltStagepkg {
  bytes: Uint8Array;
  manifest: StageManifestInput;
  bundles: Partial<Record<'pc' | 'android', { filename: string; bytes: Uint8Array }>>;
}

function platformEntry(
  options: StagepkgPlatformOptions | false,
  fileName: string,
  icon: string,
): StageManifestPlatform {
  const on = options !== false;
  const o = options || {};
  return {
    available: on,
    fileName: on ? fileName : '',
    isNormalStage: on && o.normal !== false,
    normStageIcon: on && o.normal !== false ? icon : '',
    isSpinStage: on && !!o.spin,
    spinStageIcon: on && o.spin ? icon : '',
    isEXP: on && !!o.experienceTag,
    expTag: on ? (o.experienceTag ?? '') : '',
    expbannerIcon: on && o.experienceTag ? icon : '',
    expDesc: on ? (o.experienceDescription ?? '') : '',
  };
}

/**
 * Builds a valid `.stagepkg` for tests and demo content (spec §3 manifest): a manifest with the
 * given platforms and modes, a fake bundle per available platform (`fakeUnityBundle`) and the icon.
 */
export function buildStagepkg(options: BuildStagepkgOptions): BuiltStagepkg {
  const stem = options.name.replace(/[^A-Za-z0-9]/g, '') || 'Stage';
  const iconName = options.icon ? `Icons/${stem}.png` : '';
  const entries: StagepkgEntryInput[] = [];
  const bundles: BuiltStagepkg['bundles'] = {};
  const platform = (key: 'pc' | 'android', fallback: string) => {
    const opts = options[key] ?? {};
    const filename = `${stem}${(opts && opts.extension) || fallback}`;
    if (opts !== false) {
      const bytes = fakeUnityBundle(`${options.name} ${key}`, opts.size);
      bundles[key] = { filename, bytes };
      entries.push({ name: filename, bytes });
    }
    return platformEntry(opts, filename, iconName);
  };
  const manifest: StageManifestInput = {
    creatorName: options.creatorName ?? 'Synthhub',
    exportedOn: options.exportedOn ?? '2025-03-14T09:26:53Z',
    pc: platform('pc', '.stage'),
    android: platform('android', '.stagedroid'),
  };
  if (options.icon) entries.push({ name: iconName, bytes: options.icon });
  return { bytes: writeStagepkg({ manifest, entries }), manifest, bundles };
}
