import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

const profile = () => import('./profile.tsx').then((m) => ({ Component: m.ProfileRoute }));
const profileSettings = () =>
  import('./profile-settings.tsx').then((m) => ({ Component: m.ProfileSettingsRoute }));
const myUploads = (kind?: 'beatmaps' | 'playlists' | 'stages' | 'avatars') => () =>
  import('./my-uploads.tsx').then((m) => ({ Component: () => <m.MyUploadsRoute kind={kind} /> }));

/**
 * People pages (spec §2, §6): profiles for everyone, My Uploads and its shortcuts and Profile
 * Settings (`/user/profile`) when signed in. They compose several features, so they live in the app layer.
 */
export const peopleRoutes: FeatureRoutes = {
  public: [
    { path: 'profile', lazy: profile },
    { path: 'profile/:username', lazy: profile },
    { path: 'profile/:username/:tab', lazy: profile },
  ],
  signedIn: [
    { path: rel(paths.user.uploads.path), lazy: myUploads() },
    { path: `${rel(paths.user.uploads.path)}/:tab`, lazy: myUploads() },
    { path: rel(paths.user.beatmaps.path), lazy: myUploads('beatmaps') },
    { path: rel(paths.user.playlists.path), lazy: myUploads('playlists') },
    { path: rel(paths.user.avatars.path), lazy: myUploads('avatars') },
    { path: rel(paths.user.stages.path), lazy: myUploads('stages') },
    { path: rel(paths.user.profile.path), lazy: profileSettings },
  ],
};
