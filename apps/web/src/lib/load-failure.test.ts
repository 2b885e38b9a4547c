import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY } from './chunk-reload.ts';
import {
  handlePreloadError,
  LOAD_FAILURE_TITLE,
  reportStartFailure,
  showLoadFailure,
} from './load-failure.ts';

// A page whose code fails to load says so with the reason and a Reload button, instead of staying
// blank for good (docs/decisions/0048); the one reload a minute of spec §8 comes first.

const missing = new TypeError(
  'Failed to fetch dynamically imported module: https://synthhub.example/assets/start-1a2b.js',
);

beforeEach(() => {
  document.body.innerHTML = '<div id="root"><div class="boot-bar">SYNTHHUB</div></div>';
  delete document.documentElement.dataset.started;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('showLoadFailure', () => {
  it('replaces the boot bar with the title, the reason and a Reload button that reloads', () => {
    const reload = vi.fn();
    showLoadFailure(missing, document, reload);
    const alert = document.querySelector('#root [role="alert"]')!;
    expect(alert.querySelector('h1')!.textContent).toBe(LOAD_FAILURE_TITLE);
    expect(alert.textContent).toContain('/assets/start-1a2b.js');
    expect(document.querySelector('.boot-bar')).toBeNull();
    const button = alert.querySelector('button')!;
    expect(button.textContent).toBe('Reload');
    expect(document.activeElement).toBe(button);
    button.click();
    expect(reload).toHaveBeenCalledOnce();
    showLoadFailure(new Error('second'), document, reload);
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });
});

describe('a failure before the app is on screen', () => {
  it('a missing start chunk reloads first, then — still missing within the minute — shows the message', () => {
    // The reload already happened a moment ago (spec §8: at most once a minute).
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    reportStartFailure(missing);
    expect(document.querySelector('[role="alert"] h1')?.textContent).toBe(LOAD_FAILURE_TITLE);
  });

  it('an app that throws while starting shows its reason', () => {
    reportStartFailure(new Error('index.html has no #root element'));
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(
      'index.html has no #root element',
    );
  });

  it("Vite's preload error after the reload shows the message, but not once the app runs", () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    document.documentElement.dataset.started = '';
    handlePreloadError(missing);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    delete document.documentElement.dataset.started;
    handlePreloadError(missing);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('start-1a2b.js');
  });
});
