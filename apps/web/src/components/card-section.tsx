import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import { Delayed } from './delayed.tsx';
import { RetryAlert } from './retry-alert.tsx';

/** The parts of a TanStack Query result a {@link CardSection} reads: `data.data` is the items. */
export interface CardSectionQuery<T> {
  data?: { data: T[] } | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Props of {@link CardSection}. */
export interface CardSectionProps<T> {
  /** The section's heading (`h2`) and its landmark name. */
  title: string;
  /** A line under the heading saying what the section lists and by which rule. */
  subtitle?: string;
  /** Where "See all" goes; no link when absent. */
  seeAllHref?: string;
  query: CardSectionQuery<T>;
  /** One card per item. */
  renderCard: (item: T) => ReactNode;
  /** The item's React key. */
  itemKey: (item: T) => number | string;
  /** The card placeholder shown while loading. */
  skeleton: ComponentType;
  /** How many placeholders (default 6). */
  skeletons?: number;
  /** Shown when the query answered no items ("Nothing was downloaded this week yet."). */
  empty: ReactNode;
  /** What failed, for the error line ("Could not load the popular beatmaps"). */
  errorTitle: string;
}

/**
 * A home-page section of cards (design.md §4 loading/empty/error states): heading, optional
 * subtitle and "See all", then skeleton cards while loading (after 200 ms, spec §9), the `empty`
 * text when there are no items, a {@link RetryAlert} on error, or the cards in one row that scrolls
 * sideways (160 px cards on a phone, 200 px from `sm`), so a section never ends on a half-empty row
 * at any width.
 */
export function CardSection<T>({
  title,
  subtitle,
  seeAllHref,
  query,
  renderCard,
  itemKey,
  skeleton: Skeleton,
  skeletons = 6,
  empty,
  errorTitle,
}: CardSectionProps<T>) {
  const items = query.data?.data;
  return (
    <Stack component="section" aria-label={title} spacing={1.5}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <div>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </div>
        {seeAllHref && (
          <Button
            component={RouterLink}
            to={seeAllHref}
            sx={{ flexShrink: 0 }}
            aria-label={`See all: ${title}`}
          >
            See all
          </Button>
        )}
      </Stack>
      {query.isError ? (
        <RetryAlert title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
      ) : items && items.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: { xs: 160, sm: 200 },
            gap: { xs: 1.5, md: 2 },
            overflowX: 'auto',
            scrollSnapType: 'x proximity',
            pb: 1,
            '& > *': { scrollSnapAlign: 'start' },
          }}
        >
          {items ? (
            items.map((item) => <Fragment key={itemKey(item)}>{renderCard(item)}</Fragment>)
          ) : (
            <Delayed>
              {Array.from({ length: skeletons }, (_, i) => (
                <Skeleton key={i} />
              ))}
            </Delayed>
          )}
        </Box>
      )}
    </Stack>
  );
}
