import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../form-text-field.tsx';

/** The text fields several kinds' edit forms share, with their labels and input settings. */
const COMMON_FIELDS = {
  /** Every kind's multi-line description. */
  description: { label: 'Description', multiline: true, minRows: 3 },
  /** The beatmap, stage and avatar forms' video link (spec §5: youtube_url must be a URL). */
  youtube_url: { label: 'YouTube URL', type: 'url', placeholder: 'https://www.youtube.com/watch?v=…' },
} as const;

/** Props of {@link CommonField}: the form's `control` and which shared field. */
export interface CommonFieldProps<TIn extends FieldValues, TOut extends FieldValues> {
  control: Control<TIn, unknown, TOut>;
  name: keyof typeof COMMON_FIELDS;
}

/** A shared edit field ("Description", "YouTube URL"), full width, with its message under it. */
export function CommonField<TIn extends FieldValues, TOut extends FieldValues>({
  control,
  name,
}: CommonFieldProps<TIn, TOut>) {
  return <FormTextField control={control} name={name as Path<TIn>} fullWidth {...COMMON_FIELDS[name]} />;
}
