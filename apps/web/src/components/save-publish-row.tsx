import PublishIcon from '@mui/icons-material/Publish';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** Props of {@link SavePublishRow}. */
export interface SavePublishRowProps {
  /** The save request is running: both buttons show a spinner. */
  pending: boolean;
  /** Disables Save (nothing changed, or the form is invalid). */
  saveDisabled: boolean;
  /** Show Publish (the item is not published yet). */
  showPublish: boolean;
  /** Disables Publish (e.g. the form is invalid); enabled when omitted. */
  publishDisabled?: boolean;
  /** Saves and publishes in one go. */
  onPublish: () => void;
  /** Extra content at the end of the row (e.g. "Unsaved changes"). */
  children?: ReactNode;
}

/**
 * The bottom row of every edit form: "Save" (submits the form) and, while the item is
 * unpublished, "Publish" (saves and publishes). Wraps on narrow screens.
 */
export function SavePublishRow({
  pending,
  saveDisabled,
  showPublish,
  publishDisabled,
  onPublish,
  children,
}: SavePublishRowProps) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained" loading={pending} disabled={saveDisabled}>
        Save
      </Button>
      {showPublish && (
        <Button
          type="button"
          variant="contained"
          color="secondary"
          startIcon={<PublishIcon />}
          loading={pending}
          disabled={publishDisabled}
          onClick={onPublish}
        >
          Publish
        </Button>
      )}
      {children}
    </Stack>
  );
}
