/**
 * Every route of the site in one place (spec §2). `path` is the router pattern; `getHref` builds a
 * link. Only routes that exist are listed; later issues add the rest.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    /** `redirect` is where to go after signing in (spec §4); only same-site paths are kept. */
    getHref: (redirect?: string | null) =>
      redirect && redirect !== '/' ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login',
  },
  copyright: { path: '/copyright', getHref: () => '/copyright' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  donate: { path: '/donate', getHref: () => '/donate' },
  beatmaps: {
    list: {
      path: '/beatmaps',
      getHref: (page?: number) => (page && page > 1 ? `/beatmaps?page=${page}` : '/beatmaps'),
    },
    detail: { path: '/beatmaps/:id', getHref: (id: number | string) => `/beatmaps/${id}` },
    edit: { path: '/beatmaps/edit/:id', getHref: (id: number | string) => `/beatmaps/edit/${id}` },
    mappers: { path: '/beatmaps/mappers', getHref: () => '/beatmaps/mappers' },
    downloader: { path: '/beatmaps/downloader', getHref: () => '/beatmaps/downloader' },
  },
  playlists: { path: '/playlists', getHref: () => '/playlists' },
  leaderboards: { path: '/leaderboards', getHref: () => '/leaderboards' },
  rankings: { path: '/rankings', getHref: () => '/rankings' },
  mods: { path: '/mods', getHref: () => '/mods' },
  models: {
    avatars: { path: '/models/avatars', getHref: () => '/models/avatars' },
    stages: { path: '/models/stages', getHref: () => '/models/stages' },
  },
  profile: {
    path: '/profile/:username?',
    getHref: (username: string) => `/profile/${encodeURIComponent(username)}`,
  },
  user: {
    uploads: { path: '/user/uploads', getHref: () => '/user/uploads' },
    profile: { path: '/user/profile', getHref: () => '/user/profile' },
    uploadBeatmap: {
      path: '/user/beatmaps/upload',
      /** `beatmapId` offers the "Alternate Version" mode for that beatmap (spec §2). */
      getHref: (beatmapId?: number) =>
        beatmapId ? `/user/beatmaps/upload?beatmap_id=${beatmapId}` : '/user/beatmaps/upload',
    },
  },
  admin: { path: '/admin', getHref: () => '/admin' },
} as const;

/**
 * Keeps a post-login redirect target only when it is a path on this site (no `//host` or
 * `scheme:` tricks); anything else falls back to home.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
