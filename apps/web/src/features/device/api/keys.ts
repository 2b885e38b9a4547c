import type { ContentKind } from '@synthhub/shared/device/layout';
import { deviceKeys } from '../../../device/react/device-keys.ts';

/**
 * The TanStack Query keys of the device feature (TkDodo "Effective React Query Keys"), under the
 * installer's `deviceKeys.all` so a legacy migration refreshes them with the device's own reads:
 * `catalog` `['device', 'catalog']` and `catalogItems(kind, ids, names)`
 * `['device', 'catalog', kind, ids, names]`, the site items the installed files name. The caller
 * passes `ids` and `names` distinct and sorted, so the device's file order does not split entries.
 */
export const deviceCatalogKeys = {
  catalog: [...deviceKeys.all, 'catalog'] as const,
  catalogItems: <K extends ContentKind>(kind: K, ids: readonly number[], names: readonly string[]) =>
    [...deviceCatalogKeys.catalog, kind, ids, names] as const,
};
