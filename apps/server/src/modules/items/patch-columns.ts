/**
 * The columns an edit sets (spec §2 edit pages; spec §5 fields): for each wire name of `map` that
 * the patch defines (undefined: left alone; null: cleared), its value under the column name, in
 * the map's order. `map` is a kind's wire-name → column table (`{ youtube_url: 'youtubeUrl' }`);
 * values are the zod-checked patch's own (packages/shared `<kind>PatchSchema`).
 */
export function patchColumns<P extends object, C extends object>(
  patch: P,
  map: { [K in keyof P]?: keyof C },
): Partial<C> {
  const out: Record<string, unknown> = {};
  for (const [wire, column] of Object.entries(map) as [keyof P & string, string][]) {
    const value = patch[wire];
    if (value !== undefined) out[column] = value;
  }
  return out as Partial<C>;
}
