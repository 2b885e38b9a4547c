import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes } from '../testing/test-utils.tsx';
import { ModManagerRelease } from './mod-manager-release.tsx';

const render = () =>
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <ModManagerRelease />
          <p>Mods list</p>
        </>
      ),
    },
  ]);

describe('ModManagerRelease (spec §7 External)', () => {
  it('shows tag_name with the installer download and the release page', async () => {
    stubApi((call) =>
      call.url.pathname === '/api/site/external'
        ? jsonResponse(200, {
            mod_manager: {
              tag_name: 'v1.4.2',
              html_url: 'https://github.test/r/v1.4.2',
              download_url: 'https://github.test/d/setup.exe',
            },
            community: null,
          })
        : undefined,
    );
    render();
    expect(await screen.findByRole('heading', { name: 'NoodleManagerX v1.4.2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download v1.4.2' }).getAttribute('href')).toBe(
      'https://github.test/d/setup.exe',
    );
    expect(screen.getByRole('link', { name: 'Release notes' }).getAttribute('href')).toBe(
      'https://github.test/r/v1.4.2',
    );
  });

  it('is hidden when the server could not read a release, the page around it working', async () => {
    const calls = stubApi((call) =>
      call.url.pathname === '/api/site/external'
        ? jsonResponse(200, { mod_manager: null, community: null })
        : undefined,
    );
    render();
    expect(await screen.findByText('Mods list')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/site/external')).toBe(true));
    expect(screen.queryByRole('heading', { name: /NoodleManagerX/ })).toBeNull();
  });

  it('is hidden when the request fails', async () => {
    const calls = stubApi(() => jsonResponse(500, { statusCode: 500, message: 'boom' }));
    render();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/site/external')).toBe(true));
    expect(await screen.findByText('Mods list')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /NoodleManagerX/ })).toBeNull();
  });
});
