import type { IncomingMessage, ServerResponse } from 'node:http';
import { startOAuth2Mock, type OAuth2Mock } from './oauth2-mocks.ts';
import type { MockUser } from './mock-users.ts';
import { startSteamMock, type SteamMock } from './steam-openid-mock.ts';

/**
 * What the mock code host and chat widget answer (GitHub "List releases", Discord widget.json),
 * served by the Steam mock's server at these paths (spec §7 External).
 */
export const EXTERNAL_MOCKS: Record<string, unknown> = {
  '/__external/releases': [
    {
      tag_name: 'v9.8.7',
      html_url: 'https://github.com/tommaier123/NoodleManagerX/releases/tag/v9.8.7',
      draft: false,
      prerelease: false,
      assets: [
        {
          browser_download_url:
            'https://github.com/tommaier123/NoodleManagerX/releases/download/v9.8.7/NoodleManagerX.exe',
        },
      ],
    },
  ],
  '/__external/widget.json': { id: '1', name: 'Synth Riders', presence_count: 1234, instant_invite: null },
};

/** The four mock providers. */
export type MockProvider = 'discord' | 'oculus' | 'steam' | 'twitch';

/** All four mocks running: the settings that point the site at them and who signs in next. */
export interface MockProviders {
  /** DISCORD_*, OCULUS_*, TWITCH_*, STEAM_* settings (STEAM_REALM is the site's origin). */
  env: Record<string, string>;
  /** The next sign-in at `provider` is this account (until changed). */
  setUser(provider: MockProvider, user: MockUser): void;
  /** `POST {controlUrl} {provider, id, login, name}` does what setUser does (for e2e specs). */
  controlUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the mock Discord, Meta and Twitch (oauth2-mock-server) and Steam (loopback OpenID 2.0)
 * providers on `ports` (0: free ports), for the site at `siteOrigin` (Steam's realm). The Steam
 * mock's server also takes the control requests.
 */
export async function startMockProviders(
  siteOrigin: string,
  ports: Partial<Record<MockProvider, number>> = {},
): Promise<MockProviders> {
  const users: Record<MockProvider, MockUser> = {
    discord: { id: '100000000000000001', login: 'discord_player', name: 'Discord Player' },
    oculus: { id: '200000000000000001', login: 'QuestPlayer', name: 'QuestPlayer' },
    steam: { id: '76561197960287930', login: 'SteamPlayer', name: 'Steam Player' },
    twitch: { id: '300000001', login: 'twitchplayer', name: 'TwitchPlayer' },
  };
  const control = (req: IncomingMessage, res: ServerResponse, body: string) => {
    // The code host's releases list and the chat widget of spec §7 External, for the e2e site.
    const external = req.method === 'GET' ? EXTERNAL_MOCKS[req.url ?? ''] : undefined;
    if (external) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(external));
      return true;
    }
    if (req.method !== 'POST' || req.url !== '/__control/user') return false;
    const { provider, ...user } = JSON.parse(body) as MockUser & { provider: MockProvider };
    users[provider] = user;
    res.writeHead(204).end();
    return true;
  };
  const oauth: OAuth2Mock[] = [];
  for (const p of ['discord', 'oculus', 'twitch'] as const)
    oauth.push(await startOAuth2Mock(p, () => users[p], ports[p]));
  const steam: SteamMock = await startSteamMock(() => users.steam, ports.steam, control);
  return {
    env: Object.assign(
      {
        STEAM_REALM: siteOrigin,
        MOD_MANAGER_RELEASES_URL: `${steam.url}/__external/releases`,
        COMMUNITY_WIDGET_URL: `${steam.url}/__external/widget.json`,
      },
      ...oauth.map((m) => m.env),
      steam.env,
    ),
    setUser: (provider, user) => (users[provider] = user),
    controlUrl: `${steam.url}/__control/user`,
    async stop() {
      await Promise.all([...oauth.map((m) => m.stop()), steam.stop()]);
    },
  };
}
