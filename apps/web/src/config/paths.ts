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
    /** The same page on its "Create account" tab (`?tab=register`), keeping `redirect`. */
    getRegisterHref: (redirect?: string | null) => {
      const href = paths.login.getHref(redirect);
      return `${href}${href.includes('?') ? '&' : '?'}tab=register`;
    },
  },
  /** Where a third-party provider sends the browser back (spec §2 "Sign-in with a third party"). */
  auth: {
    provider: { path: '/auth/:provider', getHref: (provider: string) => `/auth/${provider}` },
  },
  copyright: { path: '/copyright', getHref: () => '/copyright' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  donate: { path: '/donate', getHref: () => '/donate' },
  /** An event with its voting (spec §2 /events/best-of-2023; any published event's slug works). */
  events: {
    detail: { path: '/events/:slug', getHref: (slug: string) => `/events/${encodeURIComponent(slug)}` },
    /** The community vote of spec §2, linked from the sidebar's Community section. */
    bestOf2023: { path: '/events/best-of-2023', getHref: () => '/events/best-of-2023' },
  },
  /**
   * News pages (spec §2: halloween22, holiday-map-pack, wavemakers, 2023/coconut-edition,
   * 2023/golf-event, an interview under 2023, {token}, official/{id?}; docs/decisions/0028).
   * `post` is a splat: a slug may hold one `/` (`2023/coconut-edition`).
   */
  news: {
    official: {
      path: '/news/official',
      getHref: (page?: number) => (page && page > 1 ? `/news/official?page=${page}` : '/news/official'),
    },
    officialPost: { path: '/news/official/:id', getHref: (id: number | string) => `/news/official/${id}` },
    post: { path: '/news/*', getHref: (slug: string) => `/news/${slug}` },
  },
  /** Past chartathon results (spec §2 /archive/chartathon); `year` picks the tab. */
  archive: {
    chartathon: {
      path: '/archive/chartathon',
      getHref: (year?: number) => (year ? `/archive/chartathon?year=${year}` : '/archive/chartathon'),
    },
  },
  /** Manage Device (spec §2 /device, "Device management"): what the connected device holds. */
  device: { path: '/device', getHref: () => '/device' },
  /** Device-code sign-in: where a user enters the code an app shows (RFC 8628; docs/decisions/0018). */
  activate: {
    path: '/activate',
    getHref: (userCode?: string) =>
      userCode ? `/activate?user_code=${encodeURIComponent(userCode)}` : '/activate',
  },
  beatmaps: {
    list: {
      path: '/beatmaps',
      getHref: (page?: number) => (page && page > 1 ? `/beatmaps?page=${page}` : '/beatmaps'),
    },
    detail: { path: '/beatmaps/:id', getHref: (id: number | string) => `/beatmaps/${id}` },
    /** The beatmap's Leaderboards tab (spec §2 child `leaderboards`). */
    leaderboards: {
      path: '/beatmaps/:id/leaderboards',
      getHref: (id: number | string) => `/beatmaps/${id}/leaderboards`,
    },
    /** The beatmap's Reviews tab (spec §2 child `reviews`; docs/decisions/0027), `?page=N` past the first. */
    reviews: {
      path: '/beatmaps/:id/reviews',
      getHref: (id: number | string, page?: number) =>
        `/beatmaps/${id}/reviews${page && page > 1 ? `?page=${page}` : ''}`,
    },
    /** The beatmap's preview video with its details (spec §2 /beatmaps/{id}/video). */
    video: { path: '/beatmaps/:id/video', getHref: (id: number | string) => `/beatmaps/${id}/video` },
    edit: { path: '/beatmaps/edit/:id', getHref: (id: number | string) => `/beatmaps/edit/${id}` },
    mappers: { path: '/beatmaps/mappers', getHref: () => '/beatmaps/mappers' },
    recent: { path: '/beatmaps/recent', getHref: () => '/beatmaps/recent' },
    /** The signed-in user's download history (spec §2 /beatmaps/downloads). */
    downloads: {
      path: '/beatmaps/downloads',
      getHref: (page?: number) =>
        page && page > 1 ? `/beatmaps/downloads?page=${page}` : '/beatmaps/downloads',
    },
    downloader: { path: '/beatmaps/downloader', getHref: () => '/beatmaps/downloader' },
  },
  playlists: {
    list: {
      path: '/playlists',
      getHref: (page?: number) => (page && page > 1 ? `/playlists?page=${page}` : '/playlists'),
    },
    browse: { path: '/playlists/browse', getHref: () => '/playlists/browse' },
    detail: { path: '/playlists/:id', getHref: (id: number | string) => `/playlists/${id}` },
    /** The playlist's Leaderboards tab (spec §2 child `leaderboards`): its maps with their top rows. */
    leaderboards: {
      path: '/playlists/:id/leaderboards',
      getHref: (id: number | string) => `/playlists/${id}/leaderboards`,
    },
    /** `id` may be `new` for an empty playlist (spec §2). */
    edit: { path: '/playlists/edit/:id', getHref: (id: number | string) => `/playlists/edit/${id}` },
  },
  leaderboards: {
    path: '/leaderboards',
    getHref: () => '/leaderboards',
    /** The tabs of /leaderboards (spec §2): challenges, dethrones, recent, top. */
    tab: { path: '/leaderboards/:tab', getHref: (tab: string) => `/leaderboards/${tab}` },
    challenge: {
      path: '/leaderboards/challenges/:id',
      getHref: (id: number | string) => `/leaderboards/challenges/${id}`,
    },
    /** One leaderboard; `query` holds its modifiers filter and page (e.g. `modifiers=combined`). */
    detail: {
      path: '/leaderboards/:id',
      getHref: (id: number | string, query?: string) => `/leaderboards/${id}${query ? `?${query}` : ''}`,
    },
    /** `/leaderboards/profile` without an id: the signed-in player's own profile. */
    ownProfile: { path: '/leaderboards/profile', getHref: () => '/leaderboards/profile' },
    /** A leaderboard profile (spec §2 /leaderboards/profile/{id}). */
    profile: {
      path: '/leaderboards/profile/:id',
      getHref: (id: number | string) => `/leaderboards/profile/${id}`,
    },
  },
  /** The rankings (spec §2): the current season by default, or one season by slug. */
  rankings: {
    path: '/rankings',
    getHref: () => '/rankings',
    /** `/rankings/season` without a slug: the same as /rankings. */
    seasonIndex: { path: '/rankings/season', getHref: () => '/rankings/season' },
    season: {
      path: '/rankings/season/:slug',
      getHref: (slug: string) => `/rankings/season/${encodeURIComponent(slug)}`,
    },
  },
  /**
   * Released Mods (spec §2 /mods, /mods/{slug}; signed in /mods/create, /mods/edit/{id?}). `list`
   * takes the URL query (`q=…&platform=pc`); the detail page is by slug, the edit page by id.
   */
  mods: {
    path: '/mods',
    getHref: () => '/mods',
    detail: { path: '/mods/:slug', getHref: (slug: string) => `/mods/${encodeURIComponent(slug)}` },
    create: { path: '/mods/create', getHref: () => '/mods/create' },
    /** `/mods/edit` without an id is the create page (spec §2 `/mods/edit/{id?}`). */
    editNew: { path: '/mods/edit', getHref: () => '/mods/edit' },
    edit: { path: '/mods/edit/:id', getHref: (id: number | string) => `/mods/edit/${id}` },
  },
  models: {
    avatars: {
      list: {
        path: '/models/avatars',
        getHref: (page?: number) => (page && page > 1 ? `/models/avatars?page=${page}` : '/models/avatars'),
      },
      detail: { path: '/models/avatars/:id', getHref: (id: number | string) => `/models/avatars/${id}` },
      edit: {
        path: '/models/avatars/edit/:id',
        getHref: (id: number | string) => `/models/avatars/edit/${id}`,
      },
    },
    stages: {
      list: {
        path: '/models/stages',
        getHref: (page?: number) => (page && page > 1 ? `/models/stages?page=${page}` : '/models/stages'),
      },
      detail: { path: '/models/stages/:id', getHref: (id: number | string) => `/models/stages/${id}` },
      edit: {
        path: '/models/stages/edit/:id',
        getHref: (id: number | string) => `/models/stages/edit/${id}`,
      },
    },
  },
  profile: {
    path: '/profile/:username?',
    /** `tab` is one of avatars, beatmaps, leaderboards, playlists, stages (spec §2). */
    getHref: (username: string, tab?: string) =>
      `/profile/${encodeURIComponent(username)}${tab ? `/${tab}` : ''}`,
  },
  user: {
    uploads: {
      path: '/user/uploads',
      /** `tab` is one of avatars, beatmaps, playlists, stages (spec §2), or mods (the user's mods). */
      getHref: (tab?: string) => (tab ? `/user/uploads/${tab}` : '/user/uploads'),
    },
    profile: { path: '/user/profile', getHref: () => '/user/profile' },
    register: { path: '/user/register', getHref: () => '/user/register' },
    /** Password reset (docs/decisions/0018): ask for a link, then the page the link opens. */
    forgotPassword: { path: '/user/forgot-password', getHref: () => '/user/forgot-password' },
    resetPassword: {
      path: '/user/reset-password',
      getHref: (token: string) => `/user/reset-password?token=${encodeURIComponent(token)}`,
    },
    beatmaps: { path: '/user/beatmaps', getHref: () => '/user/beatmaps' },
    uploadBeatmap: {
      path: '/user/beatmaps/upload',
      /** `beatmapId` offers the "Alternate Version" mode for that beatmap (spec §2). */
      getHref: (beatmapId?: number) =>
        beatmapId ? `/user/beatmaps/upload?beatmap_id=${beatmapId}` : '/user/beatmaps/upload',
    },
    playlists: { path: '/user/playlists', getHref: () => '/user/playlists' },
    uploadPlaylist: { path: '/user/playlists/upload', getHref: () => '/user/playlists/upload' },
    avatars: { path: '/user/models/avatars', getHref: () => '/user/models/avatars' },
    uploadAvatar: { path: '/user/models/avatars/upload', getHref: () => '/user/models/avatars/upload' },
    stages: { path: '/user/models/stages', getHref: () => '/user/models/stages' },
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
