import { type Change, changeCursorSchema } from '@synthhub/shared/changes/changes.schemas';
import { BadRequest } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import {
  type BeatmapSummaryRow,
  type DbOrTx,
  findChangesAfter,
  findItemSummaries,
  latestCursor,
  type NamedItemRow,
} from './changes.repository.ts';
import { presentChange } from './changes.presenter.ts';

/** What the feed's routes need: the database. */
export interface ChangesContext {
  db: Db;
}

/** One page of the feed: its changes, the cursor to continue from, and whether more are waiting. */
export interface ChangesPage {
  changes: Change[];
  /** The cursor of the last change answered, or `since` when none: pass it as the next `since`. */
  next: number;
  /** True when changes beyond `next` exist already (ask again at once). */
  more: boolean;
}

/**
 * Reads a cursor given by a client (`since`, or `Last-Event-ID`; `name` names it in the message):
 * absent → 0, the start of the feed. Throws BadRequest when it is not a whole number from 0, or
 * when it is beyond the newest cursor (a cursor from another server or from before a database
 * restore: following it would silently miss changes) — docs/decisions/0035. `shared`, when given,
 * answers the newest cursor from a query other clients share (changes-pages.ts); a cursor beyond
 * it is checked again with a query of its own, since a shared one may have started before it.
 */
export async function parseCursor(
  db: DbOrTx,
  text: string | undefined,
  name: string,
  shared?: () => Promise<number>,
): Promise<number> {
  if (text === undefined || text === '') return 0;
  const parsed = changeCursorSchema.safeParse(text.trim());
  if (!parsed.success) {
    throw new BadRequest(
      `${name} "${text.slice(0, 40)}" is not a change cursor: give a whole number from 0 (0 = the start of the feed)`,
    );
  }
  let latest = shared ? await shared() : await latestCursor(db);
  if (parsed.data > latest && shared) latest = await latestCursor(db);
  if (parsed.data > latest) {
    throw new BadRequest(
      `${name} ${parsed.data} is ahead of the change feed (newest cursor ${latest}): start again from the index (GET /api/beatmaps/index.ndjson) or from 0`,
    );
  }
  return parsed.data;
}

/**
 * Up to `limit` changes after `since`, oldest first, each with the item's current public summary
 * for created/updated (one query per kind present in the page), plus the next cursor.
 */
export async function readChangesPage(db: DbOrTx, since: number, limit: number): Promise<ChangesPage> {
  const rows = await findChangesAfter(db, since, limit + 1);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const byKind = new Map<string, Map<number, BeatmapSummaryRow | NamedItemRow>>();
  const kinds = [...new Set(page.filter((r) => r.op !== 'deleted').map((r) => r.kind))];
  for (const kind of kinds) {
    const ids = [...new Set(page.filter((r) => r.kind === kind && r.op !== 'deleted').map((r) => r.itemId))];
    byKind.set(kind, await findItemSummaries(db, kind, ids));
  }
  return {
    changes: page.map((r) => presentChange(r, byKind.get(r.kind)?.get(r.itemId))),
    next: page.at(-1)?.seq ?? since,
    more,
  };
}
