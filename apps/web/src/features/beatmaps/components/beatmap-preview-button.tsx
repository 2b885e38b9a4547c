import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { SxProps, Theme } from '@mui/material/styles';
import { PreviewButton } from '../../../components/preview/preview-button.tsx';
import { apiUrl } from '../../../config/env.ts';

/** The preview player's key of a beatmap (lib/preview-player.ts): the map preview follows the element playing under it. */
export const beatmapPreviewKey = (id: number) => `beatmap:${id}`;

/**
 * The URL of a beatmap's song audio, `GET /api/beatmaps/{id}/audio`, with `?v=<hash>` when known so
 * the browser may keep it for a year (the bytes of a version never change).
 */
export function beatmapAudioSrc(beatmap: Pick<Beatmap, 'id'> & Partial<Pick<Beatmap, 'hash'>>): string {
  const query = beatmap.hash ? `?v=${encodeURIComponent(beatmap.hash)}` : '';
  return apiUrl(`/api/beatmaps/${beatmap.id}/audio${query}`);
}

/**
 * The play/pause preview of a beatmap's song (components/preview), named "Play preview of
 * <artist> - <title>". On a card it sits over the cover's top-left corner (`overCover`).
 */
export function BeatmapPreviewButton({
  beatmap,
  size,
  overCover = false,
  sx,
}: {
  beatmap: Pick<Beatmap, 'id' | 'title' | 'artist'> & Partial<Pick<Beatmap, 'hash'>>;
  size?: number;
  overCover?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <PreviewButton
      src={beatmapAudioSrc(beatmap)}
      title={`${beatmap.artist} - ${beatmap.title}`}
      previewKey={beatmapPreviewKey(beatmap.id)}
      size={size}
      sx={overCover ? { position: 'absolute', top: 8, left: 8 } : sx}
    />
  );
}
