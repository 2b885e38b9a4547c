import { describe, expect, it } from 'vitest';
import { avatarSchema } from '../avatars/avatars.schemas.ts';
import { beatmapSchema } from '../beatmaps/beatmaps.schemas.ts';
import { playlistSchema } from '../playlists/playlists.schemas.ts';
import { stageSchema } from '../stages/stages.types.ts';
import { voteStateSchema } from '../votes/votes.schemas.ts';
import { itemSchema } from './item.schemas.ts';

const KINDS = { beatmap: beatmapSchema, playlist: playlistSchema, stage: stageSchema, avatar: avatarSchema };

describe('itemSchema, the shape every content kind extends (formats.md §6.3)', () => {
  it.each(Object.entries(KINDS))('the %s shape takes every item field unchanged from it', (_kind, schema) => {
    for (const [key, field] of Object.entries(itemSchema.shape)) {
      expect(schema.shape[key as keyof typeof schema.shape], key).toBe(field);
    }
  });

  it('shares its vote counts with the vote answer', () => {
    for (const key of ['upvote_count', 'downvote_count', 'vote_diff', 'score', 'rating'] as const) {
      expect(voteStateSchema.shape[key], key).toBe(itemSchema.shape[key]);
    }
  });

  it('holds no transform, so replies can be encoded with it (the server serialises that way)', () => {
    const item = {
      id: 1,
      description: null,
      cover_version: 1,
      download_count: 0,
      upvote_count: 0,
      downvote_count: 0,
      vote_diff: 0,
      score: '0',
      rating: '0',
      published: false,
      published_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      user: { id: 2, username: 'mapper', avatar_filename: null, avatar_url: null },
      download_url: '/api/beatmaps/1/download',
      cover_url: '',
    };
    expect(itemSchema.encode(item)).toEqual(item);
  });
});
