/**
 * Difficulty names in slot order; the index is the difficulty id (spec §3 "Difficulty":
 * 0 Easy … 4 Master, 5 Custom; formats.md §1.3 `Track` keys).
 */
export const DIFFICULTIES = ['Easy', 'Normal', 'Hard', 'Expert', 'Master', 'Custom'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Game modes (spec §3 "Mode"). */
export const MODES = ['Rhythm', 'Force'] as const;
export type Mode = (typeof MODES)[number];

/**
 * The three ways a beatmap file can be uploaded (spec §2 "Upload New Beatmap File", §4 "Beatmap
 * upload modes"). `alternate` is only offered when a beatmap id is given.
 */
export const UPLOAD_MODES = ['default', 'alternate', 'draft'] as const;
export type UploadMode = (typeof UPLOAD_MODES)[number];

/** Menu labels and help lines of the "Upload As..." menu (spec §2). */
export const UPLOAD_MODE_LABELS: Record<UploadMode, { label: string; help: string }> = {
  default: { label: 'Default', help: 'Set as the default/primary file, ready to publish.' },
  alternate: { label: 'Alternate Version', help: 'For additional or historical versions.' },
  draft: { label: 'Draft', help: 'Unpublished, with the draft mode flag enabled to prevent score upload.' },
};

/** Largest `.synth` upload accepted, in bytes (spec §9 leaves it open; 100 MiB covers long songs). */
export const SYNTH_MAX_BYTES = 100 * 1024 * 1024;
/** Largest total of inflated entries inside one `.synth`, in bytes (zip-bomb guard). */
export const SYNTH_MAX_INFLATED_BYTES = 300 * 1024 * 1024;
/** Most entries a `.synth` zip may hold. */
export const SYNTH_MAX_ENTRIES = 64;

/** Cover sizes served by `GET /api/beatmaps/{id}/cover?size=` (formats.md §6.2), in pixels. */
export const COVER_SIZES = [150, 250, 500] as const;
export type CoverSize = (typeof COVER_SIZES)[number];

/** Field length limits for the beatmap edit form, in characters. */
export const BEATMAP_TEXT_MAX = 255;
export const BEATMAP_DESCRIPTION_MAX = 5000;
