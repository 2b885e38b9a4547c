import { describe, expect, it } from 'vitest';
import { TooManyRequests } from '../../errors.ts';
import { UploadSlots } from './upload-slots.ts';

describe('UploadSlots', () => {
  it('caps uploads per user, then in total, with 429s naming the limit; release frees exactly one', () => {
    const slots = new UploadSlots(2, 3);
    const a1 = slots.acquire(1);
    slots.acquire(1);
    expect(() => slots.acquire(1)).toThrow(TooManyRequests);
    expect(() => slots.acquire(1)).toThrow(/at most 2 at once/);
    slots.acquire(2);
    expect(() => slots.acquire(3)).toThrow(/server is busy with 3 uploads \(at most 3 at once\)/);
    a1.release();
    a1.release(); // idempotent: frees one slot, not two
    expect(slots.inProgress()).toBe(2);
    expect(slots.inProgress(1)).toBe(1);
    slots.acquire(3);
    expect(() => slots.acquire(1)).toThrow(/server is busy/);
  });
});
