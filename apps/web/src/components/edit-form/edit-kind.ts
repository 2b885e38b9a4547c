/** What an edit page needs to know about its kind. */
export interface EditKind {
  /**
   * "Beatmap": the heading "Edit Beatmap", "New Beatmap", "Loading beatmap", the delete texts, and
   * the My Uploads tab a delete returns to, its plural (`/user/uploads/beatmaps`, spec §2).
   */
  noun: string;
  /**
   * The kind's routes (config/paths.ts). `detail.getHref(id)` is the View link; the item's API path
   * is the same path under `/api` (`/beatmaps/5` → `/api/beatmaps/5`, `/models/stages/5` →
   * `/api/models/stages/5`, formats.md §6), where Delete sends `DELETE`.
   */
  routes: { detail: { getHref: (id: number) => string } };
  /** The kind's query keys; `all` is dropped after a delete. */
  keys: { all: readonly unknown[] };
}

/** The fields of an item every edit page reads. */
export interface EditableItem {
  id: number;
  published: boolean;
  user: { id: number };
  /** The item's display name, where the kind has one (a beatmap has a title instead). */
  name?: string;
}
