import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths.ts';

/** Props of {@link ItemDetailLayout}. */
export interface ItemDetailLayoutProps {
  /** The cover image element, shown in the left column with rounded corners and a shadow. */
  cover: ReactNode;
  /** Width of the cover column on wide screens and its max width on narrow ones, in px (default 320). */
  coverWidth?: number;
  /** The info column's content, stacked with spacing 2. */
  children: ReactNode;
}

/**
 * The two-column body of every single-item page (beatmap, avatar, stage, playlist): the cover on
 * the left (centred above the info on narrow screens) and the info column on the right.
 */
export function ItemDetailLayout({ cover, coverWidth = 320, children }: ItemDetailLayoutProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: `${coverWidth}px 1fr` },
      }}
    >
      <Box sx={{ maxWidth: { xs: coverWidth, md: 'none' }, width: '100%', mx: { xs: 'auto', md: 0 } }}>
        <Box sx={{ borderRadius: 2, overflow: 'hidden', boxShadow: 4 }}>{cover}</Box>
      </Box>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

/** The item page's heading (`h1`, bold, breaking long names anywhere). */
export function ItemDetailTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

/** An item's free-text description, keeping its line breaks; renders nothing when empty or null. */
export function ItemDescription({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}

/** The line under a detail page's title: who uploaded or owns the item, and what follows. */
export function ItemByline({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ mt: 0.5 }}>
      {children}
    </Typography>
  );
}

/** A link to a user's profile (spec §2 `/profile/{username}`), named by the username. */
export function ProfileLink({ username }: { username: string }) {
  return (
    <Link component={RouterLink} to={paths.profile.getHref(username)}>
      {username}
    </Link>
  );
}
