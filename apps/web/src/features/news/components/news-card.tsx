import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { NewsPostSummary } from '@synthhub/shared/news/news.schemas';
import { Link as RouterLink } from 'react-router';
import { formatNewsDate } from './news-date.ts';
import { NewsCover } from './news-cover.tsx';

/** A post in a list: cover, title (an h2 link to `href`), date and summary (plain text, escaped by React). */
export function NewsCard({ post, href }: { post: NewsPostSummary; href: string }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={href} sx={{ height: '100%', alignItems: 'stretch' }}>
        <NewsCover url={post.cover_url} />
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {post.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            <time dateTime={post.published_at ?? undefined}>{formatNewsDate(post.published_at)}</time>
          </Typography>
          {post.summary && <Typography sx={{ mt: 1 }}>{post.summary}</Typography>}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The placeholder of a {@link NewsCard} while the list loads. */
export function NewsCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="news-card-skeleton">
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', height: 'auto', aspectRatio: { xs: '2 / 1', sm: '16 / 9' } }}
      />
      <CardContent>
        <Skeleton width="80%" height={32} />
        <Skeleton width="35%" />
        <Skeleton width="95%" />
        <Skeleton width="70%" />
      </CardContent>
    </Card>
  );
}
