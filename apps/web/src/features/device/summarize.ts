import type { ContentKind } from '@synthhub/shared/device/layout';
import type { InstalledFile } from '../../device/installer/content-index.ts';
import { countOf, DEVICE_KINDS } from './installed-rows.ts';

/** "a, b and c" (English list). */
export function listPhrase(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** What a set of files holds, per kind: "12 beatmaps, 2 playlists and 1 stage" ('' for none). */
export function summarizeFiles(files: readonly InstalledFile[]): string {
  const counts = new Map<ContentKind, number>();
  for (const file of files) counts.set(file.kind, (counts.get(file.kind) ?? 0) + 1);
  return listPhrase(
    DEVICE_KINDS.filter((kind) => counts.has(kind)).map((kind) => countOf(kind, counts.get(kind)!)),
  );
}
