/** Which VRM meta a file carries: `extensions.VRM` ('0.x') or `extensions.VRMC_vrm` ('1.0'). */
export type VrmSpecVersion = '0.x' | '1.0';

/**
 * The licence terms a VRM states (formats.md §4), normalized over both versions:
 * - `name`: VRM 0.x `licenseName` (CC0, CC_BY, …, Redistribution_Prohibited, Other); null in 1.0
 * - `url`: VRM 1.0 `licenseUrl` (e.g. "https://vrm.dev/licenses/1.0/"); null in 0.x
 * - `otherLicenseUrl`: `otherLicenseUrl` of either version, null when absent
 * - `permissions`: the permission fields present in the file, under their spec names and with their
 *   values as written (0.x: `allowedUserName`, `violentUssageName` [sic], `sexualUssageName`,
 *   `commercialUssageName`, `otherPermissionUrl`; 1.0: `avatarPermission`,
 *   `allowExcessivelyViolentUsage`, `allowExcessivelySexualUsage`, `commercialUsage`,
 *   `allowPoliticalOrReligiousUsage`, `allowAntisocialOrHateUsage`, `creditNotation`,
 *   `allowRedistribution`, `modification`)
 */
export interface VrmLicense {
  name: string | null;
  url: string | null;
  otherLicenseUrl: string | null;
  permissions: Record<string, string | boolean>;
}

/** The embedded thumbnail: the image bytes (a copy) and their MIME type ("image/png", "image/jpeg"). */
export interface VrmThumbnail {
  bytes: Uint8Array;
  mimeType: string;
}

/**
 * What `readVrm` learns from a `.vrm` (formats.md §4), the same shape for VRM 0.x and 1.0:
 * - `specVersion`: '0.x' or '1.0'; `declaredSpecVersion` the file's own string ("0.0", "1.0", "1.0-beta") or null
 * - `name`: 0.x `meta.title` / 1.0 `meta.name`, trimmed; '' when the file has none
 * - `authors`: 0.x `[meta.author]` / 1.0 `meta.authors`, trimmed, empty ones dropped
 * - `version`: the model's own version string (`meta.version`), null when absent
 * - `license`: see {@link VrmLicense}
 * - `thumbnail`: 0.x `meta.texture` → textures[i].source → images[j]; 1.0 `meta.thumbnailImage` →
 *   images[i]; the image's bufferView slice of the BIN chunk. Null when absent or unresolvable.
 * - `exporter`: 0.x `exporterVersion`, else glTF `asset.generator`; null when neither
 */
export interface VrmInfo {
  specVersion: VrmSpecVersion;
  declaredSpecVersion: string | null;
  name: string;
  authors: string[];
  version: string | null;
  license: VrmLicense;
  thumbnail: VrmThumbnail | null;
  exporter: string | null;
}
