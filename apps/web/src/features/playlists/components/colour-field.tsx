import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { COLOR_PATTERN } from '@synthhub/shared/playlists/playlists.constants';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** Props of {@link ColourField}: a react-hook-form `control`, the field `name` and its label. */
export interface ColourFieldProps<TIn extends FieldValues, TOut extends FieldValues> {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
  label: string;
}

/**
 * A `#RRGGBB` colour (formats.md §2): a text field (so it can be typed and pasted, and shows the
 * schema's "Must be a colour like #FF00AA") with the browser's colour picker in front of it. The
 * picker has its own label ("Pick <label>") and writes upper-case hex like the game does.
 */
export function ColourField<TIn extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
}: ColourFieldProps<TIn, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => {
        const text = typeof value === 'string' ? value : '';
        const valid = COLOR_PATTERN.test(text.trim());
        return (
          <TextField
            label={label}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            inputRef={ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? ' '}
            fullWidth
            slotProps={{
              htmlInput: { spellCheck: false, autoCapitalize: 'characters', maxLength: 16 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <input
                      type="color"
                      aria-label={`Pick ${label.toLowerCase()}`}
                      value={valid ? text.trim().toLowerCase() : '#000000'}
                      onChange={(event) => onChange(event.target.value.toUpperCase())}
                      style={{
                        width: 32,
                        height: 32,
                        padding: 0,
                        border: 'none',
                        background: 'none',
                        cursor: 'pointer',
                      }}
                    />
                  </InputAdornment>
                ),
              },
            }}
          />
        );
      }}
    />
  );
}
