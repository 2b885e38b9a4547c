import {
  type StageManifest,
  type StageManifestPlatform,
  stageManifestSchema,
} from '@synthhub/shared/stages/stage-manifest';
import {
  EXPERIENCE_TAG_PATTERN,
  MANIFEST_PLATFORMS,
  type ManifestPlatform,
  STAGE_BUNDLE_EXTENSIONS,
} from '@synthhub/shared/stages/stages.constants';
import { StagepkgFormatError } from './stagepkg-format-error.ts';
import { parseJson } from '../json/parse-json.ts';

/** The entry that holds the manifest (our reading; no public `.stagepkg` was found, formats.md §3.2). */
export const MANIFEST_ENTRY = 'manifest.json';

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeJson(bytes: Uint8Array): unknown {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch (cause) {
    throw new StagepkgFormatError('INVALID_JSON', `${MANIFEST_ENTRY} is not UTF-8 text.`, { cause });
  }
  try {
    return parseJson(text.replace(/^\uFEFF/, ''));
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    throw new StagepkgFormatError('INVALID_JSON', `${MANIFEST_ENTRY} is not valid JSON: ${why}`, {
      cause,
    });
  }
}

function checkShape(json: unknown): StageManifest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new StagepkgFormatError('INVALID_MANIFEST', `${MANIFEST_ENTRY} must hold a JSON object.`);
  }
  const parsed = stageManifestSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const exportedOn = parsed.error.issues.find((i) => i.path[0] === 'exportedOn');
  if (exportedOn) {
    const value = (json as { exportedOn?: unknown }).exportedOn;
    const shown = value === undefined ? 'is missing' : `is ${JSON.stringify(value)}`;
    throw new StagepkgFormatError(
      'BAD_EXPORTED_ON',
      `${MANIFEST_ENTRY}: exportedOn ${shown}; it must be a date-time such as 2025-03-14T09:26:53Z.`,
    );
  }
  const lines = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new StagepkgFormatError('INVALID_MANIFEST', `${MANIFEST_ENTRY} is invalid: ${lines.join('; ')}.`);
}

function checkPlatform(key: ManifestPlatform, entry: StageManifestPlatform): void {
  if (!entry.available) return;
  if (entry.fileName.trim() === '') {
    throw new StagepkgFormatError(
      'INVALID_MANIFEST',
      `${MANIFEST_ENTRY}: ${key}.fileName is empty although ${key}.available is true.`,
    );
  }
  const allowed = STAGE_BUNDLE_EXTENSIONS[key];
  const lower = entry.fileName.toLowerCase();
  if (!allowed.some((ext) => lower.endsWith(ext))) {
    throw new StagepkgFormatError(
      'BAD_BUNDLE_NAME',
      `${MANIFEST_ENTRY}: ${key}.fileName "${entry.fileName}" must end with ${allowed.join(', ')}.`,
    );
  }
  if (!entry.isNormalStage && !entry.isSpinStage && !entry.isEXP) {
    throw new StagepkgFormatError(
      'NO_MODE',
      `${MANIFEST_ENTRY}: ${key} is available but none of isNormalStage, isSpinStage and isEXP is true.`,
    );
  }
  if (entry.isEXP && !EXPERIENCE_TAG_PATTERN.test(entry.expTag)) {
    throw new StagepkgFormatError(
      'BAD_EXPERIENCE_TAG',
      `${MANIFEST_ENTRY}: ${key}.expTag "${entry.expTag}" must be "EXP-" followed by 12 letters or digits, or "EXPERIENCE" followed by 4.`,
    );
  }
}

/**
 * Parses and checks the bytes of `manifest.json` (spec §3 "Stage package manifest", §5
 * `exportedOn`; formats.md §3.2): UTF-8 JSON (a BOM is allowed) of the shape
 * `stageManifestSchema`; at least one platform `available`; each available platform with a
 * `fileName` whose extension fits it (formats.md §3.1), at least one mode flag, and a valid `expTag`
 * when `isEXP`. Entries of unavailable platforms are not checked beyond their types.
 * Returns the manifest with `null` strings turned into `""`. Throws `StagepkgFormatError`.
 */
export function parseStageManifest(bytes: Uint8Array): StageManifest {
  const manifest = checkShape(decodeJson(bytes));
  for (const key of MANIFEST_PLATFORMS) checkPlatform(key, manifest[key]);
  if (!MANIFEST_PLATFORMS.some((key) => manifest[key].available)) {
    throw new StagepkgFormatError(
      'NO_PLATFORM',
      `${MANIFEST_ENTRY} marks no platform as available: pc.available and android.available are both false.`,
    );
  }
  return manifest;
}
