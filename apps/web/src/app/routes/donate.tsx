import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { donateUrl, externalLinks } from '../../config/links.ts';
import { paths } from '../../config/paths.ts';
import { SectionHeading } from './copyright.tsx';

/**
 * `/donate` (spec §1 COMMUNITY; docs/decisions/0028): what running the site costs, how to give
 * (a button to `VITE_DONATE_URL` when the build sets it, else a pointer to the community chat) and
 * ways to help that cost nothing.
 */
export function DonateRoute() {
  return (
    <ContentPage title="Donate">
      <Typography>
        Synthhub is run by volunteers and every beatmap, playlist, stage and avatar stays free to download.
        Donations pay the bills that keep it that way.
      </Typography>

      <SectionHeading>Where the money goes</SectionHeading>
      <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.5, lineHeight: 1.7 } }}>
        <li>the server that runs the site and its database;</li>
        <li>storage for every uploaded file and cover, and the bandwidth of each download;</li>
        <li>backups, the domain name and the e-mail service for password resets.</li>
      </Box>

      <SectionHeading>How to give</SectionHeading>
      {donateUrl ? (
        <Box>
          <Button variant="contained" size="large" href={donateUrl} target="_blank" rel="noopener noreferrer">
            Donate to Synthhub
          </Button>
        </Box>
      ) : (
        <Typography>
          Ask the admins in the{' '}
          <Link href={externalLinks.chat} target="_blank" rel="noopener noreferrer">
            community chat
          </Link>{' '}
          how to chip in to this year’s hosting fund. Thank you!
        </Typography>
      )}

      <SectionHeading>Other ways to help</SectionHeading>
      <Typography>
        Map a song, rate and review maps, help newcomers in the chat, or{' '}
        <Link component={RouterLink} to={paths.copyright.getHref()}>
          report a problem
        </Link>{' '}
        when you see one. A site like this lives on its community as much as on its servers.
      </Typography>
    </ContentPage>
  );
}
