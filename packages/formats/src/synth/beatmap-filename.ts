/**
 * Words for characters that the site spells out inside a word (formats.md §1.7; calibrated on
 * `sr_timestamp_mapping.json`: "W&W" → "WandW", "bbno$" → "bbnodollar", "100%" → "100percent").
 */
const SPELLED: Record<string, string> = { '&': 'and', $: 'dollar', '%': 'percent' };

/**
 * Characters dropped without splitting the word ("I'm" → "Im", "Street(Nightcore)" →
 * "StreetNightcore", "Flesh[E]" → "FleshE", "t+pazolite" → "tpazolite", "feat." → "feat").
 * Everything else that is not a letter or digit separates words ("POP/STARS" → "POP-STARS",
 * "DECO*27" → "DECO-27", the curly "There’s" → "There-s").
 */
const DROPPED = /['`()[\]{}!?,.+"]/g;

/** Latin letters that NFKD does not decompose. */
const LATIN: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'OE',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'Th',
  ð: 'd',
  Ð: 'D',
  ı: 'i',
};

/**
 * One part of a beatmap file name: letters and digits joined by single hyphens, case kept.
 * Non-ASCII letters are transliterated (NFKD, diacritics stripped, ß/æ/ø/… spelled out); what is
 * still not ASCII (e.g. CJK) is dropped as a separator. Returns '' when nothing is left.
 */
export function filenamePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæÆøØœŒđĐłŁþÞðÐı]/g, (c) => LATIN[c] ?? '')
    .replace(/[&$%]/g, (c) => SPELLED[c] ?? '')
    .replace(DROPPED, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The published file name of a beatmap (formats.md §1.7): `<id>-<Artist>-<Title>-<Mapper>.synth`,
 * or `<id>-v<N>-…` when `version` > 1, each part made by `filenamePart`; empty parts are left out
 * (`<id>.synth` if all are empty). Reproduces every name of the real records whose artist and title
 * are known from the fixtures (see the test). Throws `RangeError` for an id or version that is
 * not a positive integer.
 */
export function beatmapFilename(input: {
  id: number;
  artist: string;
  title: string;
  mapper: string;
  version?: number;
}): string {
  const { id, version = 1 } = input;
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new RangeError('beatmapFilename: id must be a positive integer.');
  if (!Number.isSafeInteger(version) || version < 1) {
    throw new RangeError('beatmapFilename: version must be a positive integer.');
  }
  const parts = [String(id)];
  if (version > 1) parts.push(`v${version}`);
  for (const text of [input.artist, input.title, input.mapper]) {
    const part = filenamePart(text);
    if (part) parts.push(part);
  }
  return `${parts.join('-')}.synth`;
}
