import BrushIcon from '@mui/icons-material/Brush';
import BuildIcon from '@mui/icons-material/Build';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import DownloadDoneIcon from '@mui/icons-material/DownloadDone';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ExtensionIcon from '@mui/icons-material/Extension';
import FaceIcon from '@mui/icons-material/Face';
import ForumIcon from '@mui/icons-material/Forum';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import LandscapeIcon from '@mui/icons-material/Landscape';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import StorefrontIcon from '@mui/icons-material/Storefront';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SiteExternal } from '@synthhub/shared/site/external.schemas';
import { externalLinks } from '../../config/links.ts';
import { paths } from '../../config/paths.ts';

/** One sidebar entry: an internal route (`to`) or an external page (`href`, opens a new tab). */
export interface SidebarLink {
  label: string;
  icon: typeof SvgIcon;
  to?: string;
  href?: string;
  /** A second line, e.g. the mod manager's version. */
  secondary?: string;
  /** Highlight only on this exact path, not on its children. */
  end?: boolean;
  /** Shown only to signed-in users (a signed-in route such as My Downloads). */
  signedIn?: boolean;
  /** Filled from `GET /api/site/external` (spec §7 External) by {@link withExternal}. */
  external?: 'modManager' | 'community';
}

/** A titled group of sidebar entries, drawn in its theme colour (spec §1). */
export interface SidebarSection {
  title: string;
  color: 'primary' | 'secondary' | 'mods' | 'models';
  links: SidebarLink[];
}

/** Every section and item of the sidebar, in the order of spec §1. */
export const sidebarSections: SidebarSection[] = [
  {
    title: 'Beatmaps',
    color: 'primary',
    links: [
      { label: 'Custom Songs', icon: LibraryMusicIcon, to: paths.beatmaps.list.getHref(), end: true },
      // Recent and My Downloads are routes of spec §2 that spec §1 leaves out of the sidebar.
      { label: 'Recent', icon: NewReleasesIcon, to: paths.beatmaps.recent.getHref() },
      { label: 'Playlists', icon: QueueMusicIcon, to: paths.playlists.list.getHref() },
      { label: 'Mappers', icon: BrushIcon, to: paths.beatmaps.mappers.getHref() },
      { label: 'Leaderboards', icon: LeaderboardIcon, to: paths.leaderboards.getHref() },
      { label: 'Rankings', icon: EmojiEventsIcon, to: paths.rankings.getHref() },
      { label: 'Downloader', icon: CloudDownloadIcon, to: paths.beatmaps.downloader.getHref() },
      {
        label: 'My Downloads',
        icon: DownloadDoneIcon,
        to: paths.beatmaps.downloads.getHref(),
        signedIn: true,
      },
    ],
  },
  {
    title: 'Mods',
    color: 'mods',
    links: [
      { label: 'Released Mods', icon: ExtensionIcon, to: paths.mods.getHref() },
      // Its latest version comes from the release fetch (spec §1 MODS, §7 External).
      { label: 'NoodleManagerX', icon: BuildIcon, href: externalLinks.modManager, external: 'modManager' },
      { label: 'MelonLoader', icon: ExtensionIcon, href: externalLinks.modLoader, secondary: 'Mod loader' },
    ],
  },
  {
    title: 'Models',
    color: 'models',
    links: [
      { label: 'Avatars', icon: FaceIcon, to: paths.models.avatars.list.getHref() },
      { label: 'Stages', icon: LandscapeIcon, to: paths.models.stages.list.getHref() },
    ],
  },
  {
    title: 'Community',
    color: 'secondary',
    links: [
      { label: 'News', icon: NewspaperIcon, to: paths.news.official.getHref() },
      { label: 'Chartathon Archive', icon: EmojiEventsIcon, to: paths.archive.chartathon.getHref() },
      // With the count of online users when available (spec §1 COMMUNITY, §7 External).
      { label: 'Discord', icon: ForumIcon, href: externalLinks.chat, external: 'community' },
      // The community vote of spec §2 (/events/best-of-2023), inside the site.
      { label: 'Best of 2023', icon: HowToVoteIcon, to: paths.events.bestOf2023.getHref() },
      { label: 'Ideas', icon: LightbulbIcon, href: externalLinks.ideas },
      { label: 'Wiki', icon: MenuBookIcon, href: externalLinks.wiki },
      { label: 'Store', icon: StorefrontIcon, href: externalLinks.store },
      { label: 'Donate', icon: VolunteerActivismIcon, to: paths.donate.getHref() },
    ],
  },
];

/**
 * `sections` with the external facts filled in (spec §1): the mod manager's entry shows the latest
 * release's `tag_name` and opens that release; the chat entry shows "N online" and links to the
 * join URL. A fact that is null leaves its entry as it was (no version, no count).
 */
export function withExternal(sections: SidebarSection[], external: SiteExternal): SidebarSection[] {
  const fill = (link: SidebarLink): SidebarLink => {
    if (link.external === 'modManager' && external.mod_manager)
      return { ...link, href: external.mod_manager.html_url, secondary: external.mod_manager.tag_name };
    if (link.external === 'community' && external.community) {
      const { presence_count, join_url } = external.community;
      return {
        ...link,
        href: join_url ?? link.href,
        secondary: `${presence_count.toLocaleString('en-US')} online`,
      };
    }
    return link;
  };
  return sections.map((section) => ({ ...section, links: section.links.map(fill) }));
}
