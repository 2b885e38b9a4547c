import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title.ts';

/** A simple text page (copyright, privacy, donate): a heading and readable-width content. */
export function ContentPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, '& p': { lineHeight: 1.7 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
