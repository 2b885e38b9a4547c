import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The grid of news cards: one column on a phone, as many 320 px columns as fit on desktop. */
export function NewsGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
      }}
    >
      {children}
    </Box>
  );
}
