import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A responsive grid of content cards: two columns on a 375 px phone, as many as fit on desktop.
 * `wide` cards (a mapper's stats) take at least 260 px: one column on a phone.
 */
export function CardGrid({
  children,
  label,
  wide = false,
}: {
  children: ReactNode;
  label?: string;
  wide?: boolean;
}) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: wide
          ? 'repeat(auto-fill, minmax(260px, 1fr))'
          : {
              xs: 'repeat(auto-fill, minmax(150px, 1fr))',
              sm: 'repeat(auto-fill, minmax(190px, 1fr))',
            },
      }}
    >
      {children}
    </Box>
  );
}
