import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { FOCUS_RING } from '../theme.ts';

/** The id of the page's `<main>`, the skip link's target (it has `tabIndex={-1}` to take focus). */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content" (WCAG 2.4.1 Bypass Blocks): the first focusable element of every page, hidden
 * until it has keyboard focus, then shown at the top left over the app bar. Activating it (Enter or a
 * click) moves focus to `<main id="main-content">`, so the next Tab starts in the page instead of
 * the app bar and the sidebar. Focus is moved in code rather than by the `#main-content` fragment,
 * which would add a history entry and scroll the router's page.
 */
export function SkipLink() {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    // focus() alone would scroll <main>'s top to the window's top, under the fixed app bar; <main>
    // starts right below the app bar, so the top of the page is where its content begins
    main.focus({ preventScroll: true });
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  };
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={handleClick}
      underline="always"
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 700,
        boxShadow: 8,
        // off-screen until focused (not display:none, which would take it out of the Tab order)
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none', ...FOCUS_RING },
      })}
    >
      Skip to content
    </Link>
  );
}
