import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Paginated } from '@synthhub/shared/api/pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Delayed } from './delayed.tsx';
import { RetryAlert } from './retry-alert.tsx';

/** Props of {@link PagedResults}. */
export interface PagedResultsProps<T> {
  /** The list query (TanStack Query over a `{data, count, total, page, pageCount}` envelope). */
  query: UseQueryResult<Paginated<T>>;
  /** The page asked for (1-based). */
  page: number;
  /** Link of another page (`?page=N` or a tab URL), so pages are real links. */
  hrefForPage: (page: number) => string;
  /** What the items are called in messages: "beatmaps", "playlists" … */
  noun: string;
  /** Lays out the items of one page (a CardGrid of cards, a list …). */
  renderItems: (items: T[]) => ReactNode;
  /** Shown while the first page loads, once that has taken 200 ms (spec §9; {@link Delayed}). */
  skeleton: ReactNode;
  /** Extra line under "No … yet" (e.g. an upload hint). */
  emptyHint?: ReactNode;
  /**
   * Given while a search or filters narrow the list: an empty answer then says "No … match these
   * filters" and offers this as "Clear filters".
   */
  onClearFilters?: () => void;
}

/**
 * A paginated list with every state a person expects: an error with Retry, loading skeletons, an
 * empty state (or "No … match these filters" with Clear filters), a page past the end (links to
 * the first and the last page; the API answers such a page's exact total, docs/decisions/0034),
 * the items (dimmed while the next page loads), and pagination links.
 */
export function PagedResults<T>({
  query,
  page,
  hrefForPage,
  noun,
  renderItems,
  skeleton,
  emptyHint,
  onClearFilters,
}: PagedResultsProps<T>) {
  const data = query.data;
  return (
    <Stack spacing={2}>
      {query.isError && !data && (
        <RetryAlert title={`Could not load ${noun}`} error={query.error} onRetry={() => query.refetch()} />
      )}
      {query.isPending && <Delayed>{skeleton}</Delayed>}
      {data && data.total === 0 && onClearFilters && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h6" component="p">
            No {noun} match these filters
          </Typography>
          <Button onClick={onClearFilters} sx={{ mt: 2 }}>
            Clear filters
          </Button>
        </Box>
      )}
      {data && data.data.length === 0 && !(data.total === 0 && onClearFilters) && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h6" component="p">
            {data.total === 0 ? `No ${noun} yet` : `There are no ${noun} on this page`}
          </Typography>
          {data.total > 0 ? (
            <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center' }}>
              <Button component={RouterLink} to={hrefForPage(1)}>
                Go to the first page
              </Button>
              {data.pageCount > 1 && page > data.pageCount && (
                <Button component={RouterLink} to={hrefForPage(data.pageCount)}>
                  Go to the last page ({data.pageCount})
                </Button>
              )}
            </Stack>
          ) : (
            emptyHint && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {emptyHint}
              </Typography>
            )
          )}
        </Box>
      )}
      {data && data.data.length > 0 && (
        <Box
          sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={query.isPlaceholderData}
        >
          {renderItems(data.data)}
        </Box>
      )}
      {data && data.pageCount > 1 && (
        <Stack sx={{ alignItems: 'center', pt: 2 }}>
          <Pagination
            page={Math.min(page, data.pageCount)}
            count={data.pageCount}
            color="primary"
            siblingCount={1}
            boundaryCount={1}
            renderItem={(item) => (
              <PaginationItem component={RouterLink} to={hrefForPage(item.page ?? 1)} {...item} />
            )}
          />
        </Stack>
      )}
    </Stack>
  );
}
