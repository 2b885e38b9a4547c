import type { DeviceType } from '@synthhub/shared/device/layout';

/**
 * The browser requirement, shown before any Connect click (device-notes §3.4 feature detection):
 * connecting needs WebUSB (Quest) or the File System Access API (PC, folder), which only
 * Chromium-based desktop browsers have.
 */
export const BROWSER_REQUIREMENT =
  'Installing on a device works in Chrome, Edge, Opera or Brave on a computer (WebUSB for a Quest, ' +
  'File System Access for a PC or folder).';

/** Said instead of Connect buttons where connecting cannot work (phones, Firefox, Safari). */
export const CANNOT_CONNECT_HERE =
  'This browser cannot install on a device. Open Synthhub in Chrome, Edge, Opera or Brave on a computer, ' +
  'or download the files and copy them by hand.';

/**
 * What to check before connecting a Quest (device-notes §1.2 and §2.4: developer mode for ADB, a data
 * cable, the headset's "Allow USB debugging?" prompt, and only one program may claim the USB interface,
 * so SideQuest or an `adb` server must be closed).
 */
export const QUEST_CHECKLIST: readonly { title: string; detail: string }[] = [
  {
    title: 'Developer mode is on',
    detail: 'In the Meta Horizon app on your phone: Devices → your headset → Developer mode.',
  },
  {
    title: 'The headset is plugged in',
    detail:
      'Use a USB cable that carries data (the one that came with the Quest does) and plug it into this computer.',
  },
  {
    title: 'Allow USB debugging on the headset',
    detail:
      'Put the headset on when asked: choose "Allow" (tick "Always allow from this computer" to skip this next time).',
  },
  {
    title: 'SideQuest and adb are closed',
    detail:
      'Only one program can use the headset at a time: quit SideQuest and stop any adb server on this computer.',
  },
];

/** Whether a device type can connect here, from the browser's features (`supported`). */
export function anySupported(supported: Readonly<Record<DeviceType, boolean>>): boolean {
  return supported.pc || supported.quest || supported.directory;
}

/** The parts of `navigator` {@link isPhoneBrowser} reads. */
export interface PhoneSignals {
  userAgent: string;
  userAgentData?: { mobile?: boolean };
}

/**
 * Whether the browser runs on a phone (or in a headset's own browser): User-Agent Client Hints say
 * `mobile`, or the User-Agent has a phone marker ("Mobile" — which Android tablets leave out —
 * iPhone, iPod, Windows Phone). Either is enough: a browser may spoof one without the other. A phone cannot reach a headset or the game's
 * folder, even where Chrome for Android has WebUSB, so no Connect is offered there.
 */
export function isPhoneBrowser(nav: PhoneSignals): boolean {
  return nav.userAgentData?.mobile === true || /\bMobile\b|iPhone|iPod|Windows Phone/i.test(nav.userAgent);
}
