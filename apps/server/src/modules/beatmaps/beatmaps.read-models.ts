import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { readModelKey } from '../../read-models/read-model.ts';
import type { ReadModels } from '../../read-models/registry.ts';
import {
  type IndexListRequest,
  listFromSearchIndex,
  newestOfUploaders,
  warmBeatmapSearchIndex,
} from './search-index/search-index.service.ts';

/** A page of public beatmaps as the search index answers it (search-index.service.ts `listFromSearchIndex`). */
export interface SearchIndexPage {
  items: Beatmap[];
  total: number;
  estimated: boolean;
  cursor: number;
}

/** The read model of the public beatmap list: the search index (docs/decisions/0039, 0049). */
export const PUBLIC_BEATMAPS = readModelKey<IndexListRequest, SearchIndexPage>('beatmaps.public');

/** The newest public beatmaps of some uploaders (`GET /api/user?join=beatmaps`; docs/decisions/0041). */
export interface UploadersRequest {
  userIds: readonly number[];
  perUploader: number;
}

/** The read model of each uploader's newest public beatmaps: the search index (docs/decisions/0041). */
export const NEWEST_OF_UPLOADERS = readModelKey<
  UploadersRequest,
  { byUploader: Map<number, Beatmap[]>; cursor: number }
>('beatmaps.newest-of-uploaders');

/** Registers the beatmaps module's read models. */
export function registerBeatmapReadModels(readModels: ReadModels): void {
  readModels.register(PUBLIC_BEATMAPS, { answer: listFromSearchIndex, warm: warmBeatmapSearchIndex });
  readModels.register(NEWEST_OF_UPLOADERS, {
    answer: (db, request) => newestOfUploaders(db, request.userIds, request.perUploader),
  });
}
