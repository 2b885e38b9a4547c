import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { sessionStore } from '../lib/session-store.ts';
import { jsonResponse, renderRoutes } from './test-utils.tsx';

/** An item an edit page loads and saves: its id and publication date. */
interface EditedItem {
  id: number;
  published_at: string | null;
}

/** The kind's part of {@link renderEditPage}; `T` is the kind's detail answer. */
export interface EditPageSetup<T extends EditedItem> {
  /** The item's API path without the id (`/api/models/avatars`): `GET`/`PATCH {api}/{id}`. */
  api: string;
  /** The edit page's route pattern (`/models/avatars/edit/:id`); it is opened for `item.id`. */
  route: string;
  /** The page under test (`<AvatarEditPage />`). */
  element: ReactElement;
  /**
   * Answers a `PATCH` under `{api}/{id}` (`path` is the whole path, a file's too): the item after
   * it, or a Response to send instead. By default the body is merged into the item and publishing
   * sets `published_at` ({@link applyPatch}).
   */
  patch?: (current: T, body: Record<string, unknown>, path: string) => T | Response;
}

/**
 * The body of a `PATCH` merged into the item, as the server saves it: publishing (`published:
 * true`) sets `published_at` to 2026-02-01 when the item had none; otherwise it is kept.
 */
export function applyPatch<T extends EditedItem>(current: T, body: Record<string, unknown>): T {
  return {
    ...current,
    ...body,
    published_at: body.published ? '2026-02-01T00:00:00.000Z' : current.published_at,
  };
}

/**
 * Signs `session` in, answers `fetch` as the API would for `item`'s edit page (the session's user,
 * the item, and each `PATCH` through `page.patch`; 404 for anything else) and renders the page at
 * `page.route` for the item (the kinds' edit-page tests, docs/decisions/0051). Returns the `PATCH`
 * bodies sent (`patches`), the same with their paths (`calls`) and a `userEvent` instance.
 */
export function renderEditPage<T extends EditedItem>(
  item: T,
  session: SessionResponse,
  { api, route, element, patch = applyPatch }: EditPageSetup<T>,
) {
  sessionStore.set(session);
  let current = item;
  const patches: unknown[] = [];
  const calls: { url: string; body: unknown }[] = [];
  const itemPath = `${api}/${item.id}`;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/auth/user') return jsonResponse(200, { user: session.user });
      if (init?.method === 'PATCH' && (path === itemPath || path.startsWith(`${itemPath}/`))) {
        const body = JSON.parse(String(init.body));
        patches.push(body);
        calls.push({ url: path, body });
        const answer = patch(current, body, path);
        if (answer instanceof Response) return answer;
        current = answer;
        return jsonResponse(200, current);
      }
      if (path === itemPath) return jsonResponse(200, current);
      return jsonResponse(404, { statusCode: 404, message: 'Not found' });
    }),
  );
  renderRoutes([{ path: route, element }], route.replace(':id', String(item.id)));
  return { patches, calls, user: userEvent.setup() };
}
