import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../form-text-field.tsx';

/** Props of the shared edit fields: the form's `control`; the field names are fixed. */
export interface CommonFieldProps<TIn extends FieldValues, TOut extends FieldValues> {
  control: Control<TIn, unknown, TOut>;
}

/** The "Description" field of every edit form (a multi-line `description`). */
export function DescriptionField<TIn extends FieldValues, TOut extends FieldValues>({
  control,
}: CommonFieldProps<TIn, TOut>) {
  return (
    <FormTextField
      control={control}
      name={'description' as Path<TIn>}
      label="Description"
      fullWidth
      multiline
      minRows={3}
    />
  );
}

/** The "YouTube URL" field of the beatmap, stage and avatar edit forms (`youtube_url`, spec §5: a URL). */
export function YoutubeUrlField<TIn extends FieldValues, TOut extends FieldValues>({
  control,
}: CommonFieldProps<TIn, TOut>) {
  return (
    <FormTextField
      control={control}
      name={'youtube_url' as Path<TIn>}
      label="YouTube URL"
      type="url"
      placeholder="https://www.youtube.com/watch?v=…"
      fullWidth
    />
  );
}
