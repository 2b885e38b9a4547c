import DownloadIcon from '@mui/icons-material/Download';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { api } from '../lib/api-client.ts';
import { errorLines } from '../lib/api-error.ts';
import { saveFile } from '../lib/save-file.ts';

/** Props of {@link DownloadButton}. */
export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'href'> {
  /** The item's relative `download_url` (formats.md §6.3). */
  downloadUrl: string;
  /** Used when the answer has no `Content-Disposition` file name. */
  fallbackName: string;
}

/**
 * Downloads an item the way spec §7 says: `download_url` is fetched as a blob through the API
 * client (so the uploader's token reaches drafts too) and saved under the name from
 * `Content-Disposition`. Shows a loading state, and "Download failed: …" when it fails.
 */
export function DownloadButton({
  downloadUrl,
  fallbackName,
  children = 'Download',
  ...props
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const handleClick = async () => {
    setBusy(true);
    try {
      const file = await api.request<{ blob: Blob; filename: string | null }>(downloadUrl, { as: 'blob' });
      saveFile(file.blob, file.filename ?? fallbackName);
    } catch (error) {
      enqueueSnackbar(`Download failed: ${errorLines(error)[0]}`, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" startIcon={<DownloadIcon />} {...props} loading={busy} onClick={handleClick}>
      {children}
    </Button>
  );
}
