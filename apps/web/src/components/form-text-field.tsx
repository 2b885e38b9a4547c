import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** Props of {@link FormTextField}: a react-hook-form `control` and field `name`, plus TextField props. */
export type FormTextFieldProps<TIn extends FieldValues, TOut extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
};

/**
 * An MUI TextField bound to a react-hook-form field: shows the field's validation message as its
 * helper text, and keeps a visible label so screen readers (and tests) find it by name.
 */
export function FormTextField<TIn extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<TIn, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={value ?? ''}
          inputRef={ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
