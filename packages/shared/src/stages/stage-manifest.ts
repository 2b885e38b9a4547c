import { z } from 'zod';
import { EXPORTED_ON_PATTERN } from './stages.constants.ts';

/** Message of a manifest whose `exportedOn` is not a date-time (spec §5). */
export const EXPORTED_ON_MESSAGE =
  'must be a date-time such as 2025-03-14T09:26:53Z (ISO 8601: date, time, optional offset)';

/**
 * A string field that exporters may write as `null` (Newtonsoft) or `""` (Unity's JsonUtility);
 * both mean "none" and become `""`.
 */
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** The platform entry's fields, with `text` for its string fields (see the schemas below). */
const platformShape = <T extends z.ZodType<string, unknown>>(text: T) => ({
  available: z.boolean(),
  fileName: text,
  isNormalStage: z.boolean(),
  normStageIcon: text,
  isSpinStage: z.boolean(),
  spinStageIcon: text,
  isEXP: z.boolean(),
  expTag: text,
  expbannerIcon: text,
  expDesc: text,
});

/**
 * One platform entry of a stage package manifest (spec §3 "Stage package manifest"; formats.md
 * §3.2 `BaseManifest`, field names and casing exactly as the community API type):
 * - `available`: the package holds a bundle for this platform
 * - `fileName`: the bundle's name inside the package (`.stage`, `.stagedroid` …)
 * - `isNormalStage` / `normStageIcon`, `isSpinStage` / `spinStageIcon`: the normal and spin
 *   variants and their icon images (names inside the package, "" for none)
 * - `isEXP`, `expTag`, `expbannerIcon`, `expDesc`: the experience variant, its tag, banner and text
 * Unknown keys are kept (a newer exporter may add some).
 */
export const stageManifestPlatformSchema = z.looseObject(platformShape(optionalText));
/** One checked platform entry (null strings turned into ""). */
export type StageManifestPlatform = z.output<typeof stageManifestPlatformSchema>;

/**
 * The manifest of a `.stagepkg` (spec §3; `exportedOn` must match a date-time pattern, spec §5).
 * The API returns it as `manifest` on stage files of version 1 (formats.md §6.3).
 */
export const stageManifestSchema = z.looseObject({
  creatorName: optionalText,
  exportedOn: z.string().regex(EXPORTED_ON_PATTERN, EXPORTED_ON_MESSAGE),
  pc: stageManifestPlatformSchema,
  android: stageManifestPlatformSchema,
});

/**
 * A stored manifest as the API answers it: what {@link stageManifestSchema} outputs (strings never
 * null, unknown keys kept), without its input rules, so replies can be encoded with it.
 */
export const stageManifestOutputSchema = z.looseObject({
  creatorName: z.string(),
  exportedOn: z.string(),
  pc: z.looseObject(platformShape(z.string())),
  android: z.looseObject(platformShape(z.string())),
});
/** A checked manifest (null strings turned into ""). */
export type StageManifest = z.output<typeof stageManifestSchema>;
/** A manifest as written (null strings allowed); what `stageManifestSchema` accepts. */
export type StageManifestInput = z.input<typeof stageManifestSchema>;
