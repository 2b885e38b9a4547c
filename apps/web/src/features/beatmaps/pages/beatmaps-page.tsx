import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrowseList } from '../../../components/browse-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useListUrlState } from '../../../lib/use-list-url-state.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useBeatmaps } from '../api/get-beatmaps.ts';
import { BEATMAP_LIST_SPEC, beatmapGrammar, RECENT_BEATMAPS_SPEC } from '../beatmap-browse.ts';
import { BeatmapCard } from '../components/beatmap-card.tsx';
import { BeatmapCardSkeleton } from '../components/beatmap-card-skeleton.tsx';

/** Covers loaded first: the first row on a phone (two cards) and most of it on a desktop. */
const FIRST_ROW_COVERS = 4;

// The filter controls show only once the Filters panel opens: loaded then (docs/decisions/0025).
const BeatmapFilters = lazy(() =>
  import('../components/beatmap-filters.tsx').then((m) => ({ default: m.BeatmapFilters })),
);

/**
 * `/beatmaps` "Custom Songs" and `/beatmaps/recent` "Recent Beatmaps" (spec §2): a grid of
 * published beatmaps with search, filters and (not on Recent, which is always newest first) a sort,
 * all kept in the query string with the page; loading skeletons, an empty state ("No beatmaps
 * match these filters" with Clear filters when narrowed), an error state with Retry, and pagination.
 */
export function BeatmapsPage({ recent = false }: { recent?: boolean }) {
  const spec = recent ? RECENT_BEATMAPS_SPEC : BEATMAP_LIST_SPEC;
  const list = useListUrlState(spec);
  const query = useBeatmaps({ page: list.page, ...beatmapGrammar(list) });
  const user = useCurrentUser();

  return (
    <BrowseList
      title={recent ? 'Recent Beatmaps' : 'Custom Songs'}
      subtitle={(total) =>
        total > 0
          ? `${total.toLocaleString('en')} ${total === 1 ? 'beatmap' : 'beatmaps'}${recent ? ', newest first' : ''}`
          : undefined
      }
      action={
        user && (
          <Button
            component={RouterLink}
            to={paths.user.uploadBeatmap.getHref()}
            variant="outlined"
            startIcon={<UploadIcon />}
          >
            Upload
          </Button>
        )
      }
      list={list}
      query={query}
      sorts={spec.sorts}
      searchLabel="Search beatmaps"
      searchPlaceholder="Title, artist, mapper"
      filters={
        <Suspense fallback={null}>
          <BeatmapFilters list={list} />
        </Suspense>
      }
      noun="beatmaps"
      emptyHint={user ? 'Be the first to upload one!' : 'Sign in to upload the first one.'}
      skeleton={BeatmapCardSkeleton}
      renderCard={(beatmap, index) => (
        <BeatmapCard beatmap={beatmap} priorityCover={index < FIRST_ROW_COVERS} />
      )}
    />
  );
}
