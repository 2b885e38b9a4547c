import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { readMailSettings, MAIL_FROM_DEFAULT } from './mail-settings.ts';
import { createMailer } from './mailer.ts';

describe('the mailer without SMTP settings', () => {
  it('writes the message, link included, to the server log', async () => {
    const warn = vi.fn();
    const mailer = createMailer({ smtp: undefined, from: MAIL_FROM_DEFAULT }, {
      warn,
    } as unknown as FastifyBaseLogger);
    await mailer.send({
      to: 'a@example.test',
      subject: 'Reset',
      text: 'Open https://x.example/user/reset-password?token=abc',
    });
    expect(warn).toHaveBeenCalledTimes(1);
    const [fields, line] = warn.mock.calls[0]!;
    expect(fields).toMatchObject({ mail: { to: 'a@example.test' } });
    expect(line).toContain('https://x.example/user/reset-password?token=abc');
  });
});

describe('readMailSettings', () => {
  it('reads SMTP_URL, or SMTP_HOST and its companions, and MAIL_FROM', () => {
    expect(readMailSettings({})).toEqual({ smtp: undefined, from: MAIL_FROM_DEFAULT });
    expect(
      readMailSettings({ SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'Me <me@x.example>' }),
    ).toEqual({
      smtp: 'smtps://u:p@mail.example:465',
      from: 'Me <me@x.example>',
    });
    expect(readMailSettings({ SMTP_HOST: 'mail.example', SMTP_USER: 'u', SMTP_PASS: 'p' }).smtp).toEqual({
      host: 'mail.example',
      port: 587,
      secure: false,
      user: 'u',
      pass: 'p',
    });
  });

  it('names a bad SMTP_PORT or SMTP_URL', () => {
    expect(() => readMailSettings({ SMTP_HOST: 'mail.example', SMTP_PORT: '70000' })).toThrow(/SMTP_PORT/);
    expect(() => readMailSettings({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });
});
