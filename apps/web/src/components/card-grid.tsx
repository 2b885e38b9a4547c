import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A responsive grid of content cards: two columns on a 375 px phone, as many as fit on desktop. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: {
          xs: 'repeat(auto-fill, minmax(150px, 1fr))',
          sm: 'repeat(auto-fill, minmax(190px, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}
