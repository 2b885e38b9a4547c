/** What an edit page needs to know about its kind. */
export interface EditKind {
  /** "Beatmap": the heading "Edit Beatmap", "New Beatmap", "Loading beatmap", the delete texts. */
  noun: string;
  /** The item API base, e.g. "/api/beatmaps": Delete sends `DELETE {api}/{id}`. */
  api: string;
  /** The kind's routes; `detail.getHref(id)` is the View link. */
  routes: { detail: { getHref: (id: number) => string } };
  /** The kind's query keys; `all` is dropped after a delete. */
  keys: { all: readonly unknown[] };
  /** The My Uploads tab a delete returns to (`/user/uploads/{tab}`). */
  tab: string;
}

/** The fields of an item every edit page reads. */
export interface EditableItem {
  id: number;
  published: boolean;
  user: { id: number };
}
