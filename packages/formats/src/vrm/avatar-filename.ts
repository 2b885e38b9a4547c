import { filenamePart } from '../synth/beatmap-filename.ts';

/**
 * The file name an avatar downloads as: `<id>-<Name>.vrm`, the name made safe the way beatmap
 * names are (formats.md §1.7 `filenamePart`: letters and digits joined by hyphens, transliterated,
 * no quotes, slashes or dots), so it survives every client that parses Content-Disposition
 * (formats.md §6.4). `<id>.vrm` when nothing of the name is left (e.g. an all-CJK name).
 * Throws `RangeError` for an id that is not a positive integer.
 */
export function avatarFilename(input: { id: number; name: string }): string {
  if (!Number.isSafeInteger(input.id) || input.id <= 0)
    throw new RangeError('avatarFilename: id must be a positive integer.');
  const part = filenamePart(input.name);
  return part ? `${input.id}-${part}.vrm` : `${input.id}.vrm`;
}
