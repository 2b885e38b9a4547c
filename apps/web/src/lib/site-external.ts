import type { SiteExternal } from '@synthhub/shared/site/external.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** TanStack Query keys of `GET /api/site/external` (spec §7 External). */
export const siteKeys = {
  all: ['site'] as const,
  external: () => [...siteKeys.all, 'external'] as const,
};

/** The server caches presence for a minute (modules/external); asking more often gains nothing. */
const EXTERNAL_STALE_MS = 60_000;

/**
 * The mod manager's latest release and the chat's online count (spec §1 MODS and COMMUNITY, §7
 * External), or nulls. Errors are ignored (spec §7): a failed request answers nulls, and the parts
 * that need them stay hidden. `enabled` defers the request (the sidebar asks after the first content).
 * Not counted by the progress bar.
 */
export function useSiteExternal(enabled = true): SiteExternal {
  const { data } = useQuery({
    queryKey: siteKeys.external(),
    queryFn: () => api.request<SiteExternal>('/api/site/external').catch(() => NONE),
    staleTime: EXTERNAL_STALE_MS,
    refetchInterval: EXTERNAL_STALE_MS,
    refetchIntervalInBackground: false,
    retry: false,
    enabled,
    meta: { progress: false },
  });
  return data ?? NONE;
}

const NONE: SiteExternal = { mod_manager: null, community: null };
