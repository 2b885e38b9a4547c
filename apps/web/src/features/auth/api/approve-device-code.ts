import type { DeviceApproveInput } from '@synthhub/shared/auth/device-code.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/auth/device/approve`: the signed-in user approves (`approve: true`) or denies the
 * app's request; the app's next poll then gets a session or `access_denied`.
 * @throws ApiError 404 when the code is unknown, expired or already decided
 */
export function approveDeviceCode(input: DeviceApproveInput): Promise<{ status: 'approved' | 'denied' }> {
  return api.request<{ status: 'approved' | 'denied' }>('/api/auth/device/approve', {
    method: 'POST',
    json: input,
  });
}

/** The mutation behind the Approve and Deny buttons of `/activate`. */
export function useApproveDeviceCode() {
  return useMutation({ mutationFn: approveDeviceCode });
}
