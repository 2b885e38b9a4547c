import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../use-document-title.ts';
import type { UploadCloseReason } from './use-upload-flow.ts';

/** Props of {@link UploadRoutePage}. */
export interface UploadRoutePageProps {
  /** The page heading and document title, e.g. "Upload Beatmap". */
  title: string;
  /** Where Cancel goes when there is no page to go back to (the kind's list). */
  fallbackHref: string;
  /** The kind's upload dialog, open, closing through `onClose`. */
  dialog: (onClose: (reason: UploadCloseReason) => void) => ReactNode;
}

/**
 * A signed-in upload route of spec §2 (`/user/beatmaps/upload`, `/user/playlists/upload`,
 * `/user/models/avatars/upload`): the heading with the kind's upload dialog open straight away.
 * Cancel goes back (or to `fallbackHref`); success and the kind's own links navigate themselves.
 */
export function UploadRoutePage({ title, fallbackHref, dialog }: UploadRoutePageProps) {
  useDocumentTitle(title);
  const navigate = useNavigate();

  const handleClose = (reason: UploadCloseReason) => {
    if (reason !== 'cancel') return;
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(fallbackHref);
  };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {dialog(handleClose)}
    </>
  );
}
