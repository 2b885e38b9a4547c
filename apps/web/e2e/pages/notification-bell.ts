import { expect, type Locator, type Page } from '@playwright/test';

/** The app bar's notifications bell and its panel (spec §2 "Notification bell dropdown"). */
export class NotificationBell {
  readonly button: Locator;
  readonly panel: Locator;
  readonly items: Locator;

  constructor(private readonly page: Page) {
    // includeHidden: while the panel is open, the page behind it (the bell too) is aria-hidden.
    this.button = page.getByRole('button', { name: /^Notifications/, includeHidden: true });
    this.panel = page.getByRole('dialog', { name: 'Notifications' });
    this.items = this.panel.getByRole('list', { name: 'Unread notifications' }).getByRole('listitem');
  }

  /** Waits until the badge says `count` unread (0: none). */
  async expectUnread(count: number, options?: { timeout: number }): Promise<void> {
    // The attribute, not the accessible name: behind the open panel the bell is aria-hidden.
    await expect(this.button).toHaveAttribute(
      'aria-label',
      count > 0 ? `Notifications (${count} unread)` : 'Notifications',
      options,
    );
  }

  async open(): Promise<void> {
    await this.button.click();
    await expect(this.panel).toBeVisible();
  }

  /** The item whose text contains `text`. */
  item(text: string): Locator {
    return this.items.filter({ hasText: text });
  }
}
