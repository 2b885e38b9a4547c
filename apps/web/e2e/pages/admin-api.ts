import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The demo admin through the API, for specs that need an admin (news posts, reports, events): the e2e
 * server gives the demo admin the password `E2E_ADMIN_PASSWORD` (scripts/e2e-server.mjs;
 * docs/decisions/0028).
 */
export class AdminApi {
  private token: string | null = null;

  constructor(private readonly request: APIRequestContext) {}

  /** Signs in as the demo admin once and answers the Authorization header. */
  async headers(): Promise<Record<string, string>> {
    if (!this.token) {
      const res = await this.request.post('/api/auth/login', {
        data: { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password' },
      });
      expect(res.status(), 'the demo admin signs in').toBe(200);
      this.token = ((await res.json()) as { token: string }).token;
    }
    return { authorization: `Bearer ${this.token}` };
  }

  /** Creates a published post (`POST /api/admin/news`) and answers its id and slug. */
  async publishPost(post: {
    slug: string;
    title: string;
    body_markdown: string;
  }): Promise<{ id: number; slug: string }> {
    const res = await this.request.post('/api/admin/news', {
      data: { ...post, summary: 'e2e', published: true },
      headers: await this.headers(),
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number; slug: string };
  }

  /**
   * Creates a published event (`POST /api/admin/events`, docs/decisions/0026) voting from now for a
   * week, one category with `beatmapIds` as candidates; answers its slug.
   */
  async createEvent(event: { slug: string; title: string; description: string; beatmapIds: number[] }) {
    const start = new Date();
    const res = await this.request.post('/api/admin/events', {
      data: {
        slug: event.slug,
        title: event.title,
        description: event.description,
        published: true,
        voting_start_date: start.toISOString(),
        voting_end_date: new Date(+start + 7 * 86_400_000).toISOString(),
        categories: [{ name: 'Best map', beatmap_ids: event.beatmapIds }],
      },
      headers: await this.headers(),
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { slug: string }).slug;
  }

  /** The newest filed reports (`GET /api/admin/reports`). */
  async reports(): Promise<
    { message: string; contact_email: string | null; kind: string; target_url: string | null }[]
  > {
    const res = await this.request.get('/api/admin/reports', { headers: await this.headers() });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: [] }).data;
  }
}

/** A published post's title by slug or id, through the public API. */
export async function postTitle(request: APIRequestContext, ref: string): Promise<string> {
  const res = await request.get(`/api/news/${ref}`);
  expect(res.status(), `/api/news/${ref} answers`).toBe(200);
  return ((await res.json()) as { title: string }).title;
}
