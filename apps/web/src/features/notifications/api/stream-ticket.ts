import type { StreamTicket } from '@synthhub/shared/notifications/notifications.schemas';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/notifications/stream-ticket`: a single-use ticket (60 s) that opens `GET
 * /api/notifications/stream?ticket=…`, since an EventSource cannot send the bearer token
 * (docs/decisions/0017).
 */
export function getStreamTicket(): Promise<StreamTicket> {
  return api.request<StreamTicket>('/api/notifications/stream-ticket', { method: 'POST' });
}
