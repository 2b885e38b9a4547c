import BoltIcon from '@mui/icons-material/Bolt';
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { useSnackbar } from 'notistack';
import { paths } from '../../../config/paths.ts';

/**
 * The one-click install link of a beatmap, `synthriderz://beatmap/{id}/{hash}` (formats.md §6.5,
 * the new form: the installer reads `/api/beatmaps/{id}` and downloads by hash).
 */
export function oneClickHref(beatmap: Pick<Beatmap, 'id' | 'hash'>): string {
  return `synthriderz://beatmap/${beatmap.id}/${beatmap.hash}`;
}

/**
 * "Share": copies the beatmap page's absolute link (`location.origin` + `/beatmaps/{id}`) with
 * `navigator.clipboard.writeText`, then says "Link copied" in a snackbar, or "Could not copy the
 * link: …" when the browser refuses (no permission) or has no clipboard (an insecure page).
 */
export function ShareBeatmapButton({ beatmap }: { beatmap: Pick<Beatmap, 'id'> }) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    const url = new URL(paths.beatmaps.detail.getHref(beatmap.id), window.location.origin).href;
    try {
      // Browsers offer the clipboard only on secure pages (https or localhost).
      if (!navigator.clipboard) throw new Error('this browser allows copying only on a secure (https) page');
      await navigator.clipboard.writeText(url);
      enqueueSnackbar('Link copied', { variant: 'success' });
    } catch (error) {
      const why = error instanceof Error ? error.message : 'the browser refused';
      enqueueSnackbar(`Could not copy the link: ${why}`, { variant: 'error' });
    }
  };
  return (
    <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void copy()}>
      Share
    </Button>
  );
}

/**
 * "One-click install": the {@link oneClickHref} link, which a one-click installer registered for
 * the `synthriderz:` scheme opens (formats.md §6.5); the tooltip says so. The caller shows it only
 * where it applies (a beatmap with a file: not an official-soundtrack entry).
 */
export function OneClickInstallLink({ beatmap }: { beatmap: Pick<Beatmap, 'id' | 'hash'> }) {
  return (
    <Tooltip describeChild title="Opens a one-click installer (such as Synth One Click) if you have one">
      <Button variant="outlined" startIcon={<BoltIcon />} href={oneClickHref(beatmap)}>
        One-click install
      </Button>
    </Tooltip>
  );
}
