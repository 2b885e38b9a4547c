import DownloadDoneIcon from '@mui/icons-material/DownloadDone';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useDevice } from '../../device/react/device-context.ts';
import { TransfersPanel } from '../../device/react/transfers-panel.tsx';
import { countTransfers, useTransfers } from '../../device/react/use-transfers.ts';
import { theme } from '../theme.ts';

/** The transfers panel in a popover under `anchor` (open while it is set). */
export function TransfersPopover({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { queue } = useDevice();
  const transfers = useTransfers();
  return (
    <Popover
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': 'Transfers',
          sx: { width: { xs: 'calc(100vw - 16px)', sm: 400 } },
        },
      }}
    >
      <TransfersPanel transfers={transfers} queue={queue} />
    </Popover>
  );
}

/** "Transfers: 3 pending", "Transfers: 1 failed" or "Transfers". */
export function transfersLabel(pending: number, failed: number): string {
  if (pending > 0) return `Transfers: ${pending} pending`;
  return failed > 0 ? `Transfers: ${failed} failed` : 'Transfers';
}

/**
 * The app bar's transfer indicator (spec §2: "A progress spinner shows while the transfer queue has
 * pending items"; design.md §4): a spinner with the pending count while anything is queued or
 * running, an error mark while failed transfers wait for a retry, nothing otherwise. It opens the
 * transfers panel (progress, cancel, retry), which stays open after the last transfer ends. On
 * phones the device button carries the spinner instead (the app bar has no room for both).
 */
export function TransfersButton() {
  const transfers = useTransfers();
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { pending, failed } = countTransfers(transfers);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (compact || (pending === 0 && failed === 0 && !anchor)) return null;
  const label = transfersLabel(pending, failed);

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {pending > 0 ? (
            <Box sx={{ position: 'relative', display: 'inline-flex', width: 24, height: 24 }}>
              <CircularProgress size={24} thickness={5} color="secondary" aria-hidden />
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 11,
                  fontWeight: 700,
                }}
              >
                {pending}
              </Box>
            </Box>
          ) : failed > 0 ? (
            <Badge badgeContent={failed} color="error">
              <ErrorOutlineIcon color="error" />
            </Badge>
          ) : (
            <DownloadDoneIcon />
          )}
        </IconButton>
      </Tooltip>
      <TransfersPopover anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
