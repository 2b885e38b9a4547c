import { expect, type Locator, type Page } from '@playwright/test';

/** The report form of /copyright (docs/decisions/0028). */
export class ReportForm {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Report a copyright or abuse problem' });
  }

  /** Fills the form (copyright kind) and sends it. */
  async send(report: { url: string; name?: string; email?: string; message: string }): Promise<void> {
    await this.form.getByRole('textbox', { name: /Link to the page/ }).fill(report.url);
    if (report.name) await this.form.getByRole('textbox', { name: /Your name/ }).fill(report.name);
    if (report.email) await this.form.getByRole('textbox', { name: /E-mail/ }).fill(report.email);
    await this.form.getByRole('textbox', { name: /Message/ }).fill(report.message);
    await this.form.getByRole('button', { name: 'Send report' }).click();
  }

  /** The value of a field, by its label. */
  value(label: RegExp): Promise<string> {
    return this.form.getByRole('textbox', { name: label }).inputValue();
  }

  async expectSent(message: string): Promise<void> {
    await expect(this.form.getByRole('status')).toHaveText(message);
  }
}
