import { z } from 'zod';

/**
 * Where the site reads the outside services of spec §7 "External" (docs/configuration.md):
 * - `MOD_MANAGER_RELEASES_URL`: a code host's releases endpoint for the companion mod manager
 *   (a GitHub-style list or `/releases/latest` object); default NoodleManagerX's GitHub releases;
 *   '' turns the sidebar's version line off.
 * - `COMMUNITY_WIDGET_URL`: the chat community's widget JSON (Discord's
 *   `https://discord.com/api/guilds/<id>/widget.json`); unset or '' shows no online count.
 * - `COMMUNITY_JOIN_URL`: the join link when the widget names no invite.
 * - `EXTERNAL_FETCH_TIMEOUT_MS`: how long one fetch may take (default 3000 ms).
 */
export interface ExternalSettings {
  modManagerReleasesUrl: string | null;
  communityWidgetUrl: string | null;
  communityJoinUrl: string | null;
  timeoutMs: number;
}

const httpUrl = z
  .union([z.url({ protocol: /^https?$/ }), z.literal('')])
  .transform((v) => (v === '' ? null : v));

const settingsSchema = z.object({
  MOD_MANAGER_RELEASES_URL: httpUrl.default(
    'https://api.github.com/repos/tommaier123/NoodleManagerX/releases?per_page=10',
  ),
  COMMUNITY_WIDGET_URL: httpUrl.default(''),
  COMMUNITY_JOIN_URL: httpUrl.default('https://discord.gg/synthriders'),
  EXTERNAL_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
});

/** Reads {@link ExternalSettings} from the environment; throws a ZodError naming a bad variable. */
export function readExternalSettings(env: NodeJS.ProcessEnv): ExternalSettings {
  const parsed = settingsSchema.parse(env);
  return {
    modManagerReleasesUrl: parsed.MOD_MANAGER_RELEASES_URL,
    communityWidgetUrl: parsed.COMMUNITY_WIDGET_URL,
    communityJoinUrl: parsed.COMMUNITY_JOIN_URL,
    timeoutMs: parsed.EXTERNAL_FETCH_TIMEOUT_MS,
  };
}
