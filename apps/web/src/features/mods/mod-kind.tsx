import type { Mod } from '@synthhub/shared/mods/mods.schemas';
import type { ListPageDescriptor } from '../../components/content-kind/item-list-page.tsx';
import { paths } from '../../config/paths.ts';
import { useMods } from './api/get-mods.ts';
import { ModCard } from './components/mod-card.tsx';
import { ModCardSkeleton } from './components/mod-card-skeleton.tsx';
import { ModFilters } from './components/mod-filters.tsx';
import { MOD_LIST_SPEC, modListParams } from './mod-browse.ts';

/**
 * Mods as the generic list page and My Uploads tab show them (docs/decisions/0051): searched by
 * name, summary, tag or author, filtered by platform and game version; released rather than
 * uploaded, and listed at `/mods/{slug}`.
 */
export const modKind: ListPageDescriptor<Mod> = {
  noun: 'mods',
  Skeleton: ModCardSkeleton,
  renderCard: (mod) => <ModCard mod={mod} />,
  spec: MOD_LIST_SPEC,
  useListPage: (list) => useMods(modListParams(list)),
  searchPlaceholder: 'Name, summary, tag or author',
  Filters: ModFilters,
  firstVerb: 'release',
  uploads: {
    emptyHint: 'Create one with New mod on the Released Mods page.',
    row: (mod) => ({
      title: mod.name,
      subtitle: mod.latest_version ? `v${mod.latest_version}` : 'no version yet',
      viewHref: paths.mods.detail.getHref(mod.slug),
      editHref: paths.mods.edit.getHref(mod.id),
    }),
  },
};
