/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { beatmapFilename, filenamePart } from './beatmap-filename.ts';

const REAL = fileURLToPath(new URL('../../../../../shared/fixtures/real/', import.meta.url));
const readJson = (path: string): unknown =>
  JSON.parse(readFileSync(`${REAL}${path}`, 'utf8').replace(/^\uFEFF/, ''));

describe('filenamePart (formats.md §1.7)', () => {
  it.each([
    ["I'm Han Solo", 'Im-Han-Solo'],
    ['W&W x Maurice West', 'WandW-x-Maurice-West'],
    ['POP/STARS', 'POP-STARS'],
    ['DECO*27 ft. Hatsune Miku', 'DECO-27-ft-Hatsune-Miku'],
    ['Rockefeller Street(Nightcore)', 'Rockefeller-StreetNightcore'],
    ['Overcome Me!!!!!!!', 'Overcome-Me'],
    ['t+pazolite', 'tpazolite'],
    ['bbno$', 'bbnodollar'],
    ['100% Pure Love', '100percent-Pure-Love'],
    ['F-Zero - Big Blue [Remix]', 'F-Zero-Big-Blue-Remix'],
    ['Rosalía', 'Rosalia'],
    ['Straße Ærø', 'Strasse-AEro'],
    ['東京 Tokyo', 'Tokyo'],
    ['  Monody ', 'Monody'],
    ['!!!', ''],
  ])('%s → %s', (input, expected) => {
    expect(filenamePart(input)).toBe(expected);
  });
});

describe('beatmapFilename', () => {
  it('joins id, version, artist, title and mapper', () => {
    expect(beatmapFilename({ id: 627, artist: 'Kevin Afflack', title: "I'm Han Solo", mapper: 'Dubu' })).toBe(
      '627-Kevin-Afflack-Im-Han-Solo-Dubu.synth',
    );
    const v6 = {
      id: 9473,
      artist: 'Dragonforce',
      title: 'Power of the Triforce',
      mapper: 'Moonshine',
      version: 6,
    };
    expect(beatmapFilename(v6)).toBe('9473-v6-Dragonforce-Power-of-the-Triforce-Moonshine.synth');
    expect(beatmapFilename({ ...v6, version: 1 })).toBe(
      '9473-Dragonforce-Power-of-the-Triforce-Moonshine.synth',
    );
    expect(beatmapFilename({ id: 7, artist: '', title: '東京', mapper: '' })).toBe('7.synth');
    expect(() => beatmapFilename({ id: 0, artist: 'a', title: 'b', mapper: 'c' })).toThrow(RangeError);
  });
});

describe.skipIf(!existsSync(REAL))(
  'beatmapFilename against real names (needs ../shared/fixtures/real)',
  () => {
    type Row = { id: number; hash: string; filename: string };
    const rows = existsSync(REAL) ? (readJson('api/sr_timestamp_mapping.json') as Row[]) : [];
    const byHash = new Map(rows.map((r) => [r.hash, r]));
    const parse = (filename: string) => {
      const m = /^(\d+)-(?:v(\d+)-)?(.*)\.synth$/.exec(filename)!;
      return { id: Number(m[1]), version: m[2] ? Number(m[2]) : 1, body: m[3]! };
    };

    it('reproduces record 627 from the ImHanSolo fixture fields', () => {
      const row = rows.find((r) => r.id === 627)!;
      expect(
        beatmapFilename({ id: 627, artist: 'Kevin Afflack', title: "I'm Han Solo", mapper: 'Dubu' }),
      ).toBe(row.filename);
    });

    it('uses only the alphabet of all 3710 real names, which it keeps unchanged', () => {
      for (const row of rows) {
        const { id, version, body } = parse(row.filename);
        expect(body).toMatch(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/);
        expect(beatmapFilename({ id, version, artist: '', title: body, mapper: '' })).toBe(row.filename);
      }
    });

    it('matches every name whose artist and title the playlists and favorites give', () => {
      const known: { artist: string; title: string; mapper?: string; row: Row }[] = [];
      for (const file of ['playlist/000002__warmup.playlist', 'playlist/000005__EmiForceTraining.playlist']) {
        const playlist = readJson(file) as {
          dataString: { hash: string; name: string; author: string; beatmapper: string }[];
        };
        for (const item of playlist.dataString) {
          const row = byHash.get(item.hash);
          if (row) known.push({ artist: item.author, title: item.name, mapper: item.beatmapper, row });
        }
      }
      for (const favorite of (readJson('game-files/favorites.bin') as { Favorite: string[] }).Favorite) {
        const row = byHash.get(favorite.slice(-64));
        const names = favorite.slice(0, -65).split('-');
        // "<title>-<artist>": only unambiguous when there is exactly one hyphen.
        if (row && names.length === 2) known.push({ title: names[0]!, artist: names[1]!, row });
      }
      expect(known.length).toBeGreaterThan(80);
      let matched = 0;
      for (const { artist, title, row } of known) {
        const { id, version } = parse(row.filename);
        const prefix = beatmapFilename({ id, version, artist, title, mapper: '' }).replace(/\.synth$/, '-');
        if (row.filename.startsWith(prefix)) matched++;
        else expect.soft(row.filename).toContain(prefix);
      }
      expect(matched).toBe(known.length);
      const withMapper = known.filter((k) => k.mapper && parse(k.row.filename).body.endsWith(k.mapper));
      for (const { artist, title, mapper, row } of withMapper) {
        const { id, version } = parse(row.filename);
        expect(beatmapFilename({ id, version, artist, title, mapper: mapper! })).toBe(row.filename);
      }
      expect(withMapper.length).toBeGreaterThanOrEqual(3);
    });
  },
);
