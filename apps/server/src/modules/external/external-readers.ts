import type { CommunityPresence, ModManagerRelease } from '@synthhub/shared/site/external.schemas';

const isHttpUrl = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\/\S+$/.test(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The asset a Windows player wants: an installer, else an archive, else the first one. */
function pickDownload(assets: unknown): string | null {
  if (!Array.isArray(assets)) return null;
  const urls = assets.map((a) => (isRecord(a) ? a.browser_download_url : null)).filter(isHttpUrl);
  return urls.find((u) => /\.exe$/i.test(u)) ?? urls.find((u) => /\.zip$/i.test(u)) ?? urls[0] ?? null;
}

/**
 * Reads the latest release from a code host's releases answer (GitHub REST "List releases": an
 * array newest first, or "Get the latest release": one object): the first release that is neither
 * a draft nor a prerelease (else the first). Answers null when no release has a `tag_name`
 * (1-100 characters) and an http(s) `html_url`. Spec §3 "Release info: tag_name".
 */
export function readModManagerRelease(json: unknown): ModManagerRelease | null {
  const releases = (Array.isArray(json) ? json : [json]).filter(isRecord);
  const release = releases.find((r) => r.draft !== true && r.prerelease !== true) ?? releases[0];
  if (!release) return null;
  const { tag_name, html_url } = release;
  if (typeof tag_name !== 'string' || tag_name.length < 1 || tag_name.length > 100) return null;
  if (!isHttpUrl(html_url)) return null;
  return { tag_name, html_url, download_url: pickDownload(release.assets) };
}

/**
 * Reads a chat widget answer (Discord's widget.json): `presence_count`, a whole number ≥ 0, and
 * `instant_invite` as the join link when it is an http(s) URL, else `fallbackJoinUrl`. Null when
 * the count is missing or not a whole number (spec §7 External: presence_count).
 */
export function readCommunityPresence(
  json: unknown,
  fallbackJoinUrl: string | null,
): CommunityPresence | null {
  if (!isRecord(json)) return null;
  const count = json.presence_count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
  return {
    presence_count: count,
    join_url: isHttpUrl(json.instant_invite) ? json.instant_invite : fallbackJoinUrl,
  };
}
