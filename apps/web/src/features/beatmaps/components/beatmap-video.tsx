import VideocamOffIcon from '@mui/icons-material/VideocamOffOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { youtubeEmbedUrl } from '@synthhub/shared/beatmaps/youtube-video';
import { centredColumnSx } from '../../../components/centred-column-sx.ts';

/** Props of {@link BeatmapVideo}. */
export interface BeatmapVideoProps {
  /** The beatmap's `youtube_url` (any of the forms `youtubeVideoId` reads), or null. */
  url: string | null;
  /** The beatmap's title, for the frame's accessible name. */
  title: string;
}

/**
 * The map's preview video in YouTube's privacy-enhanced player (`www.youtube-nocookie.com/embed/…`,
 * allowed by the server's CSP `frame-src`; docs/decisions/0027), 16:9 at any width. The frame
 * sends the site's origin as its referrer (YouTube refuses to play embeds without one, and the
 * site's own policy is `no-referrer`). When `url` names no YouTube video: "The mapper hasn't added
 * a preview video".
 */
export function BeatmapVideo({ url, title }: BeatmapVideoProps) {
  const embed = youtubeEmbedUrl(url);
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        boxShadow: 4,
      }}
    >
      {embed ? (
        <Box
          component="iframe"
          src={embed}
          title={`Preview video of ${title}`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            ...centredColumnSx,
          }}
        >
          <VideocamOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography variant="h6" component="p">
            The mapper hasn&apos;t added a preview video
          </Typography>
          <Typography color="text.secondary">The beatmap page has its audio and map preview.</Typography>
        </Box>
      )}
    </Box>
  );
}
