import SdStorageIcon from '@mui/icons-material/SdStorage';
import SdStorageOutlinedIcon from '@mui/icons-material/SdStorageOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useContext } from 'react';
import type { InstallStatus } from '../installer/content-index.ts';
import type { InstallableItem } from '../installer/installable.ts';
import { KIND_LABELS } from '../installer/installable.ts';
import { DeviceContext } from './device-context.ts';
import { useContentIndex } from './use-content-index.ts';

const LOOK: Record<
  InstallStatus | 'unknown',
  { color: string; text: (kind: string, device: string) => string }
> = {
  missing: { color: 'text.disabled', text: (kind, device) => `${kind} not installed on ${device}` },
  installed: { color: 'success.main', text: (kind, device) => `${kind} installed on ${device}` },
  outdated: {
    color: 'warning.main',
    text: (kind, device) => `Update available: an older version is on ${device}`,
  },
  unknown: { color: 'text.disabled', text: (_kind, device) => `Checking ${device}…` },
};

/** Props of {@link InstalledBadge}. */
export interface InstalledBadgeProps {
  /** The item (null: the device has no file for it, e.g. a stage without a bundle for its platform). */
  item: InstallableItem | null;
  /**
   * `icon` (cards): the icon in every state. `chip` (item pages): a labelled chip ("Installed on
   * PC", "Update available"), shown only while the item is on the device.
   */
  variant?: 'icon' | 'chip';
}

/**
 * The filesystem badge of spec §4 ("A filesystem badge shows an installed state, which changes its
 * colour"): a storage icon, grey when the item is not on the connected device, green (success) when
 * it is, amber (warning) when an older version is (content-index `status`). Its tooltip and
 * accessible name say which. Renders nothing when no device is connected (or outside a DeviceProvider).
 */
export function InstalledBadge({ item, variant = 'icon' }: InstalledBadgeProps) {
  const api = useContext(DeviceContext);
  if (!api || api.status.state !== 'connected' || !item) return null;
  return <ConnectedBadge item={item} device={api.status.device.label} variant={variant} />;
}

function ConnectedBadge({
  item,
  device,
  variant,
}: {
  item: InstallableItem;
  device: string;
  variant: 'icon' | 'chip';
}) {
  const index = useContentIndex();
  const status: InstallStatus | 'unknown' = index.data ? index.data.status(item) : 'unknown';
  const look = LOOK[status];
  const label = look.text(KIND_LABELS[item.kind], device);
  const Icon = status === 'installed' || status === 'outdated' ? SdStorageIcon : SdStorageOutlinedIcon;
  if (variant === 'chip') {
    if (status !== 'installed' && status !== 'outdated') return null;
    return (
      <Chip
        icon={<Icon />}
        label={status === 'installed' ? `Installed on ${device}` : 'Update available'}
        color={status === 'installed' ? 'success' : 'warning'}
        variant="outlined"
        title={label}
        data-install-status={status}
      />
    );
  }
  return (
    <Tooltip title={label}>
      <Box
        role="img"
        aria-label={label}
        data-install-status={status}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 28,
          height: 28,
          borderRadius: '50%',
          color: look.color,
          flexShrink: 0,
        }}
      >
        <Icon sx={{ fontSize: 18 }} />
      </Box>
    </Tooltip>
  );
}
