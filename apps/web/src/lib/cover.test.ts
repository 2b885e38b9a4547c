import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_COVER_SIZE, warmCovers } from './cover.ts';

afterEach(() => vi.unstubAllGlobals());

describe('warmCovers', () => {
  it('starts the first covers at the card size with high priority, skipping items without one', () => {
    const started: { src: string; fetchPriority: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        set src(value: string) {
          started.push({ src: value, fetchPriority: this.fetchPriority });
        }
      },
    );
    const items = [
      { cover_url: '/api/beatmaps/1/cover', cover_version: 3 },
      { cover_url: '', cover_version: 0 },
      { cover_url: '/api/beatmaps/2/cover', cover_version: 1 },
      { cover_url: '/api/beatmaps/3/cover', cover_version: 1 },
    ];
    warmCovers(items, CARD_COVER_SIZE, 3);
    expect(started).toEqual([
      { src: '/api/beatmaps/1/cover?size=250&v=3', fetchPriority: 'high' },
      { src: '/api/beatmaps/2/cover?size=250&v=1', fetchPriority: 'high' },
    ]);
  });
});
