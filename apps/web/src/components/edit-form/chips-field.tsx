import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { type ChipsError, chipsErrorMessage } from './chips-error.ts';

/** Props of {@link ChipsField}. */
export interface ChipsFieldProps<TIn extends FieldValues, TOut> {
  control: Control<TIn, unknown, TOut>;
  /** A `string[]` field of the form (`game_versions`, `co_authors`). */
  name: Path<TIn>;
  label: string;
  /** The line under the field while it is valid. */
  helperText: string;
  disabled?: boolean;
  /** Drop repeated values as they are added (else the schema's own rule reports them). */
  unique?: boolean;
  /** Suggestions to pick from (the tags field's); none by default. Shown as given, unfiltered. */
  options?: string[];
  /** The typed text, when the caller follows it (to ask for suggestions). */
  inputValue?: string;
  onInputChange?: (value: string) => void;
}

/**
 * A list of short strings as chips (tags, game versions, co-authors' usernames): type one and press
 * Enter (or leave the field) to add it, or pick a suggestion; a chip that breaks the schema's rule
 * is red and the rule's message shows under the field, prefixed with the bad value, blocking Save.
 */
export function ChipsField<TIn extends FieldValues, TOut>({
  control,
  name,
  label,
  helperText,
  disabled,
  unique = false,
  options = [],
  inputValue,
  onInputChange,
}: ChipsFieldProps<TIn, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const values = (field.value as string[] | undefined) ?? [];
        const error = fieldState.error as ChipsError;
        const message = chipsErrorMessage(error, values);
        const bad = new Set(Array.isArray(error) ? error.flatMap((e, i) => (e ? [i] : [])) : []);
        return (
          <Autocomplete
            multiple
            freeSolo
            autoSelect
            options={options.filter((o) => !values.some((v) => v.toLowerCase() === o))}
            filterOptions={(shown) => shown}
            {...(onInputChange
              ? { inputValue, onInputChange: (_: unknown, v: string) => onInputChange(v) }
              : {})}
            value={values}
            disabled={disabled}
            onChange={(_, value) => {
              const next = value.map((v) => v.trim()).filter((v) => v !== '');
              field.onChange(unique ? [...new Set(next)] : next);
            }}
            onBlur={field.onBlur}
            renderValue={(value, getItemProps) =>
              value.map((item, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return (
                  <Chip
                    key={key}
                    label={item}
                    size="small"
                    color={bad.has(index) ? 'error' : 'default'}
                    {...itemProps}
                  />
                );
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={label}
                error={!!message}
                helperText={message ?? helperText}
              />
            )}
          />
        );
      }}
    />
  );
}
