import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The audio preview controls inside a region of the page (a beatmap card, the beatmap page): the
 * first ones in it, which on a beatmap page are the page's own (its "More from this mapper" cards come
 * after them).
 */
export class PreviewControls {
  readonly playButton: Locator;
  readonly pauseButton: Locator;
  readonly audio: Locator;

  constructor(readonly scope: Locator) {
    this.playButton = scope.getByRole('button', { name: /^Play preview of / }).first();
    this.pauseButton = scope.getByRole('button', { name: 'Pause preview' }).first();
    this.audio = scope.locator('audio[data-preview-key]').first();
  }

  /** Whether the `<audio>` element is paused. */
  paused(): Promise<boolean> {
    return this.audio.evaluate((a: HTMLAudioElement) => a.paused);
  }

  /** The element's currentTime, in seconds. */
  currentTime(): Promise<number> {
    return this.audio.evaluate((a: HTMLAudioElement) => a.currentTime);
  }

  /** Asserts the element plays: not paused, and its currentTime moves past `afterS` seconds. */
  async expectPlaying(afterS = 0.3): Promise<void> {
    await expect.poll(() => this.paused()).toBe(false);
    await expect.poll(() => this.currentTime(), { timeout: 15_000 }).toBeGreaterThan(afterS);
    await expect(this.pauseButton).toBeVisible();
  }

  /** Asserts the element is stopped and the button offers Play again. */
  async expectStopped(): Promise<void> {
    await expect.poll(() => this.paused()).toBe(true);
    await expect(this.playButton).toBeVisible();
  }
}

/** The beatmap page's map preview: its difficulty picker and its canvas. */
export class MapPreviewPanel {
  readonly region: Locator;
  readonly canvas: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Map preview' });
    this.canvas = page.getByTestId('map-preview-canvas');
  }

  /** The difficulty buttons offered (their labels). */
  difficulties(): Promise<string[]> {
    return this.region
      .getByRole('group', { name: 'Difficulty of the map preview' })
      .getByRole('button')
      .allTextContents();
  }

  async choose(difficulty: string): Promise<void> {
    await this.region.getByRole('button', { name: difficulty, exact: true }).click();
    await expect(this.canvas).toHaveAttribute('data-difficulty', difficulty);
  }

  /** How many notes the canvas drew in its last frame (`data-notes-drawn`). */
  async notesDrawn(): Promise<number> {
    return Number((await this.canvas.getAttribute('data-notes-drawn')) ?? '0');
  }

  /** The time of the last frame drawn, in ms (`data-time-ms`). */
  async timeMs(): Promise<number> {
    return Number((await this.canvas.getAttribute('data-time-ms')) ?? '0');
  }
}
