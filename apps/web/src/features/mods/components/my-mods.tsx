import { PagedResults } from '../../../components/paged-results.tsx';
import { UploadsList, UploadsListSkeleton } from '../../../components/uploads-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useMods } from '../api/get-mods.ts';

/** Props of {@link MyMods}, those of every My Uploads tab (`userId` is the signed-in user's). */
export interface MyModsProps {
  userId: number;
  page: number;
  hrefForPage: (page: number) => string;
}

/**
 * My Uploads' Mods tab (spec §2 `/user/uploads` children): the signed-in user's mods, drafts
 * included (`GET /api/mods?mine=1`), with the latest version, View and Edit. `userId` is not sent:
 * `mine` means the caller.
 */
export function MyMods({ page, hrefForPage }: MyModsProps) {
  const query = useMods({ mine: '1', page, sort: 'updated_at' });
  return (
    <PagedResults
      query={query}
      page={page}
      hrefForPage={hrefForPage}
      noun="mods"
      emptyHint="Create one with New mod on the Released Mods page."
      skeleton={<UploadsListSkeleton />}
      renderItems={(items) => (
        <UploadsList
          label="My mods"
          rows={items.map((mod) => ({
            id: mod.id,
            title: mod.name,
            subtitle: mod.latest_version ? `v${mod.latest_version}` : 'no version yet',
            cover: mod,
            published: mod.published,
            updatedAt: mod.updated_at,
            viewHref: paths.mods.detail.getHref(mod.slug),
            editHref: paths.mods.edit.getHref(mod.id),
          }))}
        />
      )}
    />
  );
}
