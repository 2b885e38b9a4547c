import { DEVICE_NAME_MAX_BYTES } from '../path.ts';

/** Splits a header value on `;` outside quoted strings. */
function parameters(header: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < header.length; i++) {
    const c = header[i]!;
    if (quoted && c === '\\' && i + 1 < header.length) {
      current += c + header[++i];
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (c === ';' && !quoted) {
      out.push(current);
      current = '';
    } else current += c;
  }
  out.push(current);
  return out.map((p) => p.trim());
}

/** RFC 5987 `charset'lang'pct-encoded` (UTF-8 or ISO-8859-1), or undefined when malformed. */
function decodeExtValue(value: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const charset = match[1]!.toLowerCase();
  const encoded = match[2]!;
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1')
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * The file name a `Content-Disposition` header offers (RFC 6266): `filename*` (RFC 5987, UTF-8 or
 * ISO-8859-1) when present and well-formed, else `filename` (quoted or a token). Undefined when the
 * header is missing or names no file. The result is untrusted: pass it through `sanitizeFilename`.
 */
export function parseContentDispositionFilename(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  let plain: string | undefined;
  let extended: string | undefined;
  for (const parameter of parameters(header).slice(1)) {
    const eq = parameter.indexOf('=');
    if (eq === -1) continue;
    const key = parameter.slice(0, eq).trim().toLowerCase();
    let value = parameter.slice(eq + 1).trim();
    if (key === 'filename*') extended ??= decodeExtValue(value);
    else if (key === 'filename' && plain === undefined) {
      if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
        value = value.slice(1, -1).replace(/\\(.)/g, '$1');
      plain = value;
    }
  }
  const name = extended ?? plain;
  return name ? name : undefined;
}

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

function truncateUtf8(name: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(name).length <= maxBytes) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 20 ? name.slice(dot) : '';
  let base = '';
  const budget = maxBytes - encoder.encode(ext).length;
  for (const char of name.slice(0, name.length - ext.length)) {
    if (encoder.encode(base + char).length > budget) break;
    base += char;
  }
  return base.replace(/[. ]+$/, '') + ext;
}

/**
 * A file name that is safe as one segment on every device (device-notes §3.3): keeps only the last
 * path component (`../../x.synth` → `x.synth`, `C:\a\x` → `x`); drops control characters and bidi
 * overrides (which can disguise an extension); replaces `<>:"/\|?*` with `_`; trims spaces, and
 * dots at either end (no hidden files, Windows drops trailing dots); prefixes Windows device names
 * (`CON`, `NUL.synth`, `COM1` …) with `_`; NFC-normalises; shortens to 255 UTF-8 bytes keeping the
 * extension. Falls back to `fallback` (sanitized too) and then `download` when nothing is left, so
 * the result always passes normalizeDevicePath as a single name and never leaves its folder.
 */
export function sanitizeFilename(name: string, fallback = 'download'): string {
  const clean = (raw: string): string => {
    const last =
      raw
        .split(/[/\\]/)
        .filter((part) => part.trim() !== '')
        .pop() ?? '';
    let out = last
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/[<>:"/\\|?*]/g, '_')
      .trim()
      .replace(/^[. ]+/, '')
      .replace(/[. ]+$/, '');
    const base = out.split('.')[0]!.trim();
    if (WINDOWS_RESERVED.test(base)) out = `_${out}`;
    return truncateUtf8(out, DEVICE_NAME_MAX_BYTES);
  };
  return clean(name) || clean(fallback) || 'download';
}

/**
 * The name to save a download under: the sanitized `Content-Disposition` file name, or the
 * sanitized `fallback` (for example `<id>.synth`) when the header is missing or unreadable.
 */
export function downloadFilename(contentDisposition: string | null | undefined, fallback: string): string {
  return sanitizeFilename(parseContentDispositionFilename(contentDisposition) ?? fallback, fallback);
}
