import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

/** The site's sanitising Markdown renderer (docs/decisions/0028), loaded with the first text shown. */
const NewsMarkdown = lazy(() => import('./news-markdown.tsx').then((m) => ({ default: m.NewsMarkdown })));

/**
 * Markdown (a mod's description or changelog, a news body) rendered SANITISED by the news renderer
 * (no raw HTML, only http(s)/mailto/site URLs; docs/decisions/0028), whose code loads on first use
 * behind a skeleton `fallbackHeight` px high. Renders nothing for blank text.
 */
export function LazyMarkdown({
  markdown,
  fallbackHeight = 60,
}: {
  markdown: string;
  fallbackHeight?: number;
}) {
  if (!markdown.trim()) return null;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={fallbackHeight} aria-label="Loading text" />}>
      <NewsMarkdown markdown={markdown} />
    </Suspense>
  );
}
