import { describe, expect, it } from 'vitest';
import { readSignInSettings } from './sign-in-settings.ts';

describe('readSignInSettings (docs/configuration.md "Sign-in providers")', () => {
  it('switches nothing on without settings', () => {
    expect(readSignInSettings({})).toEqual({});
  });

  it('switches an OAuth provider on with its id and secret, with the real endpoints unless overridden', () => {
    const settings = readSignInSettings({
      DISCORD_CLIENT_ID: 'id',
      DISCORD_CLIENT_SECRET: 'secret',
      TWITCH_CLIENT_ID: 'tid',
      TWITCH_CLIENT_SECRET: 'tsecret',
      TWITCH_TOKEN_URL: 'http://127.0.0.1:9/token',
    });
    expect(settings.discord).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authorizeUrl: 'https://discord.com/oauth2/authorize',
      tokenUrl: 'https://discord.com/api/oauth2/token',
      userinfoUrl: 'https://discord.com/api/users/@me',
    });
    expect(settings.twitch?.tokenUrl).toBe('http://127.0.0.1:9/token');
    expect(settings.twitch?.authorizeUrl).toBe('https://id.twitch.tv/oauth2/authorize');
    expect(settings.oculus).toBeUndefined();
    expect(settings.steam).toBeUndefined();
  });

  it('switches Steam on with its realm; the API key is optional', () => {
    expect(readSignInSettings({ STEAM_REALM: 'https://synthhub.example' }).steam).toEqual({
      realm: 'https://synthhub.example',
      openidUrl: 'https://steamcommunity.com/openid',
      apiKey: undefined,
      apiUrl: 'https://api.steampowered.com',
    });
  });

  it('refuses half a client pair and a malformed URL, naming the setting', () => {
    expect(() => readSignInSettings({ OCULUS_CLIENT_ID: 'id' })).toThrow(
      'OCULUS_CLIENT_ID and OCULUS_CLIENT_SECRET must be set together (or neither).',
    );
    expect(() => readSignInSettings({ STEAM_REALM: 'not a url' })).toThrow(/STEAM_REALM/);
  });
});
