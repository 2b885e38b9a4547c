import Box from '@mui/material/Box';
import { useState } from 'react';
import { apiUrl } from '../../../config/env.ts';

/** Shown when a post has no cover or it fails to load. */
const FALLBACK_GRADIENT = 'linear-gradient(135deg, #ec407a 0%, #7b1fa2 55%, #1a237e 100%)';

/**
 * A post's wide (16:9) cover from its `cover_url` (relative or https), falling back to a gradient.
 * Decorative (`alt=""`): the title is always beside it. `eager` loads it at once (the post page).
 */
export function NewsCover({ url, eager = false }: { url: string | null; eager?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = url === null ? null : apiUrl(url);
  const show = src !== null && failed !== src;
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', background: FALLBACK_GRADIENT, overflow: 'hidden' }}>
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
