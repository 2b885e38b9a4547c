/**
 * The public entry of the beatmaps module (docs/decisions/0013): its routes, the beatmap presenter
 * and row types and the by-ids read (playlists, users, the download history and events show
 * beatmaps), and the upload, remove
 * and count services that demo seeding uses, and the admins' OST routes (`/api/admin/ost`). Files outside `modules/beatmaps/` import only this
 * file; tests may reach further.
 */
import { adminItemRoutes } from '../items/index.ts';
import { beatmapItem } from './beatmaps.item.ts';
export { beatmapsRoutes } from './beatmaps.routes.ts';
export { adminOstRoutes } from './admin-ost.routes.ts';
export { presentBeatmap } from './beatmaps.presenter.ts';
export { type BeatmapsContext, removeBeatmap, uploadBeatmap } from './beatmaps.service.ts';
export {
  type BeatmapWithUser,
  countBeatmaps,
  type DbOrTx,
  findBeatmapsByIds,
} from './beatmaps.repository.ts';
export { beatmapStore } from './beatmaps.repository.ts';
export { NEWEST_OF_UPLOADERS, registerBeatmapReadModels } from './beatmaps.read-models.ts';
// For bench/search-index.ts: the index's entries.
export { loadSnapshot as loadSearchIndexSnapshot } from './beatmaps.search-source.ts';

/** `/api/admin/beatmaps`: the kind's admin list, item, edit and moderation actions (docs/decisions/0030). */
export const adminBeatmapsRoutes = adminItemRoutes(beatmapItem);
