import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

const postPages = () => import('./pages/news-post-page.tsx');

/**
 * The news pages (spec §2; docs/decisions/0028), all public: `/news/official` (the official posts),
 * `/news/official/{id}`, and `/news/*` — every named page (halloween22, holiday-map-pack,
 * wavemakers, 2023/coconut-edition, 2023/golf-event, the 2023 interview) and any `{token}` — by
 * slug. The router ranks the static `official` routes above the splat.
 */
export const newsRoutes: FeatureRoutes = {
  public: [
    {
      path: rel(paths.news.official.path),
      lazy: () => import('./pages/official-news-page.tsx').then((m) => ({ Component: m.OfficialNewsPage })),
    },
    {
      path: rel(paths.news.officialPost.path),
      lazy: () => postPages().then((m) => ({ Component: m.OfficialNewsPostPage })),
    },
    { path: rel(paths.news.post.path), lazy: () => postPages().then((m) => ({ Component: m.NewsSlugPage })) },
  ],
  signedIn: [],
};
