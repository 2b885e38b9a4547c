import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The site's word mark, linking home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      component={RouterLink}
      to={paths.home.getHref()}
      underline="none"
      onClick={onClick}
      aria-label="Synthhub home"
      sx={{
        fontWeight: 800,
        fontSize: { xs: 17, sm: 22 },
        letterSpacing: 1,
        background: (theme) =>
          `linear-gradient(90deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
        backgroundClip: 'text',
        WebkitBackgroundClip: 'text',
        color: 'transparent',
        whiteSpace: 'nowrap',
      }}
    >
      SYNTHHUB
    </Link>
  );
}
