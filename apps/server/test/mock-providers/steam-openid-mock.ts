import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockUser } from './mock-users.ts';

const NS = 'http://specs.openid.net/auth/2.0';
const SIGNED = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle';

/** Extra routes the mock's HTTP server serves (the control endpoint of mock-providers.ts). */
export type ExtraRoute = (req: IncomingMessage, res: ServerResponse, body: string) => boolean;

/** A running loopback OpenID 2.0 provider standing in for Steam. */
export interface SteamMock {
  url: string;
  /** Settings that point the site at it (STEAM_REALM is the site's own origin, given by the caller). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/**
 * A small OpenID 2.0 provider shaped like Steam's (docs/decisions/0015): discovery (XRDS) at
 * `/openid` and `/openid/id/{id}`, `checkid_setup` at `/openid/login` sending the browser straight
 * back with a positive assertion for `nextUser()` (an HMAC-SHA256 signature over Steam's signed
 * fields), `check_authentication` answering `is_valid:true` only for an assertion it issued and
 * only once, and `ISteamUser/GetPlayerSummaries/v2` for the persona name.
 */
export async function startSteamMock(
  nextUser: () => MockUser,
  port = 0,
  extra?: ExtraRoute,
): Promise<SteamMock> {
  const secret = randomBytes(32);
  const unchecked = new Set<string>(); // signatures issued and not yet verified
  const names = new Map<string, string>();
  let base = '';

  const sign = (params: Record<string, string>) =>
    createHmac('sha256', secret)
      .update(
        SIGNED.split(',')
          .map((k) => `${k}:${params[`openid.${k}`] ?? ''}\n`)
          .join(''),
      )
      .digest('base64');

  const xrds = () =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<xrds:XRDS xmlns:xrds="xri://$xrds" xmlns="xri://$xrd*($v*2.0)">\n<XRD>\n<Service priority="0">\n<Type>http://specs.openid.net/auth/2.0/server</Type>\n<URI>${base}/openid/login</URI>\n</Service>\n</XRD>\n</xrds:XRDS>\n`;

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', base);
      const body = req.method === 'POST' ? await readBody(req) : '';
      if (extra?.(req, res, body)) return;
      if (
        req.method === 'GET' &&
        url.pathname === '/openid/login' &&
        url.searchParams.get('openid.mode') === 'checkid_setup'
      ) {
        const returnTo = url.searchParams.get('openid.return_to');
        if (!returnTo) return void res.writeHead(400).end('no return_to');
        const user = nextUser();
        names.set(user.id, user.name);
        const claimed = `${base}/openid/id/${user.id}`;
        const params: Record<string, string> = {
          'openid.ns': NS,
          'openid.mode': 'id_res',
          'openid.op_endpoint': `${base}/openid/login`,
          'openid.claimed_id': claimed,
          'openid.identity': claimed,
          'openid.return_to': returnTo,
          'openid.response_nonce': `${new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')}${randomBytes(6).toString('hex')}`,
          'openid.assoc_handle': '1234567890',
          'openid.signed': SIGNED,
        };
        params['openid.sig'] = sign(params);
        unchecked.add(params['openid.sig']);
        const target = new URL(returnTo);
        for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
        return void res.writeHead(302, { location: target.toString() }).end();
      }
      if (req.method === 'POST' && url.pathname === '/openid/login') {
        const form = Object.fromEntries(new URLSearchParams(body));
        const valid =
          form['openid.mode'] === 'check_authentication' &&
          typeof form['openid.sig'] === 'string' &&
          unchecked.has(form['openid.sig']) &&
          sign(form) === form['openid.sig'];
        if (valid) unchecked.delete(form['openid.sig']!);
        return void res
          .writeHead(200, { 'content-type': 'text/plain' })
          .end(`ns:${NS}\nis_valid:${valid ? 'true' : 'false'}\n`);
      }
      if (req.method === 'GET' && (url.pathname === '/openid' || url.pathname.startsWith('/openid/id/'))) {
        return void res.writeHead(200, { 'content-type': 'application/xrds+xml' }).end(xrds());
      }
      if (req.method === 'GET' && url.pathname === '/ISteamUser/GetPlayerSummaries/v2/') {
        const id = url.searchParams.get('steamids') ?? '';
        const name = names.get(id);
        const players = url.searchParams.get('key') && name ? [{ steamid: id, personaname: name }] : [];
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ response: { players } }));
      }
      res.writeHead(404).end('not found');
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    env: { STEAM_OPENID_URL: `${base}/openid`, STEAM_API_KEY: 'steam-key', STEAM_API_URL: base },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
