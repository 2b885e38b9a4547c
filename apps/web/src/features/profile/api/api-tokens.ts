import type { TokenScope } from '@synthhub/shared/auth/scopes';
import type { ApiTokenCreated, ApiTokenList } from '@synthhub/shared/profile/profile.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from './keys.ts';

/** `GET /api/user/tokens`: the signed-in user's live API tokens, newest first. */
export function getApiTokens(signal?: AbortSignal): Promise<ApiTokenList> {
  return api.request<ApiTokenList>('/api/user/tokens', { signal });
}

/** Query options for the token list, keyed `profileKeys.tokens()`. */
export function apiTokensQueryOptions() {
  return queryOptions({ queryKey: profileKeys.tokens(), queryFn: ({ signal }) => getApiTokens(signal) });
}

/** The signed-in user's live API tokens. */
export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}

/** What a new token is made with: its name and the scopes it may use (docs/decisions/0045). */
export interface NewApiToken {
  name: string;
  scopes: TokenScope[];
}

/**
 * `POST /api/user/tokens` (201): a new token with the scopes chosen and its secret, which is
 * answered this once only.
 * @throws ApiError 409 at 20 live tokens, 400 for a blank name or no scope
 */
export function createApiToken(token: NewApiToken): Promise<ApiTokenCreated> {
  return api.request<ApiTokenCreated>('/api/user/tokens', { method: 'POST', json: token });
}

/** `DELETE /api/user/tokens/{id}` (204): revokes a token; it stops working at once. */
export function revokeApiToken(id: number): Promise<void> {
  return api.request<void>(`/api/user/tokens/${id}`, { method: 'DELETE' });
}

/** Creates a token; the list is refetched. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.tokens() }),
  });
}

/** Revokes a token; the list is refetched. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.tokens() }),
  });
}
