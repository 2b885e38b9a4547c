import Box from '@mui/material/Box';
import type { CoverSize } from '@synthhub/shared/beatmaps/beatmaps.constants';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { useState } from 'react';
import { coverSrc } from '../lib/cover.ts';

/** Shown when an item has no cover or its image fails to load. */
const FALLBACK_GRADIENT = 'linear-gradient(135deg, #ec407a 0%, #7b1fa2 55%, #1a237e 100%)';

/** Props of {@link CoverImage}. */
export interface CoverImageProps {
  /** Any content item with a relative `cover_url` and `cover_version` (formats.md §6.3). */
  item: Pick<Beatmap, 'cover_url' | 'cover_version'>;
  size: CoverSize;
  /** Text alternative; empty (decorative) by default because the title sits beside the cover. */
  alt?: string;
  /** Load at once (the main image of a page) instead of when scrolled near. */
  eager?: boolean;
  /**
   * The page's largest first paint (the first cards of a list, docs/decisions/0029): loaded at once
   * and ahead of other requests (`fetchpriority="high"`).
   */
  priority?: boolean;
}

/** A square cover (beatmap, playlist, stage, avatar) that falls back to a gradient when there is no image or it fails to load. */
export function CoverImage({ item, size, alt = '', eager = false, priority = false }: CoverImageProps) {
  const src = coverSrc(item, size);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && failedSrc !== src;
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '1 / 1',
        background: FALLBACK_GRADIENT,
        overflow: 'hidden',
      }}
      data-testid="cover-image"
      data-fallback={showImage ? undefined : 'true'}
    >
      {showImage && (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          width={size}
          height={size}
          onError={() => setFailedSrc(src)}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
