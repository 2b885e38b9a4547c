import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { hashOf, memoryDevice, pcFs, synthBytes } from '../../../device/installer/installer-test-kit.ts';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { fileResponse, renderDevicePage, stubNodeBlob } from '../../../testing/device-test-utils.tsx';
import { listResponse } from '../../../testing/page-test-utils.tsx';
import { jsonResponse } from '../../../testing/test-utils.tsx';
import { DownloaderPage } from './downloader-page.tsx';

const SONGS = 'SynthRidersUC/CustomSongs';

function song(id: number, title: string): Beatmap {
  return beatmapFixture({
    id,
    title,
    hash: hashOf(String(id)),
    filename: `${id}-The Rebels-${title}-Chewie.synth`,
    download_url: `/api/beatmaps/${id}/download`,
  });
}
const picked = [song(1, 'Han Solo'), song(2, 'Kessel Run'), song(3, 'Hoth')];
const page = (data: Beatmap[], total = data.length, pageNo = 1) =>
  listResponse(data, { total, page: pageNo, pageCount: Math.ceil(total / 100) });

function api(url: URL): Response {
  const download = /^\/api\/beatmaps\/(\d+)\/download$/.exec(url.pathname);
  if (download) {
    const b = picked.find((x) => x.id === Number(download[1]))!;
    return fileResponse(synthBytes({ id: b.id, hash: b.hash }), b.filename);
  }
  if (url.pathname === '/api/beatmaps') return page(picked);
  return jsonResponse(404, { statusCode: 404, message: 'Not Found' });
}

/** A PC whose game folder already holds beatmap 1. */
async function pcWithHanSolo() {
  const fs = pcFs();
  await fs.write(
    `${SONGS}/${picked[0]!.filename}`,
    new Blob([synthBytes({ id: 1, hash: hashOf('1') }) as BlobPart]),
  );
  return { fs, device: await memoryDevice('pc', fs) };
}

const section = (name: RegExp) => screen.getByRole('region', { name });

