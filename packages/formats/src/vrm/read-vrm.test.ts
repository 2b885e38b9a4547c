/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildVrm } from './build-vrm.ts';
import { readGlb, writeGlb } from './glb.ts';
import { readVrm } from './read-vrm.ts';

const VRM_DIR = fileURLToPath(new URL('../../../../../shared/fixtures/real/vrm/', import.meta.url));
const fixture = (name: string) => new Uint8Array(readFileSync(`${VRM_DIR}${name}`));

/** A 1×1 PNG: the thumbnail the built VRMs carry. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const sameBytes = (a: Uint8Array | undefined, b: Uint8Array) => !!a && Buffer.from(a).equals(Buffer.from(b));

describe.skipIf(!existsSync(VRM_DIR))('readVrm on the real fixtures (needs ../shared/fixtures/real)', () => {
  it('reads the VRM 0.x EmissionMigration sample (UniVRM 0.106.0)', () => {
    expect(readVrm(fixture('EmissionMigration_v0.106.0.vrm'))).toEqual({
      specVersion: '0.x',
      declaredSpecVersion: '0.0',
      name: 'EmissionTest',
      authors: ['vrmc'],
      version: '1',
      license: {
        name: 'CC0',
        url: null,
        otherLicenseUrl: null,
        permissions: {
          allowedUserName: 'OnlyAuthor',
          violentUssageName: 'Allow',
          sexualUssageName: 'Allow',
          commercialUssageName: 'Allow',
        },
      },
      thumbnail: null,
      exporter: 'UniVRM-0.106.0',
    });
  });

  it('reads the VRM 1.0 mtoon UV animation sample', () => {
    const info = readVrm(fixture('VRMC_materials_mtoon_UV_Animation_Test.vrm'));
    expect(info).toMatchObject({
      specVersion: '1.0',
      declaredSpecVersion: '1.0',
      name: 'VRMC_materials_mtoon UV Animation Test',
      authors: ['pixiv Inc.'],
      version: 'v1.0.0',
      thumbnail: null,
    });
    expect(info.license).toEqual({
      name: null,
      url: 'https://vrm.dev/licenses/1.0/',
      otherLicenseUrl: null,
      permissions: {
        avatarPermission: 'everyone',
        allowExcessivelyViolentUsage: true,
        allowExcessivelySexualUsage: true,
        commercialUsage: 'corporation',
        allowPoliticalOrReligiousUsage: true,
        allowAntisocialOrHateUsage: false,
        creditNotation: 'unnecessary',
        allowRedistribution: true,
        modification: 'allowModificationRedistribution',
      },
    });
  });

  it.each([
    ['VRMC_vrm_expressions_isBinary_Overridden.vrm', 'isBinary overridden'],
    ['VRMC_vrm_expressions_isBinary_Overrides.vrm', 'isBinary overrides'],
  ])('reads the VRM 1.0 sample %s', (file, name) => {
    const info = readVrm(fixture(file));
    expect(info).toMatchObject({ specVersion: '1.0', name, authors: ['pixiv Inc.'], version: 'v1.0.0' });
    expect(info.license.url).toBe('https://vrm.dev/licenses/1.0/');
    expect(info.license.permissions.allowRedistribution).toBe(true);
  });

  it('finds the BIN chunk of a real file, ending exactly at the file end', () => {
    const bytes = fixture('EmissionMigration_v0.106.0.vrm');
    const { bin } = readGlb(bytes);
    expect(bin?.byteLength).toBe(178920);
    expect(bin!.byteOffset + bin!.byteLength).toBe(bytes.byteLength);
  });
});

describe('readVrm on built VRMs (buildVrm)', () => {
  it.each(['0.x', '1.0'] as const)(
    'VRM %s with a PNG thumbnail: name, authors and the thumbnail bytes',
    (v) => {
      const bytes = buildVrm({
        specVersion: v,
        name: '  Neon Fox ',
        authors: ['Kit', 'Ren'],
        version: '2.1',
        thumbnail: { bytes: PNG, mimeType: 'image/png' },
      });
      const info = readVrm(bytes);
      expect(info.specVersion).toBe(v);
      expect(info.name).toBe('Neon Fox');
      expect(info.authors).toEqual(v === '0.x' ? ['Kit, Ren'] : ['Kit', 'Ren']);
      expect(info.version).toBe('2.1');
      expect(info.thumbnail?.mimeType).toBe('image/png');
      // The decoy image comes first in both versions: a reader that treats the 0.x texture index as an
      // image index, or the 1.0 image index as a texture index, returns the decoy and fails here.
      expect(sameBytes(info.thumbnail?.bytes, PNG)).toBe(true);
    },
  );

  it.each(['0.x', '1.0'] as const)('VRM %s without a thumbnail answers thumbnail null', (v) => {
    expect(readVrm(buildVrm({ specVersion: v, name: 'Plain', authors: [] })).thumbnail).toBeNull();
  });

  it('keeps the licence fields of each version', () => {
    const v0 = readVrm(
      buildVrm({
        specVersion: '0.x',
        name: 'A',
        authors: ['B'],
        meta: { licenseName: 'Other', otherLicenseUrl: 'https://x.test/l' },
      }),
    );
    expect(v0.license).toMatchObject({ name: 'Other', url: null, otherLicenseUrl: 'https://x.test/l' });
    expect(v0.license.permissions).toMatchObject({
      allowedUserName: 'Everyone',
      commercialUssageName: 'Allow',
    });
    const v1 = readVrm(buildVrm({ specVersion: '1.0', name: 'A', authors: ['B'] }));
    expect(v1.license).toMatchObject({ name: null, url: 'https://vrm.dev/licenses/1.0/' });
    expect(v1.license.permissions).toMatchObject({ avatarPermission: 'everyone', allowRedistribution: true });
  });

  it('prefers VRMC_vrm when a file has both extensions', () => {
    const v0 = readGlb(buildVrm({ specVersion: '0.x', name: 'Old', authors: ['x'] })).json;
    const v1 = readGlb(buildVrm({ specVersion: '1.0', name: 'New', authors: ['y'] })).json;
    const both = { ...v1, extensions: { ...(v0.extensions as object), ...(v1.extensions as object) } };
    expect(readVrm(writeGlb({ json: both })).name).toBe('New');
  });

  it('reads thumbnails given as data URIs, sniffs a missing MIME type, and ignores broken references', () => {
    const base = readGlb(buildVrm({ specVersion: '1.0', name: 'U', authors: [] })).json;
    const meta = (base.extensions as { VRMC_vrm: { meta: Record<string, unknown> } }).VRMC_vrm.meta;
    const withImages = (images: unknown[], thumbnailImage: unknown, bin?: Uint8Array) => {
      meta.thumbnailImage = thumbnailImage;
      return readVrm(
        writeGlb({
          json: {
            ...base,
            images,
            bufferViews: [{ buffer: 0, byteLength: 16 }],
            buffers: [{ byteLength: 16 }],
          },
          bin,
        }),
      );
    };
    const dataUri = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`;
    expect(sameBytes(withImages([{ uri: dataUri }], 0).thumbnail?.bytes, PNG)).toBe(true);
    const sniffed = withImages([{ bufferView: 0 }], 0, PNG.slice(0, 16));
    expect(sniffed.thumbnail?.mimeType).toBe('image/png');
    expect(withImages([{ bufferView: 0 }], 0, new Uint8Array(8)).thumbnail).toBeNull(); // view past BIN
    expect(withImages([{ bufferView: 0 }], 3).thumbnail).toBeNull();
    expect(withImages([{ bufferView: 0 }], -1).thumbnail).toBeNull();
  });
});
