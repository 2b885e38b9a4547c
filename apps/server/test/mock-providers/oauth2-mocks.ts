import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import type { MockUser } from './mock-users.ts';

/** The three OAuth providers the mocks stand in for. */
export type OAuth2MockProvider = 'discord' | 'oculus' | 'twitch';

/**
 * The userinfo answer each provider gives for a user (only the fields the site reads):
 * Discord `GET /users/@me`, Twitch Helix `GET /users` (needs the `Client-Id` header), Meta Graph
 * `GET /me?fields=id,alias` (docs/decisions/0015 chose this shape for Meta).
 */
const USERINFO: Record<OAuth2MockProvider, (user: MockUser) => Record<string, unknown>> = {
  discord: (u) => ({ id: u.id, username: u.login, global_name: u.name, avatar: null }),
  twitch: (u) => ({ data: [{ id: u.id, login: u.login, display_name: u.name }] }),
  oculus: (u) => ({ id: u.id, alias: u.name }),
};

function bearerSubject(req: IncomingMessage): string | undefined {
  const token = req.headers.authorization?.replace(/^Bearer /, '');
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string }).sub;
  } catch {
    return undefined;
  }
}

/** A running mock of one OAuth provider: its base URL and the endpoints to configure. */
export interface OAuth2Mock {
  provider: OAuth2MockProvider;
  url: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts oauth2-mock-server as one provider: `/authorize` sends the browser straight back with a
 * code (PKCE S256 checked at `/token`, and a code's challenge is forgotten once used, so a replayed
 * code is refused), the access token's `sub` is the user `nextUser()` names at token time, and
 * `/userinfo` answers in the provider's shape for that user. `port` 0 picks a free one.
 */
export async function startOAuth2Mock(
  provider: OAuth2MockProvider,
  nextUser: () => MockUser,
  port = 0,
): Promise<OAuth2Mock> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const issued = new Map<string, MockUser>();
  server.service.on('beforeTokenSigning', (token) => {
    const user = nextUser();
    issued.set(user.id, user);
    token.payload.sub = user.id;
  });
  server.service.on('beforeUserinfo', (response, req) => {
    const user = issued.get(bearerSubject(req) ?? '');
    if (!user || (provider === 'twitch' && !req.headers['client-id'])) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
      return;
    }
    response.body = USERINFO[provider](user);
  });
  await server.start(port, '127.0.0.1');
  const url = server.issuer.url!;
  const prefix = provider.toUpperCase();
  return {
    provider,
    url,
    env: {
      [`${prefix}_CLIENT_ID`]: `${provider}-client`,
      [`${prefix}_CLIENT_SECRET`]: `${provider}-secret`,
      [`${prefix}_AUTHORIZE_URL`]: `${url}/authorize`,
      [`${prefix}_TOKEN_URL`]: `${url}/token`,
      [`${prefix}_USERINFO_URL`]: `${url}/userinfo`,
    },
    stop: () => server.stop(),
  };
}
