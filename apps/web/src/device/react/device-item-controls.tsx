import Stack from '@mui/material/Stack';
import { lazy, Suspense, useContext } from 'react';
import type { InstallableItem } from '../installer/installable.ts';
import type { ContentKind } from '../types.ts';
import { type ConnectedDevice, DeviceContext } from './device-context.ts';

// Only shown while a device is connected, so lists and pages render without the installer's code;
// it loads when a device connects (docs/decisions/0025).
const InstallButton = lazy(() => import('./install-button.tsx').then((m) => ({ default: m.InstallButton })));
const InstalledBadge = lazy(() =>
  import('./installed-badge.tsx').then((m) => ({ default: m.InstalledBadge })),
);

/**
 * The item to install, or a function of the connected device for items whose file depends on it
 * (stages: the bundle of the device's platform). Null: nothing to install on this device.
 */
export type ItemSource = InstallableItem | null | ((device: ConnectedDevice) => InstallableItem | null);

/** Props of {@link DeviceCardControls} and {@link DeviceItemControls}. */
export interface DeviceItemControlsProps {
  kind: ContentKind;
  item: ItemSource;
  /** Tooltip when there is no item for the device (a sentence, or one made from the device). */
  unavailableReason?: string | ((device: ConnectedDevice) => string);
  /** Called after a successful install (e.g. to offer a playlist's missing beatmaps). */
  onInstalled?: (item: InstallableItem) => void;
}

function resolve(device: ConnectedDevice, { item, unavailableReason }: DeviceItemControlsProps) {
  return {
    item: typeof item === 'function' ? item(device) : item,
    reason: typeof unavailableReason === 'function' ? unavailableReason(device) : unavailableReason,
  };
}

/**
 * The device corner of a list card (design.md §4): the installed badge (spec §4) and a compact
 * Install/Remove button, over the top-right corner of the cover and above the card's stretched
 * link. Nothing is rendered while no device is connected (or outside a DeviceProvider). The card
 * must be `position: relative`.
 */
export function DeviceCardControls(props: DeviceItemControlsProps) {
  const api = useContext(DeviceContext);
  if (!api || api.status.state !== 'connected') return null;
  const { item, reason } = resolve(api.status.device, props);
  return (
    <Suspense fallback={null}>
      <Stack
        direction="row"
        spacing={0.25}
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          zIndex: 1,
          alignItems: 'center',
          bgcolor: 'background.paper',
          borderRadius: 5,
          boxShadow: 2,
          pl: 0.5,
        }}
      >
        <InstalledBadge item={item} />
        <InstallButton
          kind={props.kind}
          item={item}
          unavailableReason={reason}
          onInstalled={props.onInstalled}
          compact
        />
      </Stack>
    </Suspense>
  );
}

/**
 * Install/Remove (or Update) with the installed badge, for an item's page, sized to sit next to
 * its Download button. Nothing is rendered while no device is connected.
 */
export function DeviceItemControls(props: DeviceItemControlsProps) {
  const api = useContext(DeviceContext);
  if (!api || api.status.state !== 'connected') return null;
  const { item, reason } = resolve(api.status.device, props);
  return (
    <Suspense fallback={null}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <InstallButton
          kind={props.kind}
          item={item}
          unavailableReason={reason}
          onInstalled={props.onInstalled}
          size="large"
        />
        <InstalledBadge item={item} variant="chip" />
      </Stack>
    </Suspense>
  );
}
