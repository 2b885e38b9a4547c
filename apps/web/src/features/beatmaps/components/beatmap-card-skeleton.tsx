import { ItemCardSkeleton } from '../../../components/content-kind/item-card-skeleton.tsx';

/** The placeholder of a {@link BeatmapCard} while the list loads. */
export function BeatmapCardSkeleton() {
  return <ItemCardSkeleton testId="beatmap-card-skeleton" lines={['90%', '60%', '40%', '70%']} />;
}
