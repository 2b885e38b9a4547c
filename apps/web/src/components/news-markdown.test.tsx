import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NewsMarkdown, safeMarkdownUrl } from './news-markdown.tsx';

/** Renders Markdown inside a router (site links are router links) and answers the container. */
function renderMarkdown(markdown: string): HTMLElement {
  const router = createMemoryRouter([{ path: '*', element: <NewsMarkdown markdown={markdown} /> }]);
  return render(<RouterProvider router={router} />).container;
}

/** Every attribute name on every element below `root` that starts with "on" (event handlers). */
const handlerAttributes = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((n) => /^on/i.test(n)));

describe('NewsMarkdown (docs/decisions/0028: Markdown without raw HTML)', () => {
  const hostile = [
    '# Hello',
    '',
    'Before <script>window.__pwned = true</script> after.',
    '',
    '<img src="x" onerror="window.__pwned = true">',
    '',
    '<div onclick="alert(1)">raw html block</div>',
    '',
    '[click me](javascript:alert(1)) and [data](data:text/html,<script>alert(1)</script>)',
    '[mixed case](JaVaScRiPt:alert(1)) [spaced]( javascript:alert(1)) [vb](vbscript:msgbox(1))',
    '',
    '![pic](javascript:alert(1))',
    '',
    '<iframe src="https://evil.example"></iframe>',
  ].join('\n');

  it('renders no script, iframe, raw element, event handler or javascript:/data: link', () => {
    const root = renderMarkdown(hostile);
    expect(root.querySelector('h2')?.textContent).toBe('Hello');
    expect(root.querySelectorAll('script, iframe, div[onclick]')).toHaveLength(0);
    expect(handlerAttributes(root)).toEqual([]);
    expect(root.querySelector('img[src="x"]')).toBeNull();
    const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    for (const href of hrefs) expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    const srcs = [...root.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    for (const src of srcs) expect(src).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    // The text around the dropped HTML is kept.
    expect(root.textContent).toContain('Before');
    expect(root.textContent).toContain('after.');
  });

  it('renders GFM, safe links with rel="noopener noreferrer", and lazy images', () => {
    const root = renderMarkdown(
      [
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        '[site](/beatmaps) [web](https://example.com/x) ~~old~~',
        '',
        '![cover](https://example.com/c.png)',
      ].join('\n'),
    );
    expect(root.querySelector('table td')?.textContent).toBe('1');
    expect(root.querySelector('[role="region"][tabindex="0"]')).not.toBeNull();
    const site = root.querySelector('a[href="/beatmaps"]')!;
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    const web = root.querySelector('a[href="https://example.com/x"]')!;
    expect([web.getAttribute('rel'), web.getAttribute('target')]).toEqual(['noopener noreferrer', '_blank']);
    expect(root.querySelector('del')?.textContent).toBe('old');
    expect(root.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });
});

describe('safeMarkdownUrl', () => {
  it.each([
    ['/beatmaps/1', '/beatmaps/1'],
    ['#results', '#results'],
    ['https://example.com', 'https://example.com'],
    ['mailto:admin@example.com', 'mailto:admin@example.com'],
    ['javascript:alert(1)', ''],
    ['  JAVASCRIPT:alert(1)', ''],
    ['data:text/html,x', ''],
    ['//evil.example/x', ''],
    ['relative/path', ''],
  ])('%j → %j', (url, expected) => {
    expect(safeMarkdownUrl(url)).toBe(expected);
  });
});
