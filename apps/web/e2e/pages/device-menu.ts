import { expect, type Locator, type Page } from '@playwright/test';

/** The app bar's device status menu (spec §2 "Device status"; apps/web/src/app/layout/device-menu.tsx). */
export class DeviceMenu {
  constructor(private readonly page: Page) {}

  /**
   * The app bar button; its name is the visible text, then the state ("Connect (Device: not
   * connected)", "PC (Device: connected to PC)"…).
   */
  get button(): Locator {
    return this.page.getByRole('button', { name: /\(Device: / });
  }

  get menu(): Locator {
    return this.page.getByRole('menu');
  }

  /** Opens the menu and answers it. */
  async open(): Promise<Locator> {
    await this.button.click();
    await expect(this.menu).toBeVisible();
    return this.menu;
  }

  /** Closes the menu (Escape). */
  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.menu).toBeHidden();
  }

  /** Connect Device via PC, Quest or Folder, then waits for the spec's "Connected to …" message. */
  async connect(type: 'PC' | 'Quest' | 'Folder', expected: string): Promise<void> {
    await expect(this.button).toHaveAccessibleName('Connect (Device: not connected)');
    const menu = await this.open();
    await menu.getByRole('menuitem', { name: new RegExp(`^${type}`) }).click();
    await expect(this.page.getByText(expected, { exact: true })).toBeVisible();
  }

  /** "N beatmaps installed" as the connected menu shows it (waits for the count to be `n`). */
  async expectBeatmapCount(n: number): Promise<void> {
    const menu = await this.open();
    await expect(menu.getByText('Connected', { exact: true })).toBeVisible();
    await expect(menu.getByText(n === 1 ? '1 beatmap installed' : `${n} beatmaps installed`)).toBeVisible();
    await this.close();
  }

  /** Reconnect a remembered folder from the menu (its permission is asked again on the click). */
  async reconnect(label: string): Promise<void> {
    await expect(this.button).toHaveAccessibleName(new RegExp(`\\(Device: ${label} needs reconnecting\\)$`));
    const menu = await this.open();
    await menu.getByRole('menuitem', { name: new RegExp(`^Reconnect ${label}`) }).click();
    await expect(this.button).toHaveAccessibleName(new RegExp(`\\(Device: connected to ${label}\\)$`));
  }

  /** Disconnect, then waits for the spec's "… disconnected" message. */
  async disconnect(expected: string): Promise<void> {
    const menu = await this.open();
    await menu.getByRole('menuitem', { name: 'Disconnect' }).click();
    await expect(this.page.getByText(expected, { exact: true })).toBeVisible();
    await expect(this.button).toHaveAccessibleName('Connect (Device: not connected)');
  }
}
