import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import { serverMatchMedia } from './server-media.ts';

describe('serverMatchMedia', () => {
  it("answers MUI's breakpoint queries for the given width", () => {
    const phone = serverMatchMedia(390);
    const desktop = serverMatchMedia(1366);
    expect(phone(theme.breakpoints.down('sm')).matches).toBe(true);
    expect(phone(theme.breakpoints.up('lg')).matches).toBe(false);
    expect(desktop(theme.breakpoints.up('lg')).matches).toBe(true);
    expect(desktop(theme.breakpoints.down('md')).matches).toBe(false);
    expect(desktop(theme.breakpoints.between('sm', 'xl')).matches).toBe(true);
    expect(phone(theme.breakpoints.between('sm', 'xl')).matches).toBe(false);
  });

  it('answers no to features it cannot know on the server', () => {
    expect(serverMatchMedia(390)('(prefers-reduced-motion: reduce)').matches).toBe(false);
    expect(serverMatchMedia(390)('print').matches).toBe(false);
  });
});
