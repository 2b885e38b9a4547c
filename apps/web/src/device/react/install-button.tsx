import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import InstallDesktopIcon from '@mui/icons-material/InstallDesktop';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useContext } from 'react';
import type { InstalledFile } from '../installer/content-index.ts';
import { type InstallableItem, KIND_LABELS, unsupportedReason } from '../installer/installable.ts';
import type { Transfer } from '../installer/transfer-queue.ts';
import type { ContentKind } from '../types.ts';
import { DeviceContext } from './device-context.ts';
import { useContentIndex } from './use-content-index.ts';
import { installJobId, removeJobId, useInstaller, useTransfer } from './use-installer.ts';

/** Props of {@link InstallButton}. */
export interface InstallButtonProps {
  kind: ContentKind;
  /** The item; null when there is nothing this device can install (see `unavailableReason`). */
  item: InstallableItem | null;
  /** Tooltip of the disabled button when `item` is null (default "No file for this device."). */
  unavailableReason?: string;
  /** Icon buttons with tooltips (cards) instead of labelled buttons (item pages). */
  compact?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** Called after a successful install with the file written. */
  onInstalled?: (item: InstallableItem) => void;
}

const isPending = (t: Transfer | undefined) => t?.state === 'queued' || t?.state === 'running';

/** Percent done of a transfer, or undefined while the total is unknown. */
function percentOf(t: Transfer | undefined): number | undefined {
  if (!t || t.state !== 'running' || !t.total) return undefined;
  return Math.min(100, Math.round((t.loaded / t.total) * 100));
}

/**
 * Install ↔ Remove for one item on the connected device (spec §4; design.md §4). Renders nothing when no
 * device is connected (or outside a DeviceProvider). Disabled with a tooltip when the device does
 * not take the kind (avatars on the Quest) or has no file for it; shows a spinner with the percent
 * while its transfer is queued or running; "Update" (plus Remove) when an older version is
 * installed. Messages come from useInstaller (spec §8).
 */
export function InstallButton(props: InstallButtonProps) {
  const api = useContext(DeviceContext);
  if (!api || api.status.state !== 'connected') return null;
  return <ConnectedInstallButton {...props} />;
}

function ConnectedInstallButton({
  kind,
  item,
  unavailableReason,
  compact = false,
  size = 'medium',
  onInstalled,
}: InstallButtonProps) {
  const installer = useInstaller();
  const index = useContentIndex();
  const file: InstalledFile | undefined = item ? index.data?.findItem(item) : undefined;
  const status = item && index.data ? index.data.status(item) : undefined;
  const installing = useTransfer(item ? installJobId(item) : null);
  const removing = useTransfer(file ? removeJobId(file) : null);
  const device = installer.device!;
  const label = KIND_LABELS[kind].toLowerCase();

  const blocked =
    unsupportedReason(device.type, kind) ?? (item ? null : (unavailableReason ?? 'No file for this device.'));
  if (blocked) {
    return (
      <Tooltip title={blocked}>
        {/* A disabled button gets no pointer events: the span carries the tooltip and the focus. */}
        <Box component="span" tabIndex={0} aria-label={blocked} sx={{ display: 'inline-flex' }}>
          {compact ? (
            <IconButton size="small" disabled aria-hidden>
              <InstallDesktopIcon fontSize="small" />
            </IconButton>
          ) : (
            <Button variant="contained" size={size} disabled startIcon={<InstallDesktopIcon />}>
              Install
            </Button>
          )}
        </Box>
      </Tooltip>
    );
  }

  const busy = isPending(installing) ? installing : isPending(removing) ? removing : undefined;
  if (busy) {
    const percent = percentOf(busy);
    const text = `${busy === removing ? 'Removing' : 'Installing'}${percent === undefined ? '…' : ` ${percent}%`}`;
    const spinner = (
      <CircularProgress
        size={compact ? 18 : 20}
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={text}
      />
    );
    return compact ? (
      <Tooltip title={text}>
        <Box component="span" role="status" sx={{ display: 'inline-flex', p: 0.75 }}>
          {spinner}
        </Box>
      </Tooltip>
    ) : (
      <Button variant="outlined" size={size} disabled startIcon={spinner} role="status" aria-live="polite">
        {text}
      </Button>
    );
  }

  const install = async (replace?: InstalledFile) => {
    const transfer = await installer.install(item!, { replace });
    if (transfer.state === 'done') onInstalled?.(item!);
  };
  const remove = () => void installer.remove(file!);
  const checking = index.isPending;

  const removeButton = compact ? (
    <Tooltip title={`Remove ${label} from ${device.label}`}>
      <IconButton size="small" onClick={remove} aria-label={`Remove ${label} from ${device.label}`}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  ) : (
    <Button variant="outlined" color="error" size={size} startIcon={<DeleteOutlineIcon />} onClick={remove}>
      Remove
    </Button>
  );

  if (file && status === 'outdated') {
    const update = compact ? (
      <Tooltip title={`Update ${label} on ${device.label}`}>
        <IconButton
          size="small"
          color="warning"
          onClick={() => void install(file)}
          aria-label={`Update ${label}`}
        >
          <UpgradeIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ) : (
      <Button
        variant="contained"
        color="warning"
        size={size}
        startIcon={<UpgradeIcon />}
        onClick={() => void install(file)}
      >
        Update
      </Button>
    );
    return (
      <Stack direction="row" spacing={compact ? 0 : 1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {update}
        {removeButton}
      </Stack>
    );
  }
  if (file) return removeButton;

  return compact ? (
    <Tooltip title={checking ? `Checking ${device.label}…` : `Install ${label} on ${device.label}`}>
      <span>
        <IconButton
          size="small"
          color="primary"
          disabled={checking}
          onClick={() => void install()}
          aria-label={`Install ${label} on ${device.label}`}
        >
          <InstallDesktopIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  ) : (
    <Button
      variant="contained"
      size={size}
      startIcon={<InstallDesktopIcon />}
      loading={checking}
      loadingPosition="start"
      onClick={() => void install()}
    >
      Install
    </Button>
  );
}
