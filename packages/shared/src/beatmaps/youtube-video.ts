/** YouTube's video ids: 11 characters of letters, digits, `-` and `_`. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Hosts whose URLs name a YouTube video (the `www.`, `m.` and `music.` sites and the short host). */
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * The video id of a YouTube URL (a beatmap's `youtube_url`, spec §3/§5), or null when the URL
 * names no single video. Accepted forms, http or https:
 * - `https://youtu.be/{id}` (share links, optionally `?t=…`);
 * - `https://www.youtube.com/watch?v={id}` (also `m.`, `music.`, without `www.`);
 * - `https://www.youtube.com/shorts/{id}`, `/embed/{id}`, `/live/{id}`, `/v/{id}`;
 * - the same paths on `youtube-nocookie.com`.
 * Anything else (a channel, a playlist without `v`, another site, a malformed id) is null, so
 * the video page shows its empty state instead of a broken frame (docs/decisions/0027).
 */
export function youtubeVideoId(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    id = segments.length === 1 ? segments[0] : null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') id = parsed.searchParams.get('v');
    else if (segments.length === 2 && ['shorts', 'embed', 'live', 'v'].includes(segments[0]!))
      id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/**
 * The privacy-enhanced embed URL of a YouTube video (`https://www.youtube-nocookie.com/embed/{id}`,
 * no cookies until the visitor plays it), or null when {@link youtubeVideoId} finds no video.
 */
export function youtubeEmbedUrl(url: string | null | undefined): string | null {
  const id = youtubeVideoId(url);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
