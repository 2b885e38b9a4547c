import type { Config } from '../../env.ts';

/** A `Host` naming the machine itself (any port): a link to it reaches nobody but the reader's own computer. */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/** What {@link linkOrigin} reads of a request: its scheme and its `Host` header (`name[:port]`). */
export interface LinkRequest {
  protocol: string;
  host: string;
}

/**
 * The origin (`scheme://host[:port]`, no trailing slash) of the absolute links the site hands out —
 * mailed password-reset links, the device-code `verification_uri`, sign-in provider callbacks
 * (docs/decisions/0048). `PUBLIC_URL` when set. Without it the request's `Host` is used only when it
 * names this machine (`localhost`, `127.0.0.1`, `[::1]`, any port: `npm run dev`, a first `npm start`);
 * any other Host — a client chooses it, so `Host: evil.example` would mail a reset token to
 * evil.example — gives `http://localhost:<PORT>` instead, and the server warns at start
 * ({@link publicUrlWarning}).
 */
export function linkOrigin(config: Pick<Config, 'publicUrl' | 'port'>, request: LinkRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  if (LOOPBACK_HOST.test(request.host))
    return `${request.protocol === 'https' ? 'https' : 'http'}://${request.host}`;
  return `http://localhost:${config.port}`;
}

/**
 * The start-up warning of a server without `PUBLIC_URL` (server.ts logs it), or undefined when it
 * is set: links in mails and device sign-in then point at this machine only (docs/decisions/0048).
 */
export function publicUrlWarning(config: Pick<Config, 'publicUrl' | 'port'>): string | undefined {
  if (config.publicUrl) return undefined;
  return (
    `PUBLIC_URL is not set: password-reset mails, device sign-in and sign-in provider callbacks link to ` +
    `http://localhost:${config.port} (or the localhost address the page was opened at), never to the ` +
    `address a request names. Set PUBLIC_URL to the address people use, e.g. https://synthhub.example.`
  );
}
