import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { errorStatus } from '../../../lib/api-error.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { adminReviewKeys, getAdminReview } from '../api/get-admin-reviews.ts';
import { AuditLog } from '../components/audit-log.tsx';
import { ReviewRowActions } from '../components/review-row-actions.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', hour12: false });

/**
 * `/admin/reviews/{id}` (spec §2 "Admin area" reviews): one review's whole text, its beatmap
 * (linked to the Reviews tab) and author (linked to their account), whether it is hidden, the
 * hide/unhide/delete actions (with the reason sent to the author), and its audit history.
 */
export function AdminReviewPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <ErrorPage status={404} message="No review has this id." />;
  return <AdminReviewDetail id={id} />;
}

function AdminReviewDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const review = useQuery({
    queryKey: adminReviewKeys.detail(id),
    queryFn: ({ signal }) => getAdminReview(id, signal),
  });
  useDocumentTitle(`Review ${id} · Admin`);
  if (review.isError && errorStatus(review.error) === 404)
    return <ErrorPage status={404} message={`Review ${id} was not found.`} />;
  const r = review.data;
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/admin/reviews" variant="body2">
        ← Reviews
      </Link>
      {review.isError ? (
        <RetryAlert
          title="The review could not be loaded"
          error={review.error}
          onRetry={() => void review.refetch()}
        />
      ) : null}
      {!r ? (
        review.isError ? null : (
          <Skeleton variant="rounded" height={160} />
        )
      ) : (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1">
              Review by {r.user.username}
            </Typography>
            {r.hidden_at ? <Chip size="small" color="warning" label="Hidden" /> : null}
          </Stack>
          <Typography color="text.secondary">
            On{' '}
            <Link component={RouterLink} to={paths.beatmaps.reviews.getHref(r.beatmap.id)}>
              {r.beatmap.artist} - {r.beatmap.title}
            </Link>{' '}
            by{' '}
            <Link component={RouterLink} to={`/admin/users/${r.user.id}`}>
              {r.user.username}
            </Link>{' '}
            · {when(r.created_at)} · {r.recommend ? 'Recommends it' : 'Does not recommend it'}
            {r.hidden_at ? ` · hidden ${when(r.hidden_at)}` : ''}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {r.text}
          </Paper>
          <ReviewRowActions review={r} onDeleted={() => void navigate('/admin/reviews')} />
          <Paper variant="outlined" component="section" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              History
            </Typography>
            <AuditLog fixed={{ targetKind: 'review', targetId: String(id) }} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
