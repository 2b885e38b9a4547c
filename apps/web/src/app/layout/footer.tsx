import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The footer with the copyright and privacy links (spec §1) and the news (docs/decisions/0028). */
export function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 2, mt: 4 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'center', flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} Synthhub
        </Typography>
        <Link component={RouterLink} to={paths.copyright.getHref()} variant="body2" color="text.secondary">
          Copyright
        </Link>
        <Link component={RouterLink} to={paths.privacy.getHref()} variant="body2" color="text.secondary">
          Privacy
        </Link>
        <Link
          component={RouterLink}
          to={paths.news.official.getHref()}
          variant="body2"
          color="text.secondary"
        >
          News
        </Link>
      </Stack>
    </Box>
  );
}
