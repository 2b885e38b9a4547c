/**
 * Cleaning of one-line display text (titles, artists, mapper and author names, item names) wherever
 * it enters Synthhub: the shared form schemas (so the web forms and the server agree) and the values
 * the server reads from uploaded files and file names. Decision record: docs/decisions/0009.
 *
 * Removed:
 * - bidirectional controls: U+202A–U+202E (embeddings, overrides), U+2066–U+2069 (isolates),
 *   U+200E/U+200F (LRM/RLM) and U+061C (ALM). An override such as U+202E makes
 *   "Song\u202Egpj.exe" display as "Songexe.jpg" and can reverse the rest of a page's line;
 *   a title never needs them (the Unicode bidi algorithm orders Arabic and Hebrew on its own);
 * - invisible zero-width characters that only help spoofing and near-duplicates: U+200B (zero
 *   width space), U+2060 (word joiner), U+FEFF (zero width no-break space / BOM), U+00AD (soft
 *   hyphen), U+180E (Mongolian vowel separator, no longer a space);
 * - C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F): tab, CR and LF become a space
 *   (a name is one line); the others, NUL included (PostgreSQL text cannot hold it), are dropped.
 *
 * Kept: U+200C (zero width non-joiner) and U+200D (zero width joiner), which Persian, Indic
 * scripts and emoji sequences (👩‍💻) need to display correctly.
 */
const REMOVED =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060\uFEFF\u00AD\u180E\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAKS = /[\t\n\r]/g;

/**
 * Returns `text` without bidi controls, invisible zero-width characters and control characters
 * (see above); tabs and line breaks become spaces. Does not trim: callers trim and check length.
 */
export function cleanDisplayText(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(REMOVED, '');
}

/** The message of a text field holding U+0000, which PostgreSQL text cannot store. */
export const NUL_MESSAGE = 'Must not contain NUL characters';

/**
 * True when `text` has no U+0000. For free-text fields (descriptions) sent outside JSON bodies
 * (e.g. the multipart upload record), which the server's NUL guard does not see.
 */
export function hasNoNul(text: string): boolean {
  return !text.includes('\u0000');
}
