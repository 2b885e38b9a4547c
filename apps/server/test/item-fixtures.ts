import { VOTE_PATHS, type VoteKind } from '@synthhub/shared/votes/votes.schemas';
import type { FastifyInstance } from 'fastify';
import { auth, makeItem } from '../src/modules/votes/votes.test-helpers.ts';
import { TINY_PNG, uploadForm } from './factories.ts';

/**
 * What the item contract suite (item-contract.test.ts) needs of one content kind: how to make an
 * item, give it a cover, and name its download; and whether a draft's cover is hidden with it.
 */
export interface ItemFixture {
  kind: VoteKind;
  /** The kind's API prefix (`/api/models/stages`). */
  path: string;
  /** The word of the kind's 404 messages ("Stage 12 was not found."). */
  label: string;
  /** Uploads an item as `token` (published or a draft) and answers its id. */
  make(app: FastifyInstance, token: string, published: boolean): Promise<number>;
  /** Makes sure the item has a cover (beatmaps get theirs from the uploaded `.synth`). */
  giveCover(app: FastifyInstance, token: string, id: number): Promise<void>;
  /** The URL of the item's download, asked as its owner (`token`). */
  downloadUrl(app: FastifyInstance, token: string, id: number): Promise<string>;
  /** True when a draft's cover is a 404 to others (playlists); false when covers are public. */
  coverHidesDrafts: boolean;
}

/** `POST {path}/{id}/cover` with a 1×1 PNG as the owner; throws unless 200. */
async function postCover(app: FastifyInstance, token: string, url: string): Promise<void> {
  const form = uploadForm(TINY_PNG, undefined, 'cover.png');
  const res = await app.inject({
    method: 'POST',
    url: `${url}/cover`,
    ...form,
    headers: { ...form.headers, ...auth(token) },
  });
  if (res.statusCode !== 200) throw new Error(`cover upload failed: ${res.statusCode} ${res.body}`);
}

/** A fixture from the kind's upload path (votes.test-helpers.ts `makeItem`) and its cover upload. */
function fixture(kind: VoteKind, label: string, overrides: Partial<ItemFixture> = {}): ItemFixture {
  const path = VOTE_PATHS[kind];
  return {
    kind,
    path,
    label,
    make: async (app, token, published) =>
      Number((await makeItem(app, kind, token, published)).split('/').pop()),
    giveCover: (app, token, id) => postCover(app, token, `${path}/${id}`),
    downloadUrl: async (_app, _token, id) => `${path}/${id}/download`,
    coverHidesDrafts: false,
    ...overrides,
  };
}

/** One fixture per content kind: the contract suite runs against each. */
export const ITEM_FIXTURES: ItemFixture[] = [
  fixture('beatmap', 'Beatmap', { giveCover: async () => undefined }),
  fixture('playlist', 'Playlist', { coverHidesDrafts: true }),
  fixture('stage', 'Stage', {
    // A stage's download names one of its files (formats.md §6.2: clients always pass file_id).
    downloadUrl: async (app, token, id) => {
      const stage = (await app.inject({ url: `/api/models/stages/${id}`, headers: auth(token) })).json();
      return `/api/models/stages/${id}/download?file_id=${stage.files[0].id}`;
    },
  }),
  fixture('avatar', 'Avatar'),
  // A draft mod's cover is hidden with it (mods' routes read through the mod policy).
  fixture('mod', 'Mod', { coverHidesDrafts: true }),
];
