import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the hook's module each time: "reached" is remembered per page load. */
async function freshHook() {
  vi.resetModules();
  return import('./use-after-first-content.ts');
}

afterEach(cleanup);

describe('useAfterFirstContent', () => {
  it('stays false while the first page loads its data, and turns true once it has it', async () => {
    const { useAfterFirstContent } = await freshHook();
    let answer: (value: string) => void = () => {};
    const data = new Promise<string>((resolve) => (answer = resolve));
    function Probe() {
      useQuery({ queryKey: ['page'], queryFn: () => data });
      return <p>{useAfterFirstContent() ? 'menus' : 'waiting'}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe />
      </QueryClientProvider>,
    );
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByText('waiting')).toBeTruthy();
    answer('cards');
    expect(await screen.findByText('menus')).toBeTruthy();
  });

  it('gives up waiting after FIRST_CONTENT_MAX_WAIT_MS', async () => {
    const { useAfterFirstContent, FIRST_CONTENT_MAX_WAIT_MS } = await freshHook();
    vi.useFakeTimers();
    function Probe() {
      useQuery({ queryKey: ['never'], queryFn: () => new Promise<string>(() => {}) });
      return <p>{useAfterFirstContent() ? 'menus' : 'waiting'}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(FIRST_CONTENT_MAX_WAIT_MS + 1));
    vi.useRealTimers();
    expect(screen.getByText('menus')).toBeTruthy();
  });
});
