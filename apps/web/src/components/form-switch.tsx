import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** Props of {@link FormSwitch}: a react-hook-form `control`, a boolean field's `name` and its label. */
export interface FormSwitchProps<TIn extends FieldValues, TOut extends FieldValues> {
  control: Control<TIn, unknown, TOut>;
  /** A boolean field (e.g. `published`, `explicit`). */
  name: Path<TIn>;
  /** The visible label, also the switch's accessible name ("Published"). */
  label: string;
  /** Keep the label from stretching across a column form (default false). */
  alignStart?: boolean;
}

/** A labelled MUI Switch bound to a boolean react-hook-form field (the edit forms' Published/Explicit). */
export function FormSwitch<TIn extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  alignStart = false,
}: FormSwitchProps<TIn, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          sx={alignStart ? { alignSelf: 'flex-start' } : undefined}
          control={
            <Switch
              checked={!!field.value}
              onChange={(_, checked) => field.onChange(checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}
