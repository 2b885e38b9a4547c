import { isIP } from 'node:net';

/**
 * Which proxies may set the client address through `X-Forwarded-For`, in forms Fastify's
 * `trustProxy` option accepts: `false` trusts nobody (the socket address is the client), `true`
 * trusts every hop (only behind a proxy that overwrites the header), a list trusts those addresses
 * and CIDR ranges. Fastify (5.12) also takes a hop count but treats it as trusting nobody (it cannot
 * check the immediate peer), so it is refused here rather than silently ignored.
 */
export type TrustProxy = boolean | string[];

/** proxy-addr's named ranges, which Fastify's `trustProxy` also accepts in a list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads the `TRUST_PROXY` setting (docs/configuration.md): unset, empty or `false` → false;
 * `true` → true; otherwise a comma-separated list of IP addresses, CIDR ranges (`10.0.0.0/8`,
 * `fd00::/8`) and the names `loopback`, `linklocal`, `uniquelocal`. Throws an Error naming the
 * first entry that is none of these (a hop count included, see TrustProxy), so a typo stops the
 * server at start rather than silently trusting nobody or everybody.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text))
    throw new Error(
      `a hop count ("${text}") is not supported: Fastify would trust nobody with it; ` +
        'list the proxy addresses or CIDR ranges instead',
    );
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isTrustedProxyEntry(entry))
      throw new Error(
        `"${entry}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal ` +
          '(TRUST_PROXY takes true, false or a comma-separated list of those)',
      );
  }
  return entries;
}

function isTrustedProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}
