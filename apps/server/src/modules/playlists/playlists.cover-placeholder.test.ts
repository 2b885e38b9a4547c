import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, TINY_PNG } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auth, fileForm, makePlaylistFile, uploadPlaylistAs } from './playlists.fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => t?.close());

async function pixel(bytes: Buffer, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe('a playlist without a cover has a placeholder cover image (its gradient)', () => {
  it('cover_url is the placeholder, and it answers 200 with a JPEG of the gradient at the asked size', async () => {
    const id = await uploadPlaylistAs(
      t.app,
      token,
      makePlaylistFile({ gradientTop: '#FF0000', gradientDown: '#0000FF' }),
    );
    const detail = (await t.app.inject({ url: `/api/playlists/${id}`, headers: auth(token) })).json();
    expect(detail.cover_url).toBe(`/api/playlists/${id}/cover/placeholder`);
    const list = (
      await t.app.inject({
        url: `/api/playlists?user_id=${detail.user.id}&drafts=true`,
        headers: auth(token),
      })
    ).json();
    expect(list.data[0].cover_url).toBe(detail.cover_url);

    const res = await t.app.inject({
      url: `${detail.cover_url}?v=${detail.cover_version}&size=150`,
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 150, 150]);
    const [top, bottom] = [await pixel(res.rawPayload, 0), await pixel(res.rawPayload, 149)];
    expect(top[0]).toBeGreaterThan(200); // red at the top
    expect(bottom[2]).toBeGreaterThan(200); // blue at the bottom
  });

  it('colours that are not #RRGGBB fall back to the default gradient (nothing unchecked reaches the SVG)', async () => {
    const id = await uploadPlaylistAs(
      t.app,
      token,
      makePlaylistFile({ gradientTop: '"/><script>x</script>', gradientDown: 'red' }),
    );
    const res = await t.app.inject({ url: `/api/playlists/${id}/cover/placeholder`, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(500);
  });

  it('an uploaded cover replaces the placeholder in cover_url', async () => {
    const id = await uploadPlaylistAs(t.app, token);
    const form = fileForm(TINY_PNG, 'cover.png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/playlists/${id}/cover`,
      payload: form.payload,
      headers: { ...form.headers, ...auth(token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cover_url).toBe(`/api/playlists/${id}/cover`);
  });

  it('the placeholder of a playlist the caller cannot see is a 404', async () => {
    const id = await uploadPlaylistAs(t.app, token);
    const res = await t.app.inject({ url: `/api/playlists/${id}/cover/placeholder` });
    expect(res.statusCode).toBe(404);
  });
});
