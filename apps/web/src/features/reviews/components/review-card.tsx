import ThumbDownIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Review } from '@synthhub/shared/reviews/reviews.schemas';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** A date as "26 Nov 2026" in the reader's locale, with the full time in the `title`. */
function ReviewDate({ iso, prefix = '' }: { iso: string; prefix?: string }) {
  const date = new Date(iso);
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {prefix}
      <time dateTime={iso} title={date.toLocaleString()}>
        {date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}
      </time>
    </Typography>
  );
}

/** User text kept as written: escaped by React, line breaks shown, long words wrapped (docs/decisions/0027). */
const plainText = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The "Recommended" / "Not recommended" chip of a review. */
export function RecommendChip({ recommend }: { recommend: boolean }) {
  return recommend ? (
    <Chip size="small" color="success" variant="outlined" icon={<ThumbUpIcon />} label="Recommended" />
  ) : (
    <Chip size="small" color="warning" variant="outlined" icon={<ThumbDownIcon />} label="Not recommended" />
  );
}

/** Props of {@link ReviewCard}. */
export interface ReviewCardProps {
  review: Review;
  /** The mapper's name, for the reply's heading. */
  mapperName: string;
  /** Buttons under the text (Edit/Delete for the author, Reply for the mapper). */
  actions?: ReactNode;
  /** Buttons under the mapper's reply (Edit reply for the mapper); shown only when there is a reply. */
  replyActions?: ReactNode;
  /** Shown in place of the reply while the mapper edits it. */
  replyEditor?: ReactNode;
  /** Marks the signed-in user's own review ("Your review"). */
  own?: boolean;
}

/**
 * One review (docs/decisions/0027): the author (linked to their profile), the date (and "edited"),
 * the recommend chip, the text as plain text with its line breaks, then the mapper's reply, if any.
 * An `article` labelled by the author's name, so a screen reader can move review by review.
 */
export function ReviewCard({
  review,
  mapperName,
  actions,
  replyActions,
  replyEditor,
  own = false,
}: ReviewCardProps) {
  const headingId = `review-${review.id}-author`;
  const edited = review.updated_at !== review.created_at;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, borderColor: own ? 'primary.main' : undefined }}
      data-testid="review"
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Avatar src={review.user.avatar_url ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
          {review.user.username[0]?.toUpperCase()}
        </Avatar>
        <Typography component="h3" variant="subtitle1" id={headingId} sx={{ fontWeight: 600 }}>
          {own ? (
            'Your review'
          ) : (
            <Link component={RouterLink} to={paths.profile.getHref(review.user.username)} color="inherit">
              {review.user.username}
            </Link>
          )}
        </Typography>
        <ReviewDate iso={review.created_at} />
        {edited && <ReviewDate iso={review.updated_at} prefix="edited " />}
        <Box sx={{ flexGrow: 1 }} />
        <RecommendChip recommend={review.recommend} />
      </Stack>
      <Typography sx={{ ...plainText, mt: 1.5 }}>{review.text}</Typography>
      {actions && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {actions}
        </Stack>
      )}
      {replyEditor ??
        (review.reply !== null && (
          <Box
            sx={{ mt: 2, ml: { xs: 1, sm: 4 }, pl: 2, borderLeft: 3, borderColor: 'secondary.main' }}
            aria-label={`Reply from ${mapperName}`}
            role="group"
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="p">
                Reply from {mapperName}
              </Typography>
              {review.reply_at && <ReviewDate iso={review.reply_at} />}
            </Stack>
            <Typography sx={{ ...plainText, mt: 0.5 }}>{review.reply}</Typography>
            {replyActions && (
              <Stack direction="row" spacing={1} sx={{ mt: 0.5, ml: -1 }}>
                {replyActions}
              </Stack>
            )}
          </Box>
        ))}
    </Paper>
  );
}
