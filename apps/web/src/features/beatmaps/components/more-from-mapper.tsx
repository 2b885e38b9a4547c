import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { CardSection } from '../../../components/card-section.tsx';
import { useBeatmaps } from '../api/get-beatmaps.ts';
import { beatmapBrowseHref } from '../beatmap-browse.ts';
import { BeatmapCard } from './beatmap-card.tsx';
import { BeatmapCardSkeleton } from './beatmap-card-skeleton.tsx';

/** How many other beatmaps "More from this mapper" shows. */
export const MORE_FROM_MAPPER_COUNT = 8;

/**
 * "More from {mapper}": up to {@link MORE_FROM_MAPPER_COUNT} other published beatmaps whose
 * `mapper` is this one's (the name in the file, as the mappers page counts them), newest first,
 * this beatmap left out by the query (`id` `$ne`), with "See all" to the browse page searching the
 * mapper's name. Skeletons while loading, a retry on error, and nothing at all when the mapper has
 * no other beatmap.
 */
export function MoreFromMapper({ beatmap }: { beatmap: Pick<Beatmap, 'id' | 'mapper'> }) {
  const query = useBeatmaps({
    page: 1,
    limit: MORE_FROM_MAPPER_COUNT,
    s: JSON.stringify({ mapper: { $eq: beatmap.mapper }, id: { $ne: beatmap.id } }),
  });
  if (query.data && query.data.data.length === 0) return null;
  return (
    <CardSection
      title={`More from ${beatmap.mapper}`}
      seeAllHref={
        query.data && query.data.total > query.data.data.length
          ? beatmapBrowseHref({ q: beatmap.mapper })
          : undefined
      }
      query={query}
      itemKey={(b) => b.id}
      skeleton={BeatmapCardSkeleton}
      skeletons={3}
      empty={null}
      errorTitle="Could not load the mapper's other beatmaps"
      renderCard={(b) => <BeatmapCard beatmap={b} />}
    />
  );
}
