import { expect, test } from '@playwright/test';
import { DeviceMenu } from './pages/device-menu.ts';

// A browser without File System Access and WebUSB (Firefox, Safari): both APIs removed before the app loads.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
    delete (Window.prototype as { showDirectoryPicker?: unknown }).showDirectoryPicker;
    delete (Navigator.prototype as { usb?: unknown }).usb;
  });
});

test('PC and Folder say "Not Supported" and ask for a Chromium browser; Quest gives the WebUSB message', async ({
  page,
}) => {
  await page.goto('/');
  const device = new DeviceMenu(page);
  for (const type of ['PC', 'Folder']) {
    const menu = await device.open();
    await menu.getByRole('menuitem', { name: new RegExp(`^${type}`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Not Supported' });
    await expect(dialog).toContainText('needs a Chromium browser');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }
  const menu = await device.open();
  await menu.getByRole('menuitem', { name: /^Quest/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Not Supported' });
  await expect(dialog.getByText(/^Your browser does not support WebUSB standard/)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(device.button).toHaveAccessibleName('Connect (Device: not connected)');
});

test('on a phone without WebUSB there is no device button (spec §2 mobile rule)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await expect(new DeviceMenu(page).button).toHaveCount(0);
});
