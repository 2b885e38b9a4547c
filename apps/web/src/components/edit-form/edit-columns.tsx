import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The two columns of an edit page: `aside` (cover, facts; `asideWidth` px from md up) and `children` (the form). */
export function EditColumns({
  aside,
  asideWidth = 280,
  children,
}: {
  aside: ReactNode;
  asideWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: `${asideWidth}px 1fr` },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {aside}
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}
