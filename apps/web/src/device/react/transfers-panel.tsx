import CloseIcon from '@mui/icons-material/Close';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatSize } from '@synthhub/shared/format/size';
import type { Transfer, TransferQueue } from '../installer/transfer-queue.ts';
import { countTransfers } from './use-transfers.ts';

/** What a transfer's progress line says: "Queued", "1.2 MiB of 3.4 MiB", "Done", "Failed: …", "Cancelled". */
export function transferStatusText(t: Transfer): string {
  switch (t.state) {
    case 'queued':
      return 'Queued';
    case 'running':
      if (t.total) return `${formatSize(t.loaded)} of ${formatSize(t.total)}`;
      return t.loaded > 0 ? formatSize(t.loaded) : 'Starting…';
    case 'done':
      return t.total ? `Done · ${formatSize(t.total)}` : 'Done';
    case 'failed':
      return `Failed: ${t.error ?? 'Unknown Error'}`;
    case 'cancelled':
      return 'Cancelled';
  }
}

function TransferRow({ transfer, queue }: { transfer: Transfer; queue: TransferQueue }) {
  const { state, label } = transfer;
  const active = state === 'queued' || state === 'running';
  const percent = transfer.total ? Math.min(100, Math.round((transfer.loaded / transfer.total) * 100)) : 0;
  const action = active ? (
    <Tooltip title="Cancel">
      <IconButton
        edge="end"
        size="small"
        aria-label={`Cancel ${label}`}
        onClick={() => queue.cancel(transfer.id)}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  ) : state === 'failed' || state === 'cancelled' ? (
    <Tooltip title="Retry">
      <IconButton
        edge="end"
        size="small"
        aria-label={`Retry ${label}`}
        onClick={() => void queue.retry(transfer.id)}
      >
        <ReplayIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  ) : null;

  return (
    <ListItem secondaryAction={action} sx={{ pr: 6, display: 'block' }} aria-label={label}>
      <Typography variant="body2" noWrap title={label}>
        {label}
      </Typography>
      <Typography
        variant="caption"
        color={state === 'failed' ? 'error' : 'text.secondary'}
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {transferStatusText(transfer)}
      </Typography>
      {state === 'running' && (
        <LinearProgress
          variant={transfer.total ? 'determinate' : 'indeterminate'}
          value={percent}
          aria-label={`Progress of ${label}`}
          sx={{ mt: 0.5, height: 4, borderRadius: 2 }}
        />
      )}
    </ListItem>
  );
}

/**
 * The transfers panel (design.md §4; device-notes §4): every transfer of the queue, newest first, with
 * its progress in bytes (formatSize, spec §9), Cancel while queued or running, Retry after a failure or
 * cancel, and "Clear finished". `transfers` is the queue's snapshot (useTransfers).
 */
export function TransfersPanel({
  transfers,
  queue,
}: {
  transfers: readonly Transfer[];
  queue: TransferQueue;
}) {
  const { pending, failed } = countTransfers(transfers);
  const finished = transfers.length - pending;
  const summary = [pending ? `${pending} pending` : '', failed ? `${failed} failed` : '']
    .filter(Boolean)
    .join(', ');

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5, pb: 0.5, gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h2">
            Transfers
          </Typography>
          {summary && (
            <Typography variant="caption" color="text.secondary">
              {summary}
            </Typography>
          )}
        </Box>
        <Button size="small" onClick={() => queue.clearFinished()} disabled={finished === 0}>
          Clear finished
        </Button>
      </Stack>
      {transfers.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }}>
          No transfers.
        </Typography>
      ) : (
        <List dense aria-label="Transfers" sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {[...transfers].reverse().map((t) => (
            <TransferRow key={t.id} transfer={t} queue={queue} />
          ))}
        </List>
      )}
    </Box>
  );
}
