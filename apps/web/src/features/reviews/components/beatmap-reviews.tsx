import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { Review } from '@synthhub/shared/reviews/reviews.schemas';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { PagedResults } from '../../../components/paged-results.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { useReviews } from '../api/get-reviews.ts';
import { useReplyToReview } from '../api/reply-review.ts';
import { useSaveReview } from '../api/save-review.ts';
import { DeleteReviewDialog } from './delete-review-dialog.tsx';
import { ReplyForm } from './reply-form.tsx';
import { ReviewCard } from './review-card.tsx';
import { ReviewForm } from './review-form.tsx';

/** Props of {@link BeatmapReviews}. */
export interface BeatmapReviewsProps {
  beatmap: Beatmap;
  /** The page of reviews asked for (1-based, from `?page=`). */
  page: number;
  /** Link of another page of reviews. */
  hrefForPage: (page: number) => string;
}

/**
 * The Reviews tab of `/beatmaps/{id}` (spec §2 child `reviews`; docs/decisions/0027): how many
 * reviews recommend the map; the signed-in user's own review first (Edit, Delete with a
 * confirmation) or the form to write one (not for the map's mapper; signed-out visitors get a
 * sign-in link); then every other review, newest first, paginated, each with the mapper's reply
 * and, for the mapper, a Reply button. Loading skeletons, an empty state and Retry on errors.
 */
export function BeatmapReviews({ beatmap, page, hrefForPage }: BeatmapReviewsProps) {
  const user = useCurrentUser();
  const query = useReviews(beatmap.id, user?.id ?? null, page);
  const isMapper = user?.id === beatmap.user.id;
  const mine = query.data?.mine ?? null;
  const total = query.data?.review_count ?? beatmap.review_count;
  const recommends = query.data?.recommend_count ?? beatmap.recommend_count;

  return (
    <Stack spacing={3} component="section" aria-labelledby="reviews-heading">
      <Stack spacing={0.5}>
        <Typography variant="h6" component="h2" id="reviews-heading">
          Reviews
        </Typography>
        {total > 0 && (
          <Typography color="text.secondary" data-testid="review-summary">
            {recommends} of {total} {total === 1 ? 'reviewer recommends' : 'reviewers recommend'} this beatmap
          </Typography>
        )}
      </Stack>
      {query.data && <OwnReview beatmap={beatmap} mine={mine} signedIn={!!user} isMapper={isMapper} />}
      <PagedResults
        query={query}
        page={page}
        hrefForPage={hrefForPage}
        noun="reviews"
        skeleton={<ReviewsSkeleton />}
        emptyHint={
          isMapper ? 'Reviews of your beatmap will show here.' : 'Be the first to review this beatmap.'
        }
        renderItems={(reviews) => (
          <Stack spacing={2}>
            {reviews
              .filter((review) => review.id !== mine?.id)
              .map((review) => (
                <OtherReview key={review.id} review={review} beatmap={beatmap} isMapper={isMapper} />
              ))}
          </Stack>
        )}
      />
    </Stack>
  );
}

/** The signed-in user's part: their review with Edit/Delete, the form, or why there is none. */
function OwnReview({
  beatmap,
  mine,
  signedIn,
  isMapper,
}: {
  beatmap: Beatmap;
  mine: Review | null;
  signedIn: boolean;
  isMapper: boolean;
}) {
  const location = useLocation();
  const save = useSaveReview();
  const remove = useDeleteReview();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (!signedIn) {
    return (
      <Alert severity="info">
        <Link component={RouterLink} to={paths.login.getHref(location.pathname + location.search)}>
          Sign in
        </Link>{' '}
        to write a review.
      </Alert>
    );
  }
  if (isMapper) {
    return (
      <Typography color="text.secondary">
        This is your beatmap: you can reply to its reviews, but not review it yourself.
      </Typography>
    );
  }
  if (!mine || editing) {
    return (
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {mine ? 'Edit your review' : 'Write a review'}
        </Typography>
        <ReviewForm
          key={mine?.id ?? 'new'}
          review={mine ?? undefined}
          onCancel={mine ? () => setEditing(false) : undefined}
          onSubmit={async (body) => {
            await save.mutateAsync(
              mine ? { beatmapId: beatmap.id, reviewId: mine.id, body } : { beatmapId: beatmap.id, body },
            );
            setEditing(false);
            enqueueSnackbar(mine ? 'Review saved.' : 'Review posted.', { variant: 'success' });
          }}
        />
      </Stack>
    );
  }
  return (
    <>
      <ReviewCard
        review={mine}
        mapperName={beatmap.user.username}
        own
        actions={
          <>
            <Button size="small" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button size="small" color="error" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </>
        }
      />
      <DeleteReviewDialog
        open={confirming}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(
            { beatmapId: beatmap.id, reviewId: mine.id },
            {
              onSuccess: () => {
                setConfirming(false);
                enqueueSnackbar('Review deleted.', { variant: 'success' });
              },
            },
          )
        }
      />
    </>
  );
}

/** Someone else's review; the mapper gets Reply (or Edit reply) and the reply form in place. */
function OtherReview({ review, beatmap, isMapper }: { review: Review; beatmap: Beatmap; isMapper: boolean }) {
  const [replying, setReplying] = useState(false);
  const reply = useReplyToReview();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <ReviewCard
      review={review}
      mapperName={beatmap.user.username}
      actions={
        isMapper && !replying && review.reply === null ? (
          <Button size="small" onClick={() => setReplying(true)}>
            Reply
          </Button>
        ) : undefined
      }
      replyActions={
        isMapper ? (
          <Button size="small" onClick={() => setReplying(true)}>
            Edit reply
          </Button>
        ) : undefined
      }
      replyEditor={
        replying ? (
          <ReplyForm
            initial={review.reply ?? ''}
            onCancel={() => setReplying(false)}
            onSubmit={async (text) => {
              await reply.mutateAsync({ beatmapId: beatmap.id, reviewId: review.id, text });
              setReplying(false);
              enqueueSnackbar(text.trim() ? 'Reply saved.' : 'Reply removed.', { variant: 'success' });
            }}
          />
        ) : undefined
      }
    />
  );
}

/** Three review-shaped placeholders while the first page loads. */
function ReviewsSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading reviews">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={120} />
      ))}
    </Stack>
  );
}
