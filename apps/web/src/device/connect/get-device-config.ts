import type { DeviceConfig } from '@synthhub/shared/device/device-config';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { deviceKeys } from '../react/device-keys.ts';

/**
 * `GET /api/device/config`: the game's content folder and Android package (design.md §4), so a
 * game update needs no release. When the server cannot be reached (status 0) the built-in
 * defaults are used, which are right for the current game. The schema module (and zod with it) is
 * loaded on the first call, not with the first page (docs/decisions/0025).
 * @throws ApiError for an HTTP error answer; ZodError when the answer is not a DeviceConfig
 */
export async function getDeviceConfig(signal?: AbortSignal): Promise<DeviceConfig> {
  const { DEFAULT_DEVICE_CONFIG, deviceConfigSchema } = await import('@synthhub/shared/device/device-config');
  try {
    return deviceConfigSchema.parse(await api.request<unknown>('/api/device/config', { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 0 && !signal?.aborted) return DEFAULT_DEVICE_CONFIG;
    throw error;
  }
}

/** Query options keyed `deviceKeys.config()`, fresh for five minutes (the server caches it as long). */
export function deviceConfigQueryOptions() {
  return queryOptions({
    queryKey: deviceKeys.config(),
    queryFn: ({ signal }) => getDeviceConfig(signal),
    staleTime: 5 * 60_000,
  });
}
