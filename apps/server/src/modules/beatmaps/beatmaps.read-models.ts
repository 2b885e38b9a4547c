import { readModelKey } from '../../read-models/read-model.ts';
import type { ReadModels } from '../../read-models/registry.ts';
import {
  BeatmapSearch,
  type IndexListRequest,
  type SearchIndexPage,
  type UploadersNewest,
  type UploadersRequest,
} from '../../read-models/beatmap-search/search-index.service.ts';
import { latestCursor } from '../changes/index.ts';
import { presentBeatmap, withVolatile } from './beatmaps.presenter.ts';
import {
  findBeatmapsByIdsWithFeedCursor,
  findBeatmapVolatilesWithFeedCursor,
} from './beatmaps.repository.ts';
import { changesSince, loadSnapshot } from './beatmaps.search-source.ts';

export type { SearchIndexPage };

/**
 * The beatmap search index (read-models/beatmap-search; docs/decisions/0039), handed what it needs
 * of this module: its entries (beatmaps.search-source.ts), the page rows by id, the presenter.
 */
export const beatmapSearch = new BeatmapSearch({
  entries: { load: loadSnapshot, changesSince },
  latestCursor,
  rowsByIds: findBeatmapsByIdsWithFeedCursor,
  volatilesByIds: findBeatmapVolatilesWithFeedCursor,
  present: presentBeatmap,
  withVolatile,
});

/** The read model of the public beatmap list: the search index (docs/decisions/0039, 0049). */
export const PUBLIC_BEATMAPS = readModelKey<IndexListRequest, SearchIndexPage>('beatmaps.public');

/** The read model of each uploader's newest public beatmaps: the search index (docs/decisions/0041). */
export const NEWEST_OF_UPLOADERS = readModelKey<UploadersRequest, UploadersNewest>(
  'beatmaps.newest-of-uploaders',
);

/** Registers the beatmaps module's read models. */
export function registerBeatmapReadModels(readModels: ReadModels): void {
  readModels.register(PUBLIC_BEATMAPS, beatmapSearch.publicList);
  readModels.register(NEWEST_OF_UPLOADERS, beatmapSearch.uploadersNewest);
}
