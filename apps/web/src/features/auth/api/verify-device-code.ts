import type { DeviceVerifyResponse } from '@synthhub/shared/auth/device-code.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/**
 * `GET /api/auth/device/verify?user_code=`: which app asks to sign in with this user code.
 * @throws ApiError 404 when the code is unknown, expired or already decided; 400 when malformed
 */
export function verifyDeviceCode(userCode: string, signal?: AbortSignal): Promise<DeviceVerifyResponse> {
  return api.request<DeviceVerifyResponse>(
    `/api/auth/device/verify?user_code=${encodeURIComponent(userCode)}`,
    { signal },
  );
}

/** Query options for a user code, keyed `authKeys.deviceCode(userCode)`; idle without a code. */
export function verifyDeviceCodeQueryOptions(userCode: string | undefined) {
  return queryOptions({
    queryKey: authKeys.deviceCode(userCode ?? ''),
    queryFn: ({ signal }) => verifyDeviceCode(userCode!, signal),
    enabled: Boolean(userCode),
    retry: false,
    staleTime: Infinity,
  });
}

/** Which app asks with `userCode` (undefined: nothing asked yet). */
export function useVerifyDeviceCode(userCode: string | undefined) {
  return useQuery(verifyDeviceCodeQueryOptions(userCode));
}
