import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useState } from 'react';
import { LazyMarkdown } from './lazy-markdown.tsx';

/** Props of {@link MarkdownWritePreview}. */
export interface MarkdownWritePreviewProps {
  /** The tabs' accessible name, e.g. "Body". */
  label: string;
  /** The text being written, for the preview. */
  markdown: string;
  /** The preview box's least height, in px. */
  minHeight: number;
  /** Shown in the preview when the text is blank (else nothing). */
  emptyText?: string;
  /** The editor: the Markdown text field shown on the Write tab. */
  children: ReactNode;
}

/**
 * Write / Preview tabs over a Markdown text field (news posts, mod descriptions): the preview
 * renders the text as its page will, sanitised ({@link LazyMarkdown}, docs/decisions/0028).
 */
export function MarkdownWritePreview({
  label,
  markdown,
  minHeight,
  emptyText,
  children,
}: MarkdownWritePreviewProps) {
  const [preview, setPreview] = useState(false);
  return (
    <Box>
      <Tabs value={preview ? 1 : 0} onChange={(_e, tab: number) => setPreview(tab === 1)} aria-label={label}>
        <Tab label="Write" />
        <Tab label="Preview" />
      </Tabs>
      {preview ? (
        <Box
          role="region"
          aria-label="Preview"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mt: 1, minHeight }}
        >
          {markdown.trim() || !emptyText ? (
            <LazyMarkdown markdown={markdown} fallbackHeight={120} />
          ) : (
            <Box sx={{ color: 'text.secondary' }}>{emptyText}</Box>
          )}
        </Box>
      ) : (
        children
      )}
    </Box>
  );
}
