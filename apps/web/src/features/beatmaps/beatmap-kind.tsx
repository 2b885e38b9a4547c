import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { lazy, Suspense } from 'react';
import type { ListPageDescriptor } from '../../components/content-kind/item-list-page.tsx';
import { paths } from '../../config/paths.ts';
import { grammarList } from '../../lib/content-lists.ts';
import type { ListUrlControls } from '../../lib/use-list-url-state.ts';
import { useBeatmaps } from './api/get-beatmaps.ts';
import { BEATMAP_LIST_SPEC, beatmapGrammar } from './beatmap-browse.ts';
import { BeatmapCard } from './components/beatmap-card.tsx';
import { BeatmapCardSkeleton } from './components/beatmap-card-skeleton.tsx';

/** Covers loaded first: the first row on a phone (two cards) and most of it on a desktop. */
const FIRST_ROW_COVERS = 4;

// The filter controls show only once the Filters panel opens: loaded then (docs/decisions/0025).
const BeatmapFilters = lazy(() =>
  import('./components/beatmap-filters.tsx').then((m) => ({ default: m.BeatmapFilters })),
);

/** The beatmap filters, loaded when the Filters panel first opens. */
function LazyBeatmapFilters({ list }: { list: ListUrlControls }) {
  return (
    <Suspense fallback={null}>
      <BeatmapFilters list={list} />
    </Suspense>
  );
}

/**
 * Beatmaps as the generic list page, profile and My Uploads tabs and home sections show them
 * (docs/decisions/0051): searched by title, artist or mapper, with the beatmap filters; on a
 * browse page the first row's covers load first.
 */
export const beatmapKind: ListPageDescriptor<Beatmap> = {
  noun: 'beatmaps',
  one: 'beatmap',
  Skeleton: BeatmapCardSkeleton,
  renderCard: (beatmap, index) => (
    <BeatmapCard beatmap={beatmap} priorityCover={index !== undefined && index < FIRST_ROW_COVERS} />
  ),
  ...grammarList(BEATMAP_LIST_SPEC, beatmapGrammar, 'Title, artist, mapper', useBeatmaps),
  Filters: LazyBeatmapFilters,
  uploads: {
    emptyHint: 'Upload a .synth from the Upload menu.',
    row: (b) => ({
      title: `${b.artist} - ${b.title}`,
      subtitle: `v${b.version}`,
      viewHref: paths.beatmaps.detail.getHref(b.id),
      editHref: paths.beatmaps.edit.getHref(b.id),
    }),
  },
};
