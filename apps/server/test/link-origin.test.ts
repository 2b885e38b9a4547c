import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/jobs.ts';
import { PASSWORD_RESET_MAIL_JOB } from '../src/modules/password-reset/password-reset.service.ts';
import { registerUser } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Links the site hands out never follow a client-chosen `Host` (docs/decisions/0048): without
 * PUBLIC_URL they point at this machine, so `Host: evil.example` cannot have a reset token mailed
 * to evil.example.
 */
let t: TestApp;
let alice: { user: { email: string | null } };
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: undefined, port: 3000 });
  alice = await registerUser(t.app);
});
afterAll(async () => t?.close());

const deviceCode = (host: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/device/code',
    headers: { host },
    payload: { client_id: 'Synth Riders mod' },
  });

/** The origin queued with the reset mail of a forgot-password request sent with this Host. */
async function resetOrigin(host: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: { host },
    payload: { email: alice.user.email },
  });
  expect(res.statusCode, res.body).toBe(202);
  const queued = await t.app.db
    .select({ id: jobs.id, payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, PASSWORD_RESET_MAIL_JOB));
  await t.app.db.delete(jobs).where(eq(jobs.kind, PASSWORD_RESET_MAIL_JOB));
  expect(queued).toHaveLength(1);
  return (queued[0]!.payload as { origin: string }).origin;
}

describe('links without PUBLIC_URL', () => {
  it('a reset link ignores a foreign Host and points at this machine', async () => {
    expect(await resetOrigin('evil.example')).toBe('http://localhost:3000');
    expect(await resetOrigin('evil.example:3000')).toBe('http://localhost:3000');
    expect(await resetOrigin('localhost@evil.example')).toBe('http://localhost:3000');
  });

  it('a device-code verification_uri ignores a foreign Host', async () => {
    const res = await deviceCode('evil.example');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ verification_uri: 'http://localhost:3000/activate' });
  });

  it('a localhost Host is kept, port and all (npm run dev, a first npm start)', async () => {
    expect(await resetOrigin('localhost:5173')).toBe('http://localhost:5173');
    const res = await deviceCode('127.0.0.1:3000');
    expect(res.json()).toMatchObject({ verification_uri: 'http://127.0.0.1:3000/activate' });
  });
});

describe('links with PUBLIC_URL', () => {
  it('always use PUBLIC_URL, whatever the Host', async () => {
    const site = await buildTestApp({ publicUrl: 'https://synthhub.example/' });
    try {
      const res = await site.app.inject({
        method: 'POST',
        url: '/api/auth/device/code',
        headers: { host: 'evil.example' },
        payload: { client_id: 'Synth Riders mod' },
      });
      expect(res.json()).toMatchObject({ verification_uri: 'https://synthhub.example/activate' });
    } finally {
      await site.close();
    }
  });
});
