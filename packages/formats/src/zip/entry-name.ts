import { ArchiveError } from './archive-error.ts';

/** Code page 437 for bytes 0x80-0xFF: zip's default name encoding (PKWARE APPNOTE appendix D). */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes a zip entry name. With general-purpose flag bit 11 the name is UTF-8; otherwise it is
 * CP437 (PKWARE APPNOTE §4.4.4 and appendix D), except that names which are valid UTF-8 are read
 * as UTF-8, because many writers set no flag. Returns the name as a string; never throws.
 */
export function decodeEntryName(bytes: Uint8Array, utf8Flag: boolean): string {
  const ascii = bytes.every((b) => b < 0x80);
  if (ascii) return String.fromCharCode(...bytes);
  if (utf8Flag) return new TextDecoder('utf-8').decode(bytes);
  try {
    return utf8.decode(bytes);
  } catch {
    return Array.from(bytes, (b) => (b < 0x80 ? String.fromCharCode(b) : CP437_HIGH[b - 0x80])).join('');
  }
}

/**
 * Refuses entry names that would write outside the folder the archive is unpacked into: absolute
 * names (leading `/` or `\`, a drive letter such as `C:`), any `..` segment (with `/` or `\` as the
 * separator), and names holding a NUL character. Throws `ArchiveError` with code `UNSAFE_PATH`.
 * Source: the Zip Slip class of attacks; PKWARE APPNOTE §4.4.17 (names are relative, no drive).
 */
export function assertSafeEntryName(name: string): void {
  if (name.length === 0 || name.includes('\0')) {
    throw new ArchiveError(
      'UNSAFE_PATH',
      `The archive holds an entry with an invalid name: ${JSON.stringify(name)}`,
    );
  }
  if (/^[/\\]/.test(name) || /^[A-Za-z]:/.test(name)) {
    throw new ArchiveError('UNSAFE_PATH', `The archive holds an entry with an absolute path: ${name}`);
  }
  if (name.split(/[/\\]/).some((segment) => segment === '..')) {
    throw new ArchiveError(
      'UNSAFE_PATH',
      `The archive holds an entry whose name climbs out of its folder: ${name}`,
    );
  }
}
