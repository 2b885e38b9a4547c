import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The layout of a placeholder standing in for a picture or a video (a playlist's gradient cover, a
 * beatmap without a preview video): an icon and a few lines stacked in a column, centred both ways,
 * with centred text. Spread it into the placeholder's `sx` where the kind's own styles go around it.
 */
export const centredColumnSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  p: 2,
  textAlign: 'center',
} as const satisfies SxProps<Theme>;
