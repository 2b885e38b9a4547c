import type { BeatmapSummary, Change, NamedItemSummary } from '@synthhub/shared/changes/changes.schemas';
import type { BeatmapSummaryRow, ChangeRow, NamedItemRow } from './changes.repository.ts';

/** A beatmap row as a line of the catalogue index and the `item` of a beatmap change. */
export function presentBeatmapSummary(row: BeatmapSummaryRow): BeatmapSummary {
  return {
    id: row.id,
    hash: row.hash,
    title: row.title,
    artist: row.artist,
    mapper: row.mapper,
    difficulties: row.difficulties,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A playlist, stage, avatar or mod row as the `item` of a change. */
export function presentNamedSummary(row: NamedItemRow): NamedItemSummary {
  return {
    id: row.id,
    name: row.name,
    ...(row.slug !== undefined && { slug: row.slug }),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * One change as its wire line (packages/shared `changeSchema`): `item` only for created/updated,
 * from `summary` (the item's current row), null when the row is gone.
 */
export function presentChange(row: ChangeRow, summary: BeatmapSummaryRow | NamedItemRow | undefined): Change {
  const change: Change = {
    cursor: row.seq,
    kind: row.kind,
    id: row.itemId,
    op: row.op,
    at: row.at.toISOString(),
  };
  if (row.op === 'deleted') return change;
  if (!summary) return { ...change, item: null };
  return {
    ...change,
    item: 'hash' in summary ? presentBeatmapSummary(summary) : presentNamedSummary(summary),
  };
}
