import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import remarkGfm from 'remark-gfm';

/**
 * The URL a Markdown link or image may keep (docs/decisions/0028): site paths (`/beatmaps`), page
 * anchors (`#results`) and http(s) and mailto URLs. Everything else — `javascript:`, `data:`,
 * `vbscript:`, protocol-relative `//host` — becomes '' (a link to nowhere, an image not loaded).
 */
export function safeMarkdownUrl(url: string): string {
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith('#')) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? trimmed : '';
  } catch {
    return '';
  }
}

/** A Markdown link: a router link for site paths, else a new-tab link; always rel="noopener noreferrer". */
function MarkdownLink({ href, children }: ComponentPropsWithoutRef<'a'>) {
  if (!href) return <span>{children}</span>;
  if (href.startsWith('/') || href.startsWith('#'))
    return (
      <Link component={RouterLink} to={href} rel="noopener noreferrer">
        {children}
      </Link>
    );
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

/**
 * Markdown headings one level down (a post's `#` is an h2), so the page keeps its one h1: the
 * post's title.
 */
const heading = (level: 2 | 3 | 4 | 5 | 6, variant: 'h5' | 'h6' | 'subtitle1') =>
  function MarkdownHeading({ children }: ComponentPropsWithoutRef<'h1'>) {
    return (
      <Typography variant={variant} component={`h${level}`} sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
        {children}
      </Typography>
    );
  };

/** Markdown elements as MUI components (docs/decisions/0028). */
const components: Components = {
  h1: heading(2, 'h5'),
  h2: heading(3, 'h6'),
  h3: heading(4, 'subtitle1'),
  h4: heading(5, 'subtitle1'),
  h5: heading(6, 'subtitle1'),
  h6: heading(6, 'subtitle1'),
  p: ({ children }) => <Typography sx={{ my: 1.5, lineHeight: 1.7 }}>{children}</Typography>,
  a: MarkdownLink,
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <Box
        component="img"
        src={src}
        alt={alt ?? ''}
        loading="lazy"
        decoding="async"
        sx={{ maxWidth: '100%', height: 'auto', borderRadius: 1 }}
      />
    ) : null,
  ul: ({ children }) => (
    <Box component="ul" sx={{ pl: 3, my: 1.5, '& li': { my: 0.5, lineHeight: 1.7 } }}>
      {children}
    </Box>
  ),
  ol: ({ children }) => (
    <Box component="ol" sx={{ pl: 3, my: 1.5, '& li': { my: 0.5, lineHeight: 1.7 } }}>
      {children}
    </Box>
  ),
  blockquote: ({ children }) => (
    <Box
      component="blockquote"
      sx={{ mx: 0, my: 2, pl: 2, borderLeft: 4, borderColor: 'primary.main', color: 'text.secondary' }}
    >
      {children}
    </Box>
  ),
  code: ({ children }) => (
    <Box
      component="code"
      sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}
    >
      {children}
    </Box>
  ),
  pre: ({ children }) => (
    <Box component="pre" sx={{ overflowX: 'auto', p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
      {children}
    </Box>
  ),
  // A wide table scrolls sideways inside a focusable named region (keyboard scrolling on a phone).
  table: ({ children }) => (
    <Box role="region" aria-label="Table" tabIndex={0} sx={{ overflowX: 'auto', my: 2 }}>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          minWidth: '100%',
          '& th, & td': {
            border: 1,
            borderColor: 'divider',
            px: 1.5,
            py: 1,
            textAlign: 'left',
            overflowWrap: 'normal',
          },
          '& th': { whiteSpace: 'nowrap' },
          '& thead th': { bgcolor: 'action.hover' },
        }}
      >
        {children}
      </Box>
    </Box>
  ),
};

/**
 * A post's Markdown (GFM: tables, task lists, strikethrough, autolinks) as MUI elements
 * (docs/decisions/0028). Raw HTML is never rendered: without rehype-raw, react-markdown leaves
 * HTML out (`skipHtml` makes that explicit), so `<script>` or `<img onerror>` never reach the DOM;
 * link and image URLs pass {@link safeMarkdownUrl}; links open with rel="noopener noreferrer";
 * images load lazily. This module is big (react-markdown + remark-gfm): import it lazily.
 */
export function NewsMarkdown({ markdown }: { markdown: string }) {
  return (
    <Box sx={{ overflowWrap: 'anywhere' }}>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={safeMarkdownUrl} components={components}>
        {markdown}
      </Markdown>
    </Box>
  );
}
