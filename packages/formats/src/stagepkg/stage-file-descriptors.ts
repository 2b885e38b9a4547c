import type { StageManifest, StageManifestPlatform } from '@synthhub/shared/stages/stage-manifest';
import {
  MANIFEST_PLATFORM_TO_PLATFORM,
  MANIFEST_PLATFORMS,
  type ManifestPlatform,
  type StageFileMode,
  type StagePlatform,
} from '@synthhub/shared/stages/stages.constants';

/**
 * One stage file a package yields (spec §3 "Stage file"): a platform and a mode, the bundle that
 * serves it, and the icon, experience tag and description the manifest gives that mode. Several
 * descriptors share one bundle when it holds several modes (V2 bundles, formats.md §3.1).
 */
export interface StageFileDescriptor {
  /** `pc`, or `quest` for the manifest's `android` entry. */
  platform: StagePlatform;
  /** The manifest key the file comes from. */
  manifestPlatform: ManifestPlatform;
  mode: StageFileMode;
  /** The bundle's `fileName` exactly as the manifest names it. */
  bundleName: string;
  /** The mode's icon (`normStageIcon`, `spinStageIcon`, `expbannerIcon`) as named, or null when "". */
  iconName: string | null;
  /** `expTag` for the experience mode, else null. */
  experienceTag: string | null;
  /** `expDesc` for the experience mode when not blank, else null. */
  description: string | null;
}

function orNull(value: string): string | null {
  return value.trim() === '' ? null : value;
}

function platformFiles(key: ManifestPlatform, entry: StageManifestPlatform): StageFileDescriptor[] {
  if (!entry.available) return [];
  const base = {
    platform: MANIFEST_PLATFORM_TO_PLATFORM[key],
    manifestPlatform: key,
    bundleName: entry.fileName,
  };
  const out: StageFileDescriptor[] = [];
  if (entry.isNormalStage) {
    out.push({
      ...base,
      mode: 'normal',
      iconName: orNull(entry.normStageIcon),
      experienceTag: null,
      description: null,
    });
  }
  if (entry.isSpinStage) {
    out.push({
      ...base,
      mode: 'spin',
      iconName: orNull(entry.spinStageIcon),
      experienceTag: null,
      description: null,
    });
  }
  if (entry.isEXP) {
    out.push({
      ...base,
      mode: 'experience',
      iconName: orNull(entry.expbannerIcon),
      experienceTag: orNull(entry.expTag),
      description: orNull(entry.expDesc),
    });
  }
  return out;
}

/**
 * Expands a checked manifest into stage files (formats.md §3.2 "The site expands it into files[]
 * rows with platform pc or quest and mode normal, spin or experience"): for each available platform
 * (pc, then android → quest), one file per true flag (`isNormalStage` → normal, `isSpinStage` →
 * spin, `isEXP` → experience, in that order). Pure; never throws.
 */
export function stageFileDescriptors(manifest: StageManifest): StageFileDescriptor[] {
  return MANIFEST_PLATFORMS.flatMap((key) => platformFiles(key, manifest[key]));
}
