import { expect, test } from '@playwright/test';
import { DeviceMenu } from './pages/device-menu.ts';

// A browser without File System Access and WebUSB (Firefox, Safari): both APIs removed before the app loads.
test.describe('a desktop browser without the APIs', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
      delete (Window.prototype as { showDirectoryPicker?: unknown }).showDirectoryPicker;
      delete (Navigator.prototype as { usb?: unknown }).usb;
    });
  });

  test('no Connect anywhere: one sentence names the browsers that work', async ({ page }) => {
    await page.goto('/');
    const device = new DeviceMenu(page);
    await expect(device.button).toHaveAccessibleName('Devices: not available in this browser');
    const menu = await device.open();
    await expect(menu.getByRole('menuitem')).toHaveCount(0);
    await expect(menu.getByRole('note')).toContainText('Chrome, Edge, Opera or Brave on a computer');
    await device.close();

    await page.goto('/device');
    await expect(page.getByRole('main').getByRole('note')).toContainText('Chrome, Edge, Opera or Brave');
    await expect(page.getByRole('main').getByRole('button', { name: /^Connect/ })).toHaveCount(0);
  });
});

test.describe('a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    viewport: { width: 390, height: 844 },
  });

  test('even with WebUSB there is no device button (no Connect where it cannot work)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(new DeviceMenu(page).button).toHaveCount(0);
    await page.goto('/device');
    await expect(page.getByRole('main').getByRole('button', { name: /^Connect/ })).toHaveCount(0);
  });
});
