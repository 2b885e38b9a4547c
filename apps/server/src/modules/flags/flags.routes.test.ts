import { COUNTRY_CODES, countryCodeSchema } from '@synthhub/shared/profile/countries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/flags/{code}.svg', () => {
  it("answers a country's flag as a year-cached SVG, in either case of the code", async () => {
    const upper = await t.app.inject({ method: 'GET', url: '/api/flags/DE.svg' });
    expect(upper.statusCode).toBe(200);
    expect(upper.headers['content-type']).toBe('image/svg+xml');
    expect(upper.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(upper.body).toMatch(/^<svg[^>]*viewBox="0 0 513 342"/);
    const lower = await t.app.inject({ method: 'GET', url: '/api/flags/de.svg' });
    expect(lower.body).toBe(upper.body);
    const other = await t.app.inject({ method: 'GET', url: '/api/flags/FR.svg' });
    expect(other.body).not.toBe(upper.body);
  });

  it('answers 404 with a sentence for a code that is not a country, or no code', async () => {
    for (const file of ['EU.svg', 'ZZ.svg', 'DEU.svg', 'DE.png', 'GB-ENG.svg', '..%2Fx.svg']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/flags/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.json().message, file).toMatch(/no flag for that country code/);
    }
  });
});

describe('countryCodeSchema (docs/decisions/0054)', () => {
  it('keeps ISO 3166-1 alpha-2 codes only, answered upper case', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    expect(COUNTRY_CODES).toContain('DE');
    expect(COUNTRY_CODES).not.toContain('EU');
    expect(countryCodeSchema.parse('se')).toBe('SE');
    expect(countryCodeSchema.safeParse('ZZ').success).toBe(false);
    expect(countryCodeSchema.safeParse('Germany').error?.issues[0]?.message).toMatch(/ISO 3166-1 alpha-2/);
  });
});
