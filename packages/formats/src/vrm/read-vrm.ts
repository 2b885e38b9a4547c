import { readGlb } from './glb.ts';
import type { VrmInfo, VrmLicense } from './vrm-info.ts';
import { VrmFormatError } from './vrm-format-error.ts';
import { imageThumbnail, textureThumbnail } from './vrm-thumbnail.ts';

type Json = Record<string, unknown>;

/** VRM 0.x permission fields of `meta` (vrm-specification 0.0 README "Model information"; the "Ussage" spelling is the spec's). */
export const VRM0_PERMISSION_KEYS = [
  'allowedUserName',
  'violentUssageName',
  'sexualUssageName',
  'commercialUssageName',
  'otherPermissionUrl',
] as const;

/** VRM 1.0 permission fields of `meta` (vrm-specification VRMC_vrm-1.0/meta.md). */
export const VRM1_PERMISSION_KEYS = [
  'avatarPermission',
  'allowExcessivelyViolentUsage',
  'allowExcessivelySexualUsage',
  'commercialUsage',
  'allowPoliticalOrReligiousUsage',
  'allowAntisocialOrHateUsage',
  'creditNotation',
  'allowRedistribution',
  'modification',
] as const;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A trimmed non-empty string field, else null. */
function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function permissions(meta: Json, keys: readonly string[]): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const key of keys) {
    const value = meta[key];
    if (typeof value === 'boolean') out[key] = value;
    else if (text(value) !== null) out[key] = text(value)!;
  }
  return out;
}

function license(meta: Json, keys: readonly string[], which: '0.x' | '1.0'): VrmLicense {
  return {
    name: which === '0.x' ? text(meta.licenseName) : null,
    url: which === '1.0' ? text(meta.licenseUrl) : null,
    otherLicenseUrl: text(meta.otherLicenseUrl),
    permissions: permissions(meta, keys),
  };
}

function requireMeta(extension: Json, name: string): Json {
  if (!isObject(extension.meta)) {
    throw new VrmFormatError('NOT_VRM', `This VRM's extensions.${name} has no meta object.`);
  }
  return extension.meta;
}

/**
 * Reads a `.vrm` (formats.md §4): a GLB (see `readGlb`, every chunk length checked) whose JSON has
 * `extensions.VRMC_vrm` (VRM 1.0, preferred when both exist) or `extensions.VRM` (VRM 0.x). Returns
 * the normalized {@link VrmInfo}: name, authors, version, licence with permissions, and the
 * thumbnail (0.x through `meta.texture` → textures → images; 1.0 through `meta.thumbnailImage` →
 * images). Pure and synchronous; runs in the browser and in Node.
 * @throws VrmFormatError with the codes of `readGlb`, or NOT_VRM when neither extension (or its
 *   `meta`) is there.
 */
export function readVrm(bytes: Uint8Array): VrmInfo {
  const { json, bin } = readGlb(bytes);
  const extensions = isObject(json.extensions) ? json.extensions : {};
  const asset = isObject(json.asset) ? json.asset : {};
  const generator = text(asset.generator);
  if (isObject(extensions.VRMC_vrm)) {
    const vrm = extensions.VRMC_vrm;
    const meta = requireMeta(vrm, 'VRMC_vrm');
    const authors = Array.isArray(meta.authors) ? meta.authors.map(text) : [];
    return {
      specVersion: '1.0',
      declaredSpecVersion: text(vrm.specVersion),
      name: text(meta.name) ?? '',
      authors: authors.filter((a): a is string => a !== null),
      version: text(meta.version),
      license: license(meta, VRM1_PERMISSION_KEYS, '1.0'),
      thumbnail: imageThumbnail(json, bin, meta.thumbnailImage),
      exporter: generator,
    };
  }
  if (isObject(extensions.VRM)) {
    const vrm = extensions.VRM;
    const meta = requireMeta(vrm, 'VRM');
    const author = text(meta.author);
    return {
      specVersion: '0.x',
      declaredSpecVersion: text(vrm.specVersion),
      name: text(meta.title) ?? '',
      authors: author ? [author] : [],
      version: text(meta.version),
      license: license(meta, VRM0_PERMISSION_KEYS, '0.x'),
      thumbnail: textureThumbnail(json, bin, meta.texture),
      exporter: text(vrm.exporterVersion) ?? generator,
    };
  }
  throw new VrmFormatError(
    'NOT_VRM',
    'This glTF file is not a VRM avatar: it has neither extensions.VRM (VRM 0.x) nor extensions.VRMC_vrm (VRM 1.0).',
  );
}
