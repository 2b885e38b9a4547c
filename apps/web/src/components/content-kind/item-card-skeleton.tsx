import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** Props of {@link ItemCardSkeleton}. */
export interface ItemCardSkeletonProps {
  /** The widths of the text lines under the cover, top to bottom ("80%"). */
  lines: readonly string[];
  /** The cover placeholder's height in px; a square like the cards' covers when absent. */
  coverHeight?: number;
  /** Keep the content's bottom padding as tight as its top, like ItemCard's content. */
  tight?: boolean;
  /** `data-testid` of the placeholder, for tests that wait for the grid to load. */
  testId?: string;
}

/**
 * The placeholder of one card in a browse grid (design.md §4 loading states): a cover-sized block
 * and a few text lines, hidden from screen readers (the grid's "Loading …" label speaks for it).
 */
export function ItemCardSkeleton({ lines, coverHeight, tight = false, testId }: ItemCardSkeletonProps) {
  return (
    <Card aria-hidden="true" data-testid={testId}>
      <Skeleton
        variant="rectangular"
        height={coverHeight}
        sx={coverHeight === undefined ? { width: '100%', height: 'auto', aspectRatio: '1 / 1' } : undefined}
      />
      <CardContent sx={tight ? { p: 1.5, '&:last-child': { pb: 1.5 } } : { p: 1.5 }}>
        {lines.map((width, i) => (
          // the lines have no identity but their place
          <Skeleton key={i} width={width} />
        ))}
      </CardContent>
    </Card>
  );
}
