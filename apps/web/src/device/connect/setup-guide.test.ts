import { describe, expect, it } from 'vitest';
import { anySupported, isPhoneBrowser } from './setup-guide.ts';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

describe('isPhoneBrowser', () => {
  it('tells phones from computers and tablets by the User-Agent', () => {
    expect(isPhoneBrowser({ userAgent: PIXEL })).toBe(true);
    expect(isPhoneBrowser({ userAgent: IPHONE })).toBe(true);
    expect(isPhoneBrowser({ userAgent: TABLET })).toBe(false);
    expect(isPhoneBrowser({ userAgent: DESKTOP })).toBe(false);
  });

  it('takes either signal: the client hint or the User-Agent', () => {
    expect(isPhoneBrowser({ userAgent: DESKTOP, userAgentData: { mobile: true } })).toBe(true);
    expect(isPhoneBrowser({ userAgent: PIXEL, userAgentData: { mobile: false } })).toBe(true);
    expect(isPhoneBrowser({ userAgent: DESKTOP, userAgentData: { mobile: false } })).toBe(false);
  });
});

describe('anySupported', () => {
  it('is false only when no device type can connect', () => {
    expect(anySupported({ pc: false, quest: false, directory: false })).toBe(false);
    expect(anySupported({ pc: false, quest: true, directory: false })).toBe(true);
  });
});
