import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';

/**
 * The stage form's experience tag (spec §3 "the editable stage entity": `experience_tag`, checked
 * by the shared `stagePatchSchema`): the tag of an experience beatmap the stage belongs to, in one
 * of its two shapes, shown as the placeholder; the rule's message shows under the field.
 */
export function ExperienceTagField<
  TIn extends FieldValues & { experience_tag?: string | null },
  TOut extends FieldValues,
>({ control }: { control: Control<TIn, unknown, TOut> }) {
  return (
    <FormTextField
      control={control}
      name={'experience_tag' as Path<TIn>}
      label="Experience tag"
      placeholder="EXP-XXXXXXXXXXXX or EXPERIENCEXXXX"
      helperText="Links the stage to an experience beatmap carrying the same tag"
      fullWidth
    />
  );
}
