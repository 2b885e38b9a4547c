/**
 * Outgoing mail settings (docs/configuration.md "Mail (password reset)"): `SMTP_URL` (e.g. `smtps://user:pass@smtp.example.com:465`)
 * or `SMTP_HOST` with optional `SMTP_PORT` (default 587), `SMTP_USER`, `SMTP_PASS` and
 * `SMTP_SECURE` ("true": TLS from the start, as on port 465); `MAIL_FROM` is the sender
 * (default `Synthhub <no-reply@localhost>`). With neither `SMTP_URL` nor `SMTP_HOST`, `smtp` is
 * undefined and mail is written to the server log instead (lib/mail/mailer.ts).
 */
export interface MailSettings {
  smtp: string | SmtpHostSettings | undefined;
  from: string;
}

/** SMTP server given piece by piece (SMTP_HOST …). `port` is a TCP port. */
export interface SmtpHostSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
}

/** Default sender when MAIL_FROM is unset. */
export const MAIL_FROM_DEFAULT = 'Synthhub <no-reply@localhost>';

/**
 * Reads the mail settings from the environment. Throws an Error naming the variable when
 * `SMTP_PORT` is not a port number or `SMTP_URL` is not an smtp:/smtps: URL.
 */
export function readMailSettings(env: NodeJS.ProcessEnv): MailSettings {
  const from = env.MAIL_FROM?.trim() || MAIL_FROM_DEFAULT;
  const url = env.SMTP_URL?.trim();
  if (url) {
    if (!/^smtps?:\/\//i.test(url)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
    return { smtp: url, from };
  }
  const host = env.SMTP_HOST?.trim();
  if (!host) return { smtp: undefined, from };
  const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : 587;
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error('SMTP_PORT must be a port number from 1 to 65535');
  return {
    smtp: {
      host,
      port,
      secure: env.SMTP_SECURE === 'true',
      ...(env.SMTP_USER && { user: env.SMTP_USER }),
      ...(env.SMTP_PASS && { pass: env.SMTP_PASS }),
    },
    from,
  };
}
