import { it } from 'vitest';
import { buildTestApp } from './helpers.ts';
import { registerUser } from './factories.ts';
import { postPlaylist } from '../src/modules/playlists/playlists.fixtures.ts';
it('probe', async () => {
  const t = await buildTestApp();
  const s = await registerUser(t.app);
  const d = 100000;
  const deepSong = `{"namePlaylist":"x","dataString":[{"hash":"${'a'.repeat(64)}","x":${'['.repeat(d)}${']'.repeat(d)}}]}`;
  const deepTop = `{"namePlaylist":"x","deep":${'['.repeat(d)}${']'.repeat(d)}}`;
  const deepArr = `${'['.repeat(d)}${']'.repeat(d)}`;
  for (const text of [deepTop, deepSong, deepArr]) {
    const res = await postPlaylist(t.app, s.token, new TextEncoder().encode(text));
    console.log(res.statusCode, res.body.slice(0, 200));
  }
  await t.close();
});
