import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube-video.ts';

const ID = 'dQw4w9WgXcQ';

describe('youtubeVideoId', () => {
  it.each([
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?t=42`,
    `http://youtu.be/${ID}`,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&list=PL123&index=2`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('finds the id in %s', (url) => {
    expect(youtubeVideoId(url)).toBe(ID);
  });

  it.each([
    null,
    undefined,
    '',
    'not a url',
    'https://vimeo.com/12345678',
    `https://example.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    'https://www.youtube.com/@synthriders',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://youtu.be/',
    `https://youtu.be/${ID}/extra`,
    `javascript:alert(1)//youtu.be/${ID}`,
    `ftp://youtu.be/${ID}`,
    'https://www.youtube.com/embed/<script>aaa',
  ])('finds no video in %s', (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });
});

describe('youtubeEmbedUrl', () => {
  it('builds the privacy-enhanced embed URL, or null', () => {
    expect(youtubeEmbedUrl(`https://www.youtube.com/watch?v=${ID}`)).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}`,
    );
    expect(youtubeEmbedUrl('https://vimeo.com/1')).toBeNull();
  });
});
