import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../testing/test-utils.tsx';
import { BeatmapVideo } from './beatmap-video.tsx';

describe('BeatmapVideo', () => {
  it('embeds a YouTube video through the privacy-enhanced host', () => {
    render(<BeatmapVideo url="https://youtu.be/dQw4w9WgXcQ?t=3" title="Han Solo" />);
    const frame = screen.getByTitle('Preview video of Han Solo');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
  });

  it.each([null, 'https://vimeo.com/123', 'https://www.youtube.com/@channel'])(
    'shows the empty state for %s',
    (url) => {
      render(<BeatmapVideo url={url} title="Han Solo" />);
      expect(screen.getByText("The mapper hasn't added a preview video")).toBeTruthy();
      expect(document.querySelector('iframe')).toBeNull();
    },
  );
});
