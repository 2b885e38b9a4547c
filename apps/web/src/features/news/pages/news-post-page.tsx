import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useNewsPost } from '../api/get-news-post.ts';
import { NewsCover } from '../components/news-cover.tsx';
import { formatNewsDate } from '../components/news-date.ts';

// react-markdown + remark-gfm are large: loaded with the first post shown, never on browse pages.
const NewsMarkdown = lazy(() =>
  import('../../../components/news-markdown.tsx').then((m) => ({ default: m.NewsMarkdown })),
);

/** Lines of placeholder text while the post or its Markdown renderer loads. */
function BodySkeleton() {
  return (
    <Box aria-hidden="true" data-testid="news-body-skeleton">
      {[95, 88, 92, 60, 90, 75].map((w, i) => (
        // placeholders have no identity, so the index is their key
        <Skeleton key={i} width={`${w}%`} />
      ))}
    </Box>
  );
}

/** The page while the post loads. */
function PostSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading the post">
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', height: 'auto', aspectRatio: { xs: '2 / 1', sm: '3 / 1' } }}
      />
      <Skeleton width="70%" height={48} />
      <Skeleton width="30%" />
      <BodySkeleton />
    </Stack>
  );
}

/**
 * One news post (spec §2 news pages; docs/decisions/0028) by `postRef`, an id or a slug: cover,
 * title (the page's h1), date and author, then the Markdown body (rendered in a lazy chunk, no raw
 * HTML). An unknown slug or a draft shows the 404 page with the server's message; other failures
 * a Retry.
 */
export function NewsPost({ postRef }: { postRef: string }) {
  const query = useNewsPost(postRef);
  const post = query.data;
  useDocumentTitle(post?.title ?? 'News');
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return (
    <Box component="article" sx={{ maxWidth: 820, mx: 'auto' }}>
      <Button
        component={RouterLink}
        to={paths.news.official.getHref()}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2 }}
      >
        News
      </Button>
      {!post ? (
        <PostSkeleton />
      ) : (
        <Stack spacing={2}>
          <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
            <NewsCover url={post.cover_url} eager shape="banner" />
          </Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {post.title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary">
              <time dateTime={post.published_at ?? undefined}>
                {formatNewsDate(post.published_at) || 'Draft'}
              </time>
              {post.author && <> · by {post.author.username}</>}
            </Typography>
            {post.official && <Chip size="small" color="primary" variant="outlined" label="Official" />}
          </Stack>
          <ErrorBoundary
            fallback={
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => window.location.reload()}>
                    Retry
                  </Button>
                }
              >
                Could not show the text of this post.
              </Alert>
            }
          >
            <Suspense fallback={<BodySkeleton />}>
              <NewsMarkdown markdown={post.body_markdown} />
            </Suspense>
          </ErrorBoundary>
        </Stack>
      )}
    </Box>
  );
}

/** `/news/official/{id}` (spec §2 `official/{id?}`): one post by id. */
export function OfficialNewsPostPage() {
  const { id = '' } = useParams();
  return <NewsPost key={id} postRef={id} />;
}

/**
 * `/news/{slug}` for every other news page (spec §2: halloween22, holiday-map-pack, wavemakers,
 * 2023/coconut-edition, 2023/golf-event, the 2023 interview, `{token}`): the splat is the slug
 * (one `/` allowed). `/news` alone goes to `/news/official`.
 */
export function NewsSlugPage() {
  const slug = (useParams()['*'] ?? '').replace(/\/+$/, '');
  if (!slug) return <Navigate to={paths.news.official.getHref()} replace />;
  return <NewsPost key={slug} postRef={slug} />;
}
