import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@synthhub/shared/reviews/reviews.constants';
import {
  type Review,
  type ReviewCreate,
  reviewCreateSchema,
  normaliseReviewText,
} from '@synthhub/shared/reviews/reviews.schemas';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorLines } from '../../../lib/api-error.ts';

/** The form's values before the shared schema checks them: `recommend` is unset until chosen. */
interface ReviewFormValues {
  text: string;
  recommend: boolean | null;
}

/** Props of {@link ReviewForm}. */
export interface ReviewFormProps {
  /** The review being edited; absent for a new one. */
  review?: Review;
  /** Sends the checked values; a rejection is shown above the buttons. */
  onSubmit: (values: ReviewCreate) => Promise<unknown>;
  /** Shown (as Cancel) while editing. */
  onCancel?: () => void;
}

/**
 * Write or edit a review (docs/decisions/0027): a yes/no "Do you recommend this beatmap?" toggle
 * and the text with a live counter, checked by the shared `reviewCreateSchema` (react-hook-form +
 * zod, as the other forms), so the form and the API refuse the same things with the same words.
 * A server refusal (409, 403 …) is shown in an alert; the values stay for another try.
 */
export function ReviewForm({ review, onSubmit, onCancel }: ReviewFormProps) {
  const id = useId();
  const { control, handleSubmit, watch, formState, setError } = useForm<
    ReviewFormValues,
    unknown,
    ReviewCreate
  >({
    resolver: zodResolver(reviewCreateSchema as never) as never,
    defaultValues: { text: review?.text ?? '', recommend: review?.recommend ?? null },
    mode: 'onTouched',
  });
  const length = normaliseReviewText(watch('text') ?? '').length;
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setError('root', { message: errorLines(error).join(' ') });
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      aria-label={review ? 'Edit your review' : 'Write a review'}
    >
      <Controller
        control={control}
        name="recommend"
        render={({ field, fieldState }) => (
          <FormControl error={!!fieldState.error}>
            <FormLabel id={`${id}-recommend`} sx={{ mb: 1 }}>
              Do you recommend this beatmap?
            </FormLabel>
            <ToggleButtonGroup
              exclusive
              value={field.value}
              onChange={(_event, value: boolean | null) => value !== null && field.onChange(value)}
              onBlur={field.onBlur}
              aria-labelledby={`${id}-recommend`}
              size="small"
            >
              {/* The field's ref: a submit without a choice moves the focus here (react-hook-form). */}
              <ToggleButton value={true} color="success" sx={{ px: 3 }} ref={field.ref}>
                Yes
              </ToggleButton>
              <ToggleButton value={false} color="warning" sx={{ px: 3 }}>
                No
              </ToggleButton>
            </ToggleButtonGroup>
            {fieldState.error && <FormHelperText>Choose Yes or No</FormHelperText>}
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name="text"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            label="Your review"
            multiline
            minRows={4}
            fullWidth
            required
            error={!!fieldState.error}
            helperText={
              <Stack component="span" direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                <span>
                  {fieldState.error?.message ??
                    `Plain text, ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters.`}
                </span>
                <span aria-live="polite">
                  {length}/{REVIEW_TEXT_MAX}
                </span>
              </Stack>
            }
            slotProps={{ formHelperText: { component: 'div' } }}
          />
        )}
      />
      {formState.errors.root && (
        <Alert severity="error" role="alert">
          {formState.errors.root.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {review ? 'Save review' : 'Post review'}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
