import Alert from '@mui/material/Alert';
import { errorLines } from '../lib/api-error.ts';

/**
 * Shows a failure inside a form or dialog (spec §8 "Upload errors"): the message and, when the
 * server listed them, one line per invalid field. Renders nothing when `error` is null.
 */
export function ErrorAlert({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  const [first, ...rest] = errorLines(error);
  return (
    <Alert severity="error" role="alert">
      {first}
      {rest.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {rest.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
