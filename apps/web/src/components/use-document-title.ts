import { useEffect } from 'react';

/** The site name appended to every page title. */
export const SITE_NAME = 'Synthhub';

/** Sets `document.title` to "`title` · Synthhub" while the calling page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
