/**
 * Stage file modes, in display order (spec §3 "Stage file": normal | spin | experience).
 * A `.stagepkg` manifest turns into one file per available platform and per mode flag
 * (`isNormalStage`, `isSpinStage`, `isEXP`; formats.md §3.2).
 */
export const STAGE_FILE_MODES = ['normal', 'spin', 'experience'] as const;
/** A stage file mode: normal, spin or experience. */
export type StageFileMode = (typeof STAGE_FILE_MODES)[number];

/** Labels of the modes (spec §3: Normal, Spin Mode, Experience). */
export const STAGE_FILE_MODE_LABELS: Record<StageFileMode, string> = {
  normal: 'Normal',
  spin: 'Spin Mode',
  experience: 'Experience',
};

/** Platforms of a stage file (spec §3: pc | quest). The manifest's `android` entry becomes `quest`. */
export const STAGE_PLATFORMS = ['pc', 'quest'] as const;
/** A stage file platform: pc or quest. */
export type StagePlatform = (typeof STAGE_PLATFORMS)[number];

/** Labels of the platforms (spec §3: PC, Quest). */
export const STAGE_PLATFORM_LABELS: Record<StagePlatform, string> = { pc: 'PC', quest: 'Quest' };

/** Types of a stage file (spec §3: default | no-sound-fx | performance | alternate). */
export const STAGE_FILE_TYPES = ['default', 'no-sound-fx', 'performance', 'alternate'] as const;
/** A stage file type: default, no-sound-fx, performance or alternate. */
export type StageFileType = (typeof STAGE_FILE_TYPES)[number];

/** Labels of the types (spec §3: Default, No Sound FX, Performance Optimized, Alternate). */
export const STAGE_FILE_TYPE_LABELS: Record<StageFileType, string> = {
  default: 'Default',
  'no-sound-fx': 'No Sound FX',
  performance: 'Performance Optimized',
  alternate: 'Alternate',
};

/** Stage name length in characters (spec §5 "Stage name: 1-64 characters"). */
export const STAGE_NAME_MIN = 1;
export const STAGE_NAME_MAX = 64;
/** Longest stage or stage-file description, in characters (spec §3 leaves it open). */
export const STAGE_DESCRIPTION_MAX = 5000;

/** Tag length in characters (spec §5 "Tags: 2-30 characters"). */
export const STAGE_TAG_MIN = 2;
export const STAGE_TAG_MAX = 30;
/** Most tags one stage may carry (our limit; spec §3 only says "list of strings"). */
export const STAGE_TAGS_MAX = 10;
/**
 * A tag (spec §5): starts and ends with a letter or digit; letters, digits, hyphen and space in
 * between. "Letter" means A-Z/a-z, as in the experience tag's "alphanumerics".
 */
export const STAGE_TAG_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/;

/**
 * An experience tag (spec §5): "EXP-" plus 12 alphanumerics, or "EXPERIENCE" plus 4 alphanumerics.
 * (The template README writes `EXPERIENCE-XXXX`, formats.md §3.1; the spec's rule is what we check.)
 */
export const EXPERIENCE_TAG_PATTERN = /^(?:EXP-[A-Za-z0-9]{12}|EXPERIENCE[A-Za-z0-9]{4})$/;

/**
 * The manifest's `exportedOn` (spec §5 "Manifest exportedOn: must match a date-time pattern"):
 * an ISO 8601 date and time, `T` or a space between them, optional seconds with up to 7 fraction
 * digits (.NET's "o" format), optional `Z` or `±hh:mm` offset. E.g. `2025-03-14T09:26:53.1234567+01:00`.
 */
export const EXPORTED_ON_PATTERN =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,7})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/;

/** The one extension a stage upload may have (spec §2, §5 "Upload file fields"). */
export const STAGEPKG_EXTENSION = '.stagepkg';
/** Largest `.stagepkg` accepted, in bytes (spec §9 leaves it open; bundles are already compressed). */
export const STAGEPKG_MAX_BYTES = 100 * 1024 * 1024;
/** Largest total of inflated entries inside one `.stagepkg`, in bytes (zip-bomb guard). */
export const STAGEPKG_MAX_INFLATED_BYTES = 300 * 1024 * 1024;
/** Most entries a `.stagepkg` zip may hold (manifest, two bundles, a few icons). */
export const STAGEPKG_MAX_ENTRIES = 32;

/** The two platform entries of a manifest (spec §3 "Stage package manifest": pc, android). */
export const MANIFEST_PLATFORMS = ['pc', 'android'] as const;
/** A manifest platform key: pc or android. */
export type ManifestPlatform = (typeof MANIFEST_PLATFORMS)[number];

/** Which site platform each manifest platform becomes (formats.md §3.2: android → quest). */
export const MANIFEST_PLATFORM_TO_PLATFORM: Record<ManifestPlatform, StagePlatform> = {
  pc: 'pc',
  android: 'quest',
};

/**
 * Bundle extensions allowed per manifest platform (formats.md §3.1): PC `.stage` and legacy
 * `.spinstage`; Android `.stagedroid` (Quest 2+) and the older `.stagequest` / `.spinstagequest`.
 */
export const STAGE_BUNDLE_EXTENSIONS: Record<ManifestPlatform, readonly string[]> = {
  pc: ['.stage', '.spinstage'],
  android: ['.stagedroid', '.stagequest', '.spinstagequest'],
};

/**
 * `version` of a stage file made from a `.stagepkg` manifest. In the community API type
 * (formats.md §6.3, synth-one-click `StageFiles`) files of version 1 carry the `manifest`; version 2
 * files carry none. Every Synthhub upload has a manifest, so its files are version 1.
 */
export const STAGE_FILE_MANIFEST_VERSION = 1;

/** How long a signed stage upload URL stays valid, in seconds (design.md §2 "Storage"). */
export const STAGE_UPLOAD_URL_TTL_S = 15 * 60;
/** How long after its URL expires a received upload may still be turned into a stage, in seconds. */
export const STAGE_UPLOAD_CLAIM_GRACE_S = 60 * 60;
