import { writeGlb } from './glb.ts';
import type { VrmSpecVersion, VrmThumbnail } from './vrm-info.ts';

/** What {@link buildVrm} writes. */
export interface BuildVrmInput {
  specVersion: VrmSpecVersion;
  /** 0.x `meta.title` / 1.0 `meta.name`. */
  name: string;
  /** 1.0 `meta.authors`; 0.x `meta.author` is these joined with ", ". */
  authors: string[];
  /** `meta.version`; default "1.0". */
  version?: string;
  /** An embedded thumbnail (PNG or JPEG bytes); none by default. */
  thumbnail?: VrmThumbnail | null;
  /** Extra or replacement `meta` fields (licence, permissions …), written as given. */
  meta?: Record<string, unknown>;
}

/** Licence and permissions written by default: VRM 0.x (spec 0.0 "Model information"). */
const VRM0_META_DEFAULTS = {
  contactInformation: '',
  reference: '',
  allowedUserName: 'Everyone',
  violentUssageName: 'Disallow',
  sexualUssageName: 'Disallow',
  commercialUssageName: 'Allow',
  otherPermissionUrl: '',
  licenseName: 'CC_BY',
  otherLicenseUrl: '',
};

/** Licence and permissions written by default: VRM 1.0 (VRMC_vrm-1.0/meta.md). */
const VRM1_META_DEFAULTS = {
  licenseUrl: 'https://vrm.dev/licenses/1.0/',
  avatarPermission: 'everyone',
  allowExcessivelyViolentUsage: false,
  allowExcessivelySexualUsage: false,
  commercialUsage: 'personalNonProfit',
  allowPoliticalOrReligiousUsage: false,
  allowAntisocialOrHateUsage: false,
  creditNotation: 'required',
  allowRedistribution: true,
  modification: 'prohibited',
};

/** Bytes of the decoy image that sits before the thumbnail (see buildVrm). */
const DECOY = new TextEncoder().encode('decoy image, not the thumbnail');

/**
 * Builds a minimal `.vrm` (for tests and demo content): a GLB with the VRM meta of `specVersion`
 * (formats.md §4) and no meshes. With a thumbnail, the BIN chunk holds a decoy image first and the
 * thumbnail second, and the indirections differ so a reader that confuses them fails: in 0.x
 * `meta.texture` = 0 → `textures[0].source` = 1 → images[1]; in 1.0 `meta.thumbnailImage` = 1 →
 * images[1] (while `textures[0].source` = 0, the decoy).
 */
export function buildVrm(input: BuildVrmInput): Uint8Array {
  const thumbnail = input.thumbnail ?? null;
  const json: Record<string, unknown> = {
    asset: { version: '2.0', generator: 'Synthhub buildVrm' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ name: 'Root' }],
  };
  let bin: Uint8Array | null = null;
  if (thumbnail) {
    const thumbAt = DECOY.length + ((4 - (DECOY.length % 4)) % 4);
    bin = new Uint8Array(thumbAt + thumbnail.bytes.length);
    bin.set(DECOY, 0);
    bin.set(thumbnail.bytes, thumbAt);
    json.buffers = [{ byteLength: bin.length }];
    json.bufferViews = [
      { buffer: 0, byteOffset: 0, byteLength: DECOY.length },
      { buffer: 0, byteOffset: thumbAt, byteLength: thumbnail.bytes.length },
    ];
    json.images = [
      { name: 'decoy', bufferView: 0, mimeType: 'image/png' },
      { name: 'thumbnail', bufferView: 1, mimeType: thumbnail.mimeType },
    ];
    json.samplers = [{}];
  }
  const version = input.version ?? '1.0';
  if (input.specVersion === '0.x') {
    if (thumbnail)
      json.textures = [
        { source: 1, sampler: 0 },
        { source: 0, sampler: 0 },
      ];
    json.extensionsUsed = ['VRM'];
    json.extensions = {
      VRM: {
        exporterVersion: 'Synthhub-buildVrm',
        specVersion: '0.0',
        meta: {
          title: input.name,
          version,
          author: input.authors.join(', '),
          ...VRM0_META_DEFAULTS,
          texture: thumbnail ? 0 : -1,
          ...input.meta,
        },
        humanoid: { humanBones: [] },
      },
    };
  } else {
    if (thumbnail) json.textures = [{ source: 0, sampler: 0 }];
    json.extensionsUsed = ['VRMC_vrm'];
    json.extensions = {
      VRMC_vrm: {
        specVersion: '1.0',
        meta: {
          name: input.name,
          version,
          authors: input.authors,
          ...VRM1_META_DEFAULTS,
          ...(thumbnail ? { thumbnailImage: 1 } : {}),
          ...input.meta,
        },
        humanoid: { humanBones: {} },
      },
    };
  }
  return writeGlb({ json, bin });
}
