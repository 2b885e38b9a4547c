/**
 * The public entry of the item kernel (docs/decisions/0013, 0014): what the four content kinds use
 * to describe themselves (descriptor, store, actions, download routes), register the generic item
 * routes, and share visibility, edit, delete, cover and presenting rules. Files outside
 * `modules/items/` import only this file; tests may reach further.
 */
export type { ItemCreated, ItemDescriptor, ItemRow, ItemStore, ResponseSchemas } from './item-kind.ts';
export { itemAction } from './item-actions.ts';
export { adminItemRoutes } from './admin-items.routes.ts';
export { ITEMS_PURGE_EVERY_MS, ITEMS_PURGE_JOB, purgeDeletedItems } from './item-purge.ts';
export { itemDownloadRoute, registerItemDownloads } from './item-downloads.ts';
export { editItem } from './item-edit.ts';
export { numericString, presentItemCounts, presentItemUser } from './item-presenter.ts';
export { registerItemRoutes } from './item-routes.ts';
export {
  type CoverErrors,
  findItemCover,
  getEditableItem,
  getVisibleItem,
  type ItemsContext,
  type ItemsWriteContext,
  publishChange,
  removeItem,
  replaceItemCover,
} from './items.service.ts';
export { patchColumns } from './patch-columns.ts';
export { namedEntries, type NamedKind, rowsByIdsWithFeedCursor } from './named-source.ts';
export {
  listNamed,
  namedReadModel,
  type NamedReadModel,
  type NamedList,
  type NamedListRequest,
  type NamedPage,
} from './named-list.ts';
