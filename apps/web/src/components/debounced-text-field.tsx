import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { useDebouncedCommit } from '../lib/use-debounced-commit.ts';

/** Props of {@link DebouncedTextField}: TextField props plus the committed `value` and `onCommit`. */
export type DebouncedTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** The committed value (e.g. read from the URL). */
  value: string;
  /** Receives the trimmed text once typing pauses (LIST_DEBOUNCE_MS), on Enter, or on leaving the field. */
  onCommit: (value: string) => void;
};

/**
 * A TextField whose edits reach `onCommit` only when typing pauses, so a list is not re-fetched
 * (nor a history entry pushed) per keystroke. Enter and blur commit at once.
 */
export function DebouncedTextField({
  value,
  onCommit,
  onKeyDown,
  onBlur,
  ...props
}: DebouncedTextFieldProps) {
  const { text, setText, flush } = useDebouncedCommit(value, onCommit);
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Enter') flush();
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        flush();
        onBlur?.(event);
      }}
    />
  );
}
