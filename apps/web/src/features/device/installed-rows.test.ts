import type { Stage } from '@synthhub/shared/stages/stages.types';
import { describe, expect, it, vi } from 'vitest';
import type { InstalledFile } from '../../device/installer/content-index.ts';
import { beatmapFixture } from '../../testing/beatmap-fixture.ts';
import { jsonResponse } from '../../testing/test-utils.tsx';
import { getCatalogItems, stageNameFromFileName } from './api/get-catalog-items.ts';
import { countStatuses, matchInstalled } from './installed-rows.ts';

function file(
  kind: InstalledFile['kind'],
  name: string,
  siteId: number | null,
  hash: string | null = null,
): InstalledFile {
  return { kind, path: `X/${name}`, name, folder: 'X', size: 10, mtimeMs: 0, siteId, hash };
}

const stage = (id: number, name: string, bundles: string[]) =>
  ({
    id,
    name,
    files: bundles.map((filename, i) => ({ id: i + 1, file: { filename } })),
    latest_files: [],
    user: { username: 'u' },
  }) as unknown as Stage;

describe('matchInstalled', () => {
  it('tells current, update and unknown beatmaps apart by hash, else by the download name', () => {
    const b = beatmapFixture({ id: 4, hash: 'a'.repeat(64), filename: '4-v2-A-B-C.synth' });
    const rows = matchInstalled(
      'beatmap',
      [
        file('beatmap', '4-v2-A-B-C.synth', 4),
        file('beatmap', '4-A-B-C.synth', 4),
        file('beatmap', 'Renamed.synth', 4, 'A'.repeat(64)),
        file('beatmap', 'Stale.synth', 4, 'b'.repeat(64)),
        file('beatmap', '77-Unknown.synth', 77),
      ],
      [b],
    );
    expect(rows.map((r) => [r.file.name, r.status])).toEqual([
      ['4-A-B-C.synth', 'update'],
      ['4-v2-A-B-C.synth', 'current'],
      ['Renamed.synth', 'current'],
      ['Stale.synth', 'update'],
      ['77-Unknown.synth', 'unknown'],
    ]);
    expect(countStatuses(rows)).toEqual({ current: 2, update: 2, unknown: 1 });
  });

  it('matches stage bundles by their exact file name, never by the stage name alone', () => {
    const neon = stage(9, 'Neon City', ['NeonCity.stage', 'NeonCity.stagedroid']);
    const rows = matchInstalled(
      'stage',
      [file('stage', 'neoncity.STAGE', null), file('stage', 'NeonCityOld.stage', null)],
      [neon],
    );
    expect(rows.map((r) => [r.file.name, r.item?.id ?? null, r.status])).toEqual([
      ['neoncity.STAGE', 9, 'current'],
      ['NeonCityOld.stage', null, 'unknown'],
    ]);
  });
});

describe('getCatalogItems', () => {
  it('asks once per 50 ids (and stage names), with the ids distinct and sorted', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(200, { data: [], count: 0, total: 0, page: 1, pageCount: 0 }),
    );
    vi.stubGlobal('fetch', fetch);
    const ids = [...Array.from({ length: 60 }, (_, i) => 60 - i), 3, 3];
    await getCatalogItems('stage', { ids, names: [stageNameFromFileName('NeonCity2077.stagedroid')] });
    const asked = fetch.mock.calls.map((call) => new URL(String((call as unknown[])[0]), 'http://localhost'));
    expect(asked.map((u) => u.pathname)).toEqual(['/api/models/stages', '/api/models/stages']);
    expect(JSON.parse(asked[0]!.searchParams.get('s')!)).toEqual({
      $or: [
        { id: { $in: Array.from({ length: 50 }, (_, i) => i + 1) } },
        { name: { $inL: ['Neon City2077'] } },
      ],
    });
    expect(JSON.parse(asked[1]!.searchParams.get('s')!)).toEqual({
      id: { $in: Array.from({ length: 10 }, (_, i) => i + 51) },
    });
    expect(asked[0]!.searchParams.get('limit')).toBe('100');
  });
});
