import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailSettings } from './mail-settings.ts';

/** One plain-text message. `to` is one address. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; `send` rejects when the SMTP server refuses or cannot be reached (the job retries). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * The site's mailer (docs/configuration.md "Mail (password reset)"): nodemailer over the SMTP server of `settings.smtp`; without
 * one, each message — recipient, subject and text with its link — is written to the server log at
 * `warn` level, so a self-hosted site without mail still lets its admin pass a reset link on.
 */
export function createMailer(settings: MailSettings, log: FastifyBaseLogger): Mailer {
  if (!settings.smtp) {
    return {
      async send(message) {
        log.warn({ mail: message }, `mail not sent (no SMTP settings): ${message.subject}\n${message.text}`);
      },
      close() {},
    };
  }
  const smtp = settings.smtp;
  const transport: Transporter =
    typeof smtp === 'string'
      ? nodemailer.createTransport(smtp)
      : nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          ...(smtp.user && { auth: { user: smtp.user, pass: smtp.pass ?? '' } }),
        });
  return {
    async send(message) {
      await transport.sendMail({ from: settings.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
