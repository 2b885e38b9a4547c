import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUEST_TTL_MS, startEarly, takeEarly } from './early-request.ts';

afterEach(() => vi.useRealTimers());

describe('early requests', () => {
  it('hands the started promise out once, under its key only', async () => {
    const start = vi.fn(async () => 'answer');
    startEarly('/api/x?page=1', start);
    startEarly('/api/x?page=1', start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(takeEarly('/api/x?page=2')).toBeNull();
    await expect(takeEarly('/api/x?page=1')).resolves.toBe('answer');
    expect(takeEarly('/api/x?page=1')).toBeNull();
  });

  it('drops an answer nobody took in time', () => {
    vi.useFakeTimers();
    startEarly('/api/late', async () => 'late');
    vi.advanceTimersByTime(EARLY_REQUEST_TTL_MS + 1);
    expect(takeEarly('/api/late')).toBeNull();
  });

  it('passes a failure on to the taker', async () => {
    startEarly('/api/fails', () => Promise.reject(new Error('offline')));
    await expect(takeEarly('/api/fails')).rejects.toThrow('offline');
  });
});
