import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { PagedResults } from '../../../components/paged-results.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { parsePage } from '../../../lib/parse-page.ts';
import { useNews } from '../api/get-news.ts';
import { NewsCard, NewsCardSkeleton } from '../components/news-card.tsx';
import { NewsGrid } from '../components/news-grid.tsx';

/**
 * `/news/official` (spec §2 news `official`): the official posts, newest first, as cards (cover,
 * title, date, summary), 12 a page with `?page=N` links; loading, empty and error (Retry) states.
 */
export function OfficialNewsPage() {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useNews(true, page);
  useDocumentTitle('Official news');
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Official news
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Announcements from the Synthhub team: site updates, events and community programs.
        </Typography>
      </div>
      <PagedResults
        query={query}
        page={page}
        hrefForPage={paths.news.official.getHref}
        noun="news posts"
        skeleton={
          <NewsGrid label="Loading news posts">
            {Array.from({ length: 6 }, (_, i) => (
              // placeholders have no identity, so the index is their key
              <NewsCardSkeleton key={i} />
            ))}
          </NewsGrid>
        }
        renderItems={(posts) => (
          <NewsGrid label="News posts">
            {posts.map((post) => (
              <NewsCard key={post.id} post={post} href={paths.news.officialPost.getHref(post.id)} />
            ))}
          </NewsGrid>
        )}
      />
    </Stack>
  );
}
