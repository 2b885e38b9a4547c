import CableIcon from '@mui/icons-material/Cable';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';

function Way({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.light', mt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <div>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {children}
        </Typography>
      </div>
    </Paper>
  );
}

/**
 * Home page "How installing works": the two ways onto the game (spec §2 /device, "Device
 * management"; folders from formats.md §8): on a PC, choose the game's `SynthRidersUC` folder once
 * and Install copies each file into `CustomSongs`, `CustomStages` …; a Quest connects by USB cable
 * from Chrome or Edge (developer mode and USB debugging on). Links to /device to set it up.
 */
export function HowInstallingWorks() {
  return (
    <Stack component="section" aria-label="How installing works" spacing={1.5}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        How installing works
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Way icon={<FolderOpenIcon />} title="On a PC">
          Choose the game&apos;s <code>SynthRidersUC</code> folder once (in Steam&apos;s{' '}
          <code>steamapps/common/SynthRiders</code>). Install then copies each song into{' '}
          <code>CustomSongs</code>, and stages, avatars and playlists into their own folders. Or download the
          file and put it there yourself.
        </Way>
        <Way icon={<CableIcon />} title="On a Quest, with a cable">
          Connect the headset to your computer with a USB cable and open this site in Chrome or Edge. With
          developer mode and USB debugging allowed, Install puts the files straight onto the headset.
        </Way>
      </Box>
      <Box>
        <Button component={RouterLink} to={paths.device.getHref()} variant="outlined">
          Set up your device
        </Button>
      </Box>
    </Stack>
  );
}
