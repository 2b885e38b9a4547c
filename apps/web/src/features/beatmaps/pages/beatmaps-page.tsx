import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { ListPageHeader } from '../../../components/list-page-header.tsx';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useListUrlState } from '../../../lib/use-list-url-state.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useBeatmaps } from '../api/get-beatmaps.ts';
import { BEATMAP_LIST_SPEC, beatmapGrammar, RECENT_BEATMAPS_SPEC } from '../beatmap-browse.ts';
import { BeatmapCard } from '../components/beatmap-card.tsx';
import { BeatmapCardSkeleton } from '../components/beatmap-card-skeleton.tsx';
import { BeatmapFilters } from '../components/beatmap-filters.tsx';

/**
 * `/beatmaps` "Custom Songs" and `/beatmaps/recent` "Recent Beatmaps" (issue 4 item 4): a grid of
 * published beatmaps with search, filters and (not on Recent, which is always newest first) a sort,
 * all kept in the query string with the page; loading skeletons, an empty state ("No beatmaps
 * match these filters" with Clear filters when narrowed), an error state with Retry, and pagination.
 */
export function BeatmapsPage({ recent = false }: { recent?: boolean }) {
  const title = recent ? 'Recent Beatmaps' : 'Custom Songs';
  useDocumentTitle(title);
  const spec = recent ? RECENT_BEATMAPS_SPEC : BEATMAP_LIST_SPEC;
  const list = useListUrlState(spec);
  const query = useBeatmaps({ page: list.page, ...beatmapGrammar(list) });
  const user = useCurrentUser();
  const total = query.data?.total ?? 0;

  return (
    <Stack spacing={2}>
      <ListPageHeader
        title={title}
        subtitle={
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
      />
      <ListToolbar
        list={list}
        sorts={spec.sorts}
        searchLabel="Search beatmaps"
        searchPlaceholder="Title, artist, mapper"
        filters={<BeatmapFilters list={list} />}
      />
      <PagedResults
        query={query}
        page={list.page}
        hrefForPage={list.hrefForPage}
        noun="beatmaps"
        emptyHint={user ? 'Be the first to upload one!' : 'Sign in to upload the first one.'}
        onClearFilters={list.narrowed ? list.clear : undefined}
        skeleton={
          <CardGrid label="Loading beatmaps">
            {Array.from({ length: 12 }, (_, i) => (
              // placeholders have no identity, so the index is their key
              <BeatmapCardSkeleton key={i} />
            ))}
          </CardGrid>
        }
        renderItems={(items) => (
          <CardGrid label="Beatmaps">
            {items.map((beatmap) => (
              <BeatmapCard key={beatmap.id} beatmap={beatmap} />
            ))}
          </CardGrid>
        )}
      />
    </Stack>
  );
}
