// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalizeDevicePath } from '../path.ts';
import { downloadFilename, parseContentDispositionFilename, sanitizeFilename } from './download-name.ts';

describe('parseContentDispositionFilename', () => {
  it("reads the server's own header (quoted filename plus filename*)", () => {
    expect(
      parseContentDispositionFilename(
        `attachment; filename="berBahn.stagedroid"; filename*=UTF-8''berBahn.stagedroid`,
      ),
    ).toBe('berBahn.stagedroid');
  });

  it('prefers filename* (RFC 5987) in either order, decoding UTF-8 and ISO-8859-1', () => {
    expect(
      parseContentDispositionFilename(`attachment; filename*=UTF-8''%E2%82%AC%20rates.synth; filename="x"`),
    ).toBe('€ rates.synth');
    expect(parseContentDispositionFilename(`attachment; filename*=iso-8859-1'en'%A3%20song.synth`)).toBe(
      '£ song.synth',
    );
  });

  it('falls back to filename when filename* is malformed or in an unknown charset', () => {
    expect(parseContentDispositionFilename(`attachment; filename*=UTF-8''%E2%82; filename="ok.synth"`)).toBe(
      'ok.synth',
    );
    expect(parseContentDispositionFilename(`attachment; filename*=koi8-r''x; filename=tok.synth`)).toBe(
      'tok.synth',
    );
  });

  it('keeps semicolons and escaped quotes inside a quoted filename', () => {
    expect(parseContentDispositionFilename(`attachment; filename="a; \\"b\\".synth"`)).toBe('a; "b".synth');
  });

  it('answers undefined without a header or a file name', () => {
    expect(parseContentDispositionFilename(null)).toBeUndefined();
    expect(parseContentDispositionFilename('attachment')).toBeUndefined();
    expect(parseContentDispositionFilename('attachment; filename=""')).toBeUndefined();
  });
});

describe('sanitizeFilename', () => {
  it('keeps ordinary names as they are', () => {
    expect(sanitizeFilename('1234-Mapper-Song Title (Remix).synth')).toBe(
      '1234-Mapper-Song Title (Remix).synth',
    );
    expect(sanitizeFilename('Ünïcödé ♫ 曲.playlist')).toBe('Ünïcödé ♫ 曲.playlist');
  });

  it('keeps only the last path component', () => {
    expect(sanitizeFilename('../../x.synth')).toBe('x.synth');
    expect(sanitizeFilename('..\\..\\Windows\\x.synth')).toBe('x.synth');
    expect(sanitizeFilename('/etc/passwd')).toBe('passwd');
    expect(sanitizeFilename('C:\\Users\\me\\x.stage')).toBe('x.stage');
    expect(sanitizeFilename('a/b/')).toBe('b');
  });

  it('replaces Windows-forbidden characters and drops control and bidi characters', () => {
    expect(sanitizeFilename('a<b>c:d"e|f?g*h.synth')).toBe('a_b_c_d_e_f_g_h.synth');
    expect(sanitizeFilename('bad\u0000name\u001f\u007f.synth')).toBe('badname.synth');
    expect(sanitizeFilename('evil\u202egnp.synth')).toBe('evilgnp.synth');
  });

  it('trims dots and spaces at the ends and refuses Windows device names', () => {
    expect(sanitizeFilename('  .hidden.synth. . ')).toBe('hidden.synth');
    expect(sanitizeFilename('CON')).toBe('_CON');
    expect(sanitizeFilename('nul.synth')).toBe('_nul.synth');
    expect(sanitizeFilename('com1 .vrm')).toBe('_com1 .vrm');
    expect(sanitizeFilename('CONSOLE.synth')).toBe('CONSOLE.synth');
  });

  it('shortens to 255 UTF-8 bytes and keeps the extension', () => {
    const long = sanitizeFilename(`${'é'.repeat(300)}.synth`);
    expect(new TextEncoder().encode(long).length).toBeLessThanOrEqual(255);
    expect(long.endsWith('.synth')).toBe(true);
  });

  it('falls back when nothing is left', () => {
    for (const name of ['', '..', '/', '\\\\', '. .', '\u0000'])
      expect(sanitizeFilename(name, '42.synth')).toBe('42.synth');
    expect(sanitizeFilename('..', '..')).toBe('download');
  });

  it('always yields one safe name: no header can reach outside the folder', () => {
    const nasty = [
      '..', '../', '..\\', '.. ', '...', '/..', 'a/../..', '%2e%2e%2fx', 'x\u0000/../y', '\u202e..', ' .. ',
      'C:..', '\\\\server\\share\\x', 'a/./b', '.', ':', 'con.', 'x'.repeat(1000),
    ]; // prettier-ignore
    const random = Array.from({ length: 500 }, (_, i) =>
      Array.from({ length: 1 + (i % 13) }, (_, j) => String.fromCharCode((i * 31 + j * 17) % 128)).join(''),
    );
    for (const name of [...nasty, ...random]) {
      const safe = sanitizeFilename(name);
      expect(normalizeDevicePath(`CustomSongs/${safe}`), JSON.stringify(name)).toEqual(['CustomSongs', safe]);
      expect(safe.startsWith('.')).toBe(false);
    }
  });
});

describe('downloadFilename', () => {
  it('uses the header name, or the fallback without one', () => {
    expect(downloadFilename(`attachment; filename*=UTF-8''..%2F..%2Fevil.synth`, '1.synth')).toBe(
      'evil.synth',
    );
    expect(downloadFilename(null, '1.synth')).toBe('1.synth');
  });
});
