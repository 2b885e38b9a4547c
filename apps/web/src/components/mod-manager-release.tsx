import BuildIcon from '@mui/icons-material/Build';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSiteExternal } from '../lib/site-external.ts';

/**
 * The companion mod manager's latest release (spec §1 MODS, §7 External): its `tag_name`, a
 * Download button (the release's installer, else its page) and the release notes. Renders nothing
 * while the release is unknown, unconfigured or failed to load (spec §7: errors are ignored).
 */
export function ModManagerRelease() {
  const release = useSiteExternal().mod_manager;
  if (!release) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="mod-manager-title"
      variant="outlined"
      sx={{ p: 2, mb: 3, borderColor: 'mods.main' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <BuildIcon sx={{ color: 'mods.main' }} aria-hidden />
        <Stack sx={{ flex: 1 }}>
          <Typography id="mod-manager-title" variant="subtitle1" component="h2">
            NoodleManagerX {release.tag_name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            The community mod manager installs these mods on your PC and keeps them up to date.
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            color="mods"
            startIcon={<DownloadIcon />}
            href={release.download_url ?? release.html_url}
            rel="noopener noreferrer"
          >
            Download {release.tag_name}
          </Button>
          <Button color="mods" href={release.html_url} target="_blank" rel="noopener noreferrer">
            Release notes
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
