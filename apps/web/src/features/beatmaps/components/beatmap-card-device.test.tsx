import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../testing/test-utils.tsx';
import { memoryDevice, pcFs } from '../../../device/installer/installer-test-kit.ts';
import { deviceApi, renderWithDevice, useNodeBlob } from '../../../device/react/device-test-harness.tsx';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { BeatmapCard } from './beatmap-card.tsx';

beforeEach(() => useNodeBlob());

describe('BeatmapCard with a connected device', () => {
  it('shows the installed badge in its installed colour, and Install on the others', async () => {
    const fs = pcFs();
    await fs.write(
      'SynthRidersUC/CustomSongs/41-Porter-Robinson-Shelter-Kuritsa.synth',
      new Blob([new Uint8Array([1])]),
    );
    const device = await memoryDevice('pc', fs);
    renderWithDevice(
      <>
        <BeatmapCard
          beatmap={beatmapFixture({
            id: 41,
            title: 'Shelter',
            filename: '41-Porter-Robinson-Shelter-Kuritsa.synth',
            download_url: '/api/beatmaps/41/download',
          })}
        />
        <BeatmapCard
          beatmap={beatmapFixture({ id: 42, title: 'Eden', download_url: '/api/beatmaps/42/download' })}
        />
      </>,
      deviceApi(device),
    );
    const installed = await screen.findByRole('img', { name: 'Beatmap installed on PC' });
    expect(installed.dataset.installStatus).toBe('installed');
    expect(getComputedStyle(installed).color).not.toBe(
      getComputedStyle(screen.getByRole('img', { name: 'Beatmap not installed on PC' })).color,
    );
    expect(screen.getByRole('button', { name: 'Remove beatmap from PC' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Install beatmap on PC' })).toBeTruthy();
  });

  it('shows neither badge nor button without a device', async () => {
    renderWithDevice(<BeatmapCard beatmap={beatmapFixture({ id: 41 })} />, deviceApi(null));
    expect(await screen.findByRole('link', { name: /I Am Han Solo/ })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /installed/ })).toBeNull();
    // The card's only button is then its audio preview.
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Play preview of /),
    ]);
  });
});
