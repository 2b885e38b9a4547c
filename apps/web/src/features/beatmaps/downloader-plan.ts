import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { ContentIndex } from '../../device/installer/content-index.ts';
import { beatmapInstallable } from '../../device/installer/installable.ts';

/** A beatmap the device already has; `outdated` when the copy there is not the primary version. */
export interface AlreadyInstalled {
  beatmap: Beatmap;
  outdated: boolean;
}

/** The downloader's dry run (spec §2 /beatmaps/downloader): what a run will add and what is there. */
export interface DownloadPlan {
  toAdd: Beatmap[];
  installed: AlreadyInstalled[];
}

/**
 * Splits picked beatmaps by the device's content index (`status` of each beatmap's installable:
 * by site id, or by its download name): `missing` ones will be added, the rest are already
 * installed (flagged when outdated; a run does not replace them — /device updates them). Order is kept.
 */
export function planDownload(beatmaps: readonly Beatmap[], index: ContentIndex): DownloadPlan {
  const plan: DownloadPlan = { toAdd: [], installed: [] };
  for (const beatmap of beatmaps) {
    const status = index.status(beatmapInstallable(beatmap));
    if (status === 'missing') plan.toAdd.push(beatmap);
    else plan.installed.push({ beatmap, outdated: status === 'outdated' });
  }
  return plan;
}
