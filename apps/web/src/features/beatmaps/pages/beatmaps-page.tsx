import { ItemListPage, UploadLinkButton } from '../../../components/content-kind/item-list-page.tsx';
import { paths } from '../../../config/paths.ts';
import { RECENT_BEATMAPS_SPEC } from '../beatmap-browse.ts';
import { beatmapKind } from '../beatmap-kind.tsx';

/**
 * `/beatmaps` "Custom Songs" and `/beatmaps/recent` "Recent Beatmaps" (spec §2): a grid of
 * published beatmaps with search, filters and (not on Recent, which is always newest first) a sort,
 * all kept in the query string with the page; loading skeletons, an empty state ("No beatmaps
 * match these filters" with Clear filters when narrowed), an error state with Retry, and pagination.
 */
export function BeatmapsPage({ recent = false }: { recent?: boolean }) {
  return (
    <ItemListPage
      kind={beatmapKind}
      title={recent ? 'Recent Beatmaps' : 'Custom Songs'}
      spec={recent ? RECENT_BEATMAPS_SPEC : undefined}
      subtitle={(total) =>
        total > 0
          ? `${total.toLocaleString('en')} ${total === 1 ? 'beatmap' : 'beatmaps'}${recent ? ', newest first' : ''}`
          : undefined
      }
      action={<UploadLinkButton to={paths.user.uploadBeatmap.getHref()} />}
    />
  );
}
