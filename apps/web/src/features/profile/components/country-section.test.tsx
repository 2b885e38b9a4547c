import type { Profile } from '@synthhub/shared/profile/profile.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { CountrySection, filterCountries } from './country-section.tsx';

const profile = (country: string | null): Profile => ({ ...testSession().user, has_password: true, country });

/** Renders the section for a profile with `country`; PATCH answers the profile with the sent country. */
function setup(country: string | null) {
  sessionStore.set(testSession());
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (init?.method === 'PATCH' && path === '/api/user/profile') {
        const body = JSON.parse(String(init.body)) as { country: string | null };
        patches.push(body);
        return jsonResponse(200, profile(body.country));
      }
      if (path === '/api/auth/user') return jsonResponse(200, { user: testSession().user });
      return jsonResponse(404, { statusCode: 404, message: `no ${path}` });
    }),
  );
  renderRoutes([{ path: '/', element: <CountrySection profile={profile(country)} /> }]);
  return { patches, user: userEvent.setup() };
}

describe('CountrySection (docs/decisions/0054)', { timeout: 30_000 }, () => {
  it('chooses a country with the keyboard and saves it', async () => {
    const { patches, user } = setup(null);
    const input = await screen.findByRole('combobox', { name: 'Country' });
    expect((input as HTMLInputElement).value).toBe('Not shown');
    const save = screen.getByRole('button', { name: 'Save country' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(input);
    await user.clear(input);
    // "ger" is also inside Algeria and Niger: the name that starts with it comes first.
    await user.keyboard('ger');
    const options = await screen.findAllByRole('option');
    expect(options[0]!.textContent).toBe('Germany');
    await user.keyboard('{Enter}');
    expect((input as HTMLInputElement).value).toBe('Germany');
    await user.click(save);
    await waitFor(() => expect(patches).toEqual([{ country: 'DE' }]));
    expect(await screen.findByText('Country set to Germany')).toBeTruthy();
  });

  it('finds a country by its code, and "Not shown" clears it (null)', async () => {
    const { patches, user } = setup('FR');
    const input = await screen.findByRole('combobox', { name: 'Country' });
    expect((input as HTMLInputElement).value).toBe('France');
    await user.click(input);
    await user.clear(input);
    await user.keyboard('jp');
    expect((await screen.findAllByRole('option'))[0]!.textContent).toBe('Japan');
    await user.clear(input);
    await user.keyboard('not shown');
    await user.keyboard('{Enter}');
    expect((input as HTMLInputElement).value).toBe('Not shown');
    await user.click(screen.getByRole('button', { name: 'Save country' }));
    await waitFor(() => expect(patches).toEqual([{ country: null }]));
    expect(await screen.findByText('Country hidden')).toBeTruthy();
  });
});

describe('filterCountries', () => {
  const codes = ['DZ', 'DE', 'DK', 'NE', 'GB', 'US', ''];
  it('puts the code, then names starting with the text, then a word of the name, then the rest', () => {
    expect(filterCountries(codes, 'de')).toEqual(['DE', 'DK']);
    expect(filterCountries(codes, 'ger')).toEqual(['DE', 'DZ', 'NE']);
    expect(filterCountries(codes, 'KINGDOM')).toEqual(['GB']);
    expect(filterCountries(codes, 'not')).toEqual(['']);
    expect(filterCountries(codes, '  ')).toEqual(codes);
  });
});
