import { createPasswordDecryptor } from '@synthhub/formats/synth/password-decryptor';
import { type BeatmapCharts, parseCharts } from '@synthhub/formats/synth/parse-chart';
import { readSynthPreview } from '@synthhub/formats/synth/read-synth-preview';
import type { BeatmapChart } from '@synthhub/shared/beatmaps/beatmap-chart.schemas';
import type { Difficulty } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../env.ts';
import { NotFound } from '../../errors.ts';
import { derivedKey } from '../../lib/storage/content-key.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { BeatmapsContext } from './beatmaps.service.ts';
import { getPrimaryDownload } from './beatmaps.service.ts';

/** What the preview needs from the app. */
export type PreviewContext = Pick<BeatmapsContext, 'db' | 'storage'> & {
  config: Pick<Config, 'synthMetaKey'>;
};

/** Upper bound (bytes, estimated from note and wall counts) of the parsed charts kept in memory. */
const CHARTS_MAX_BYTES = 64 * 2 ** 20;
const AUDIO_EXTENSIONS = { ogg: 'audio/ogg', wav: 'audio/wav' } as const;

/** What one download yields for the preview: where its audio was stored, and its charts. */
interface Preview {
  audio: { key: string; contentType: string } | null;
  charts: BeatmapCharts | null;
}

const cached = new WeakMap<Storage, LRUCache<string, Preview>>();
/** Reads in progress per storage and download key, so concurrent first requests share one. */
const loadingBy = new WeakMap<Storage, Map<string, Promise<Preview>>>();

function cacheOf(storage: Storage): LRUCache<string, Preview> {
  let cache = cached.get(storage);
  if (!cache) {
    cache = new LRUCache<string, Preview>({
      maxSize: CHARTS_MAX_BYTES,
      sizeCalculation: (p) =>
        1024 +
        Object.values(p.charts?.charts ?? {}).reduce(
          (n, c) => n + 100 * (c.notes.length + c.walls.length),
          0,
        ),
    });
    cached.set(storage, cache);
  }
  return cache;
}

/**
 * Reads the stored download once: stores its audio entry unchanged under the derived key
 * (`derived/audio/<downloadKey>.<ext>`) and parses its charts. Concurrent callers share one read.
 */
async function loadPreview(ctx: PreviewContext, downloadKey: string): Promise<Preview> {
  const cache = cacheOf(ctx.storage);
  const hit = cache.get(downloadKey);
  if (hit) return hit;
  let loading = loadingBy.get(ctx.storage);
  if (!loading) {
    loading = new Map();
    loadingBy.set(ctx.storage, loading);
  }
  const inFlight = loading;
  let pending = inFlight.get(downloadKey);
  if (!pending) {
    pending = (async () => {
      const bytes = await ctx.storage.read(downloadKey);
      if (!bytes) throw new NotFound('The beatmap file is missing from storage.');
      const { synthMetaKey } = ctx.config;
      const parts = await readSynthPreview(
        bytes,
        synthMetaKey ? { decryptor: createPasswordDecryptor(synthMetaKey) } : {},
      );
      let audio: Preview['audio'] = null;
      if (parts.audio) {
        const key = derivedKey(downloadKey, 'audio', parts.audio.extension);
        await ctx.storage.put(key, parts.audio.bytes);
        audio = { key, contentType: parts.audio.contentType };
      }
      const preview = { audio, charts: parts.metaBytes ? parseCharts(parts.metaBytes) : null };
      cache.set(downloadKey, preview);
      return preview;
    })().finally(() => inFlight.delete(downloadKey));
    inFlight.set(downloadKey, pending);
  }
  return pending;
}

/** The audio to send for a beatmap: its derived storage key, media type and the version's map hash. */
export interface PreviewAudio {
  key: string;
  contentType: string;
  hash: string;
}

/**
 * Finds the song audio of a beatmap's primary version for the preview player (design.md §2
 * "Downloads": stored files answered with Range): visibility as the download route
 * (getPrimaryDownload: drafts are 404 to others). The audio entry of the `.synth` (formats.md
 * §1.1 `AudioName`) is taken out once and stored next to the download; later calls find it by
 * key without reading the archive. Throws NotFound when the beatmap is unknown or hidden, has no
 * file, or its file holds no `.ogg`/`.wav` audio.
 */
export async function findPreviewAudio(
  ctx: PreviewContext,
  id: number,
  viewer: AuthUser | null,
): Promise<PreviewAudio> {
  const { version } = await getPrimaryDownload(ctx, id, viewer);
  for (const [ext, contentType] of Object.entries(AUDIO_EXTENSIONS)) {
    const key = derivedKey(version.downloadKey, 'audio', ext);
    if (await ctx.storage.stat(key)) return { key, contentType, hash: version.hash };
  }
  const { audio } = await loadPreview(ctx, version.downloadKey);
  if (!audio) throw new NotFound(`Beatmap ${id} has no song audio in its file.`);
  return { ...audio, hash: version.hash };
}

/**
 * The chart of one difficulty of a beatmap's primary version, for the map preview (formats.md
 * §1.3-1.4 via `parseCharts`; capped, see `CHART_MAX_*`). Visibility as the download route.
 * Throws NotFound when the beatmap is unknown or hidden, its notes cannot be read (an encrypted
 * `beatmap.meta.bin` without the key, §1.2), or it has no such difficulty (naming the ones it has).
 */
export async function getBeatmapChart(
  ctx: PreviewContext,
  id: number,
  difficulty: Difficulty,
  viewer: AuthUser | null,
): Promise<BeatmapChart> {
  const { version } = await getPrimaryDownload(ctx, id, viewer);
  const { charts } = await loadPreview(ctx, version.downloadKey);
  if (!charts)
    throw new NotFound(`The notes of beatmap ${id} cannot be read: its beatmap.meta.bin is encrypted.`);
  const chart = charts.charts[difficulty];
  if (!chart) {
    const has = charts.difficulties.length ? `it has ${charts.difficulties.join(', ')}` : 'it has no notes';
    throw new NotFound(`Beatmap ${id} has no ${difficulty} difficulty; ${has}.`);
  }
  return chart;
}
