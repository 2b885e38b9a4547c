import Box from '@mui/material/Box';
import { useState } from 'react';
import { apiUrl } from '../../../config/env.ts';

/** Shown when a post has no cover or it fails to load. */
const FALLBACK_GRADIENT = 'linear-gradient(135deg, #ec407a 0%, #7b1fa2 55%, #1a237e 100%)';

/** Props of {@link NewsCover}. */
export interface NewsCoverProps {
  url: string | null;
  /** Load at once (the post page's banner) instead of when scrolled near. */
  eager?: boolean;
  /** `card` (16:9; 2:1 on a phone) in lists, `banner` (3:1; 2:1 on a phone) above a post. */
  shape?: 'card' | 'banner';
}

/**
 * A post's wide cover from its `cover_url` (relative or https), cropped to `shape`, falling back
 * to a gradient. Decorative (`alt=""`): the title is always beside it.
 */
export function NewsCover({ url, eager = false, shape = 'card' }: NewsCoverProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = url === null ? null : apiUrl(url);
  const show = src !== null && failed !== src;
  return (
    <Box
      sx={{
        width: '100%',
        aspectRatio: { xs: '2 / 1', sm: shape === 'card' ? '16 / 9' : '3 / 1' },
        background: FALLBACK_GRADIENT,
        overflow: 'hidden',
      }}
    >
      {show && (
        <Box
          component="img"
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(src)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}
