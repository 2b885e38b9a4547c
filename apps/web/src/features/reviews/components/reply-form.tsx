import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { REPLY_TEXT_MAX } from '@synthhub/shared/reviews/reviews.constants';
import { normaliseReviewText, reviewReplySchema } from '@synthhub/shared/reviews/reviews.schemas';
import { useState } from 'react';
import { errorLines } from '../../../lib/api-error.ts';

/** Props of {@link ReplyForm}. */
export interface ReplyFormProps {
  /** The reply so far ('' when none). */
  initial: string;
  /** Sends the text ('' removes the reply); a rejection is shown. */
  onSubmit: (text: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The mapper's reply to one review (docs/decisions/0027): a text field with a counter, checked
 * by the shared `reviewReplySchema` (at most 1000 characters); Save, Cancel, and Remove reply
 * when there is one (an empty reply removes it on the server too).
 */
export function ReplyForm({ initial, onSubmit, onCancel }: ReplyFormProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const checked = reviewReplySchema.safeParse({ text });
  const invalid = checked.success ? null : (checked.error.issues[0]?.message ?? 'Invalid reply');

  const send = async (value: string) => {
    setPending(true);
    setError(null);
    try {
      await onSubmit(value);
    } catch (failure) {
      setError(errorLines(failure).join(' '));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      sx={{ mt: 2, ml: { xs: 0, sm: 4 } }}
      aria-label="Reply to this review"
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) void send(text);
      }}
    >
      <TextField
        label="Your reply"
        multiline
        minRows={2}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={!!invalid}
        helperText={`${invalid ?? 'Plain text.'} ${normaliseReviewText(text).length}/${REPLY_TEXT_MAX}`}
        autoFocus
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="small" loading={pending} disabled={!!invalid}>
          Save reply
        </Button>
        <Button size="small" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        {initial !== '' && (
          <Button size="small" color="error" onClick={() => void send('')} disabled={pending}>
            Remove reply
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
