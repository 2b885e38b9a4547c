// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DeviceError, isDeviceError, toDeviceError } from './errors.ts';

describe('DeviceError', () => {
  it('carries a code, a user message and the cause', () => {
    const cause = new Error('low level');
    const error = new DeviceError('NoSpace', undefined, { cause });
    expect([error.name, error.code, error.message, error.cause]).toEqual([
      'DeviceError',
      'NoSpace',
      'The device is out of space.',
      cause,
    ]);
    expect(isDeviceError(error)).toBe(true);
    expect(isDeviceError(error, 'NoSpace')).toBe(true);
    expect(isDeviceError(error, 'Io')).toBe(false);
    expect(isDeviceError(cause)).toBe(false);
  });

  it('maps DOMExceptions by name and everything else to the fallback', () => {
    const cases: [unknown, string][] = [
      [new DOMException('gone', 'NotFoundError'), 'NotFound'],
      [new DOMException('no', 'NotAllowedError'), 'PermissionDenied'],
      [new DOMException('no', 'SecurityError'), 'PermissionDenied'],
      [new DOMException('full', 'QuotaExceededError'), 'NoSpace'],
      [new DOMException('stop', 'AbortError'), 'Cancelled'],
      [new TypeError('odd'), 'Io'],
      ['a string', 'Io'],
    ];
    for (const [error, code] of cases) expect(toDeviceError(error, 'Could not x').code).toBe(code);
    expect(toDeviceError(new DOMException('gone', 'NotFoundError'), 'Could not read a').message).toBe(
      'Could not read a: gone',
    );
    const same = new DeviceError('Timeout');
    expect(toDeviceError(same, 'x')).toBe(same);
  });
});