// Each test reads and writes a whole device through the real installer: give a busy CI machine time.
describe('DownloaderPage', { timeout: 20_000 }, () => {
  beforeEach(stubNodeBlob);

  it('dry run: the filters reach the request; picked beatmaps split into will be added / already installed', async () => {
    const { device } = await pcWithHanSolo();
    const { requests } = renderDevicePage(
      device,
      <DownloaderPage />,
      '/beatmaps/downloader?difficulty=Master&sort=hype',
      api,
    );

    expect(await screen.findByText('Will be added (2)')).toBeTruthy();
    expect(screen.getByText('3 beatmaps picked · 2 will be added · 1 already installed')).toBeTruthy();
    expect(
      within(section(/Will be added/))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['The Rebels - Kessel Run', 'The Rebels - Hoth']);
    expect(within(section(/Already installed/)).getByRole('link').textContent).toBe('The Rebels - Han Solo');
    const list = requests().find((u) => u.pathname === '/api/beatmaps')!;
    expect(list.searchParams.get('limit')).toBe('100');
    expect(list.searchParams.get('sort')).toBe('score,DESC');
    expect(JSON.parse(list.searchParams.get('s')!)).toEqual({
      difficulties: { $jsonContainsAny: ['Master'] },
    });
  });

  it('picks nothing before a choice: no request, then "Pick the newest 500" shows the dry run', async () => {
    const { device } = await pcWithHanSolo();
    const { requests } = renderDevicePage(device, <DownloaderPage />, '/beatmaps/downloader', api);
    const pick = await screen.findByRole('button', { name: 'Pick the newest 500' });
    expect(screen.getByText(/Search, filter or sort above to pick beatmaps/)).toBeTruthy();
    expect(screen.queryByText(/Will be added/)).toBeNull();
    expect(requests().some((u) => u.pathname === '/api/beatmaps')).toBe(false);
    await userEvent.click(pick);
    expect(await screen.findByText('Will be added (2)')).toBeTruthy();
    expect(requests().some((u) => u.pathname === '/api/beatmaps')).toBe(true);
  });

  it('Install enqueues each beatmap to add on the transfer queue and reports the run', async () => {
    const { fs, device } = await pcWithHanSolo();
    const { api: deviceApi, requests } = renderDevicePage(
      device,
      <DownloaderPage />,
      '/beatmaps/downloader?all=1',
      api,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Install 2 beatmaps' }));

    expect(await screen.findByText('2 beatmaps installed successfully!')).toBeTruthy();
    expect(deviceApi.queue.snapshot().map((t) => [t.id, t.state])).toEqual([
      ['install:beatmap:2', 'done'],
      ['install:beatmap:3', 'done'],
    ]);
    expect(
      requests()
        .filter((u) => u.pathname.endsWith('/download'))
        .map((u) => u.pathname),
    ).toEqual(['/api/beatmaps/2/download', '/api/beatmaps/3/download']);
    expect(fs.snapshot().filter((p) => p.endsWith('.synth'))).toEqual(
      picked.map((b) => `${SONGS}/${b.filename}`).sort(),
    );
    expect(screen.getByText('2 of 2 installed')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New run' }));
    expect(await screen.findByText('3 beatmaps picked · 0 will be added · 3 already installed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nothing to install' })).toHaveProperty('disabled', true);
  });

  it('lists failures with their message and retries them', async () => {
    const { fs, device } = await pcWithHanSolo();
    let refuse = true;
    renderDevicePage(device, <DownloaderPage />, '/beatmaps/downloader?all=1', (url) =>
      refuse && url.pathname === '/api/beatmaps/3/download'
        ? jsonResponse(500, { statusCode: 500, message: 'Storage is down' })
        : api(url),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Install 2 beatmaps' }));

    expect(await screen.findByText('1 of 2 installed · 1 failed')).toBeTruthy();
    expect(screen.getByText('The Rebels - Hoth: Error downloading beatmap: Storage is down')).toBeTruthy();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    expect(await screen.findByText('2 of 2 installed')).toBeTruthy();
    expect(await fs.exists(`${SONGS}/${picked[2]!.filename}`)).toBe(true);
  });

  it(`caps a run at 500 beatmaps and says so`, async () => {
    const { device } = await pcWithHanSolo();
    const many = Array.from({ length: 600 }, (_, i) => song(i + 1, `Song ${i + 1}`));
    const { requests } = renderDevicePage(device, <DownloaderPage />, '/beatmaps/downloader?all=1', (url) => {
      const n = Number(url.searchParams.get('page'));
      return page(many.slice((n - 1) * 100, n * 100), 1234, n);
    });

    expect(await screen.findByText(/1,234 beatmaps match\. A run takes at most 500/)).toBeTruthy();
    expect(screen.getByText('500 beatmaps picked · 499 will be added · 1 already installed')).toBeTruthy();
    expect(
      requests()
        .map((u) => u.searchParams.get('page'))
        .sort(),
    ).toEqual(['1', '2', '3', '4', '5']);
  });

  it("picks a playlist's beatmaps and counts the songs that are not on Synthhub", async () => {
    const { device } = await pcWithHanSolo();
    const items = [
      { id: 1, position: 1, hash: hashOf('2'), beatmap_id: 2, beatmap: picked[1] },
      { id: 2, position: 0, hash: hashOf('1'), beatmap_id: 1, beatmap: picked[0] },
      { id: 3, position: 2, hash: hashOf('f'), beatmap_id: null, beatmap: null },
    ];
    const { requests } = renderDevicePage(
      device,
      <DownloaderPage />,
      '/beatmaps/downloader?from=playlist&playlist=5',
      (url) =>
        url.pathname === '/api/playlists/5'
          ? jsonResponse(200, {
              id: 5,
              name: 'Warm-up',
              user: { id: 7, username: 'mapper7' },
              item_count: 3,
              items,
            })
          : api(url),
    );

    expect(await screen.findByText('2 beatmaps picked · 1 will be added · 1 already installed')).toBeTruthy();
    expect(
      screen.getByText('1 song of this playlist is not on Synthhub and cannot be installed.'),
    ).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Playlist' }) as HTMLInputElement).value).toBe('Warm-up');
    const asked = requests().find((u) => u.pathname === '/api/playlists/5')!;
    expect(asked.searchParams.getAll('join')).toEqual(['items', 'items.beatmap']);
    expect(requests().some((u) => u.pathname === '/api/beatmaps')).toBe(false);
  });

  it('without a device it lists what was picked and offers to connect', async () => {
    const { api: deviceApi } = renderDevicePage(null, <DownloaderPage />, '/beatmaps/downloader?all=1', api);
    expect(await screen.findByText('Picked (3)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Install/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Connect PC/ }));
    await waitFor(() => expect(deviceApi.connect).toHaveBeenCalledWith('pc'));
  });
});
