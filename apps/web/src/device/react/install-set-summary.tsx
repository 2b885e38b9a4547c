import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { countOutcomes, type SetResult } from '../installer/install-set.ts';

/** "1 item", "3 items" with the given word. */
function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The summary after installing a set (see InstallSetDialog): how many were installed, were already on
 * the device, are not on Synthhub (named) or failed (named, each with its spec §8 reason), and how many
 * were left out by a cancel.
 */
export function InstallSetSummary({ results, deviceName }: { results: SetResult[]; deviceName: string }) {
  const n = countOutcomes(results);
  const failed = results.filter((r) => r.outcome === 'failed');
  const missing = results.filter((r) => r.outcome === 'not-on-site');
  const lines = [
    `Installed: ${n.installed}`,
    `Already on ${deviceName}: ${n.already}`,
    `Not on Synthhub: ${n['not-on-site']}`,
    `Failed: ${n.failed}`,
    ...(n.cancelled > 0 ? [`Not installed (cancelled): ${n.cancelled}`] : []),
  ];
  const severity = n.failed > 0 ? 'warning' : n.cancelled > 0 ? 'info' : 'success';
  const headline =
    n.failed > 0
      ? `${count(n.failed, 'item', 'items')} could not be installed.`
      : n.cancelled > 0
        ? 'Cancelled: the rest was not installed.'
        : `Everything on Synthhub is now on ${deviceName}.`;
  return (
    <>
      <Alert severity={severity} role="status">
        {headline}
      </Alert>
      <List dense aria-label="Summary">
        {lines.map((line) => (
          <ListItem key={line} disableGutters>
            <ListItemText primary={line} />
          </ListItem>
        ))}
      </List>
      {failed.length > 0 && (
        <Section title="Failed">
          {failed.map((r, i) => (
            <ListItem key={i} disableGutters>
              <ListItemText primary={r.entry.label} secondary={r.error} />
            </ListItem>
          ))}
        </Section>
      )}
      {missing.length > 0 && (
        <Section title="Not on Synthhub (not installed)">
          {missing.map((r, i) => (
            <ListItem key={i} disableGutters>
              <ListItemText primary={r.entry.label} />
            </ListItem>
          ))}
        </Section>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <List dense sx={{ maxHeight: 200, overflowY: 'auto' }}>
        {children}
      </List>
    </>
  );
}
