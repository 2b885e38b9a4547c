import { describe, expect, it } from 'vitest';
import { stageManifestSchema } from './stage-manifest.ts';
import {
  STAGE_MESSAGES,
  stageFileSchema,
  stagePatchSchema,
  stageTagSchema,
  stageUploadPayloadSchema,
} from './stages.schemas.ts';

const messages = (input: unknown) => {
  const result = stagePatchSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('stagePatchSchema (spec §5)', () => {
  it('accepts a name of 1-64 characters and refuses blank or longer ones', () => {
    expect(messages({ name: 'A' })).toEqual([]);
    expect(messages({ name: 'x'.repeat(64) })).toEqual([]);
    expect(messages({ name: '   ' })).toEqual([STAGE_MESSAGES.required]);
    expect(messages({ name: 'x'.repeat(65) })).toEqual([STAGE_MESSAGES.nameMax]);
  });

  it('takes an http(s) youtube_url or none', () => {
    expect(stagePatchSchema.parse({ youtube_url: '' }).youtube_url).toBeNull();
    expect(stagePatchSchema.parse({ youtube_url: null }).youtube_url).toBeNull();
    expect(messages({ youtube_url: 'https://youtu.be/abc' })).toEqual([]);
    expect(messages({ youtube_url: 'not a url' })).toEqual([STAGE_MESSAGES.url]);
    expect(messages({ youtube_url: 'javascript:alert(1)' })).toEqual([STAGE_MESSAGES.url]);
  });

  it('turns a blank description into null', () => {
    expect(stagePatchSchema.parse({ description: '  ' }).description).toBeNull();
    expect(stagePatchSchema.parse({ description: 'Hi' }).description).toBe('Hi');
  });

  it('checks every tag: 2-30 characters, alphanumeric ends, letters/digits/hyphen/space inside', () => {
    for (const ok of ['ab', 'Neon City', 'sci-fi 2', 'x'.repeat(30), 'A1']) {
      expect(stageTagSchema.safeParse(ok).success, ok).toBe(true);
    }
    expect(messages({ tags: ['a'] })).toEqual([STAGE_MESSAGES.tagLength]);
    expect(messages({ tags: ['x'.repeat(31)] })).toEqual([STAGE_MESSAGES.tagLength]);
    for (const bad of ['-ab', 'ab-', 'a_b', 'héllo', 'a!b', 'a  -']) {
      expect(messages({ tags: [bad] }), bad).toEqual([STAGE_MESSAGES.tagPattern]);
    }
    // Surrounding spaces are trimmed, not refused.
    expect(stagePatchSchema.parse({ tags: [' ab '] }).tags).toEqual(['ab']);
    expect(messages({ tags: ['Neon', 'neon'] })).toEqual([STAGE_MESSAGES.tagsUnique]);
    expect(messages({ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) })).toEqual([
      STAGE_MESSAGES.tagsMax,
    ]);
  });

  it('takes an experience tag of "EXP-" + 12 or "EXPERIENCE" + 4 alphanumerics', () => {
    expect(messages({ experience_tag: 'EXP-abcDEF123456' })).toEqual([]);
    expect(messages({ experience_tag: 'EXPERIENCEab12' })).toEqual([]);
    expect(stagePatchSchema.parse({ experience_tag: '' }).experience_tag).toBeNull();
    for (const bad of [
      'EXP-abc',
      'EXP-abcDEF1234567',
      'EXPERIENCE-ab12',
      'EXPERIENCEab1',
      'exp-abcdef123456',
    ]) {
      expect(messages({ experience_tag: bad }), bad).toEqual([STAGE_MESSAGES.experienceTag]);
    }
  });
});

describe('stageFileSchema (spec §3)', () => {
  const file = {
    id: 1,
    published: true,
    mode: 'spin',
    platform: 'quest',
    type: 'no-sound-fx',
    description: null,
    version: 1,
    experience_tag: null,
  };
  it('accepts the spec fields and refuses ids or versions below 1 and unknown enums', () => {
    expect(stageFileSchema.safeParse(file).success).toBe(true);
    expect(stageFileSchema.safeParse({ ...file, id: 0 }).success).toBe(false);
    expect(stageFileSchema.safeParse({ ...file, version: 0 }).success).toBe(false);
    expect(stageFileSchema.safeParse({ ...file, mode: 'rhythm' }).success).toBe(false);
    expect(stageFileSchema.safeParse({ ...file, platform: 'android' }).success).toBe(false);
    expect(stageFileSchema.safeParse({ ...file, type: 'other' }).success).toBe(false);
  });
});

describe('stageUploadPayloadSchema (spec §3 "Stage upload payload")', () => {
  it('makes stageId null for 0, null or absent and defaults published and type', () => {
    for (const stageId of [0, null, undefined]) {
      expect(stageUploadPayloadSchema.parse({ fileId: 'abc', stageId })).toEqual({
        fileId: 'abc',
        stageId: null,
        published: false,
        type: 'default',
        description: null,
      });
    }
    expect(stageUploadPayloadSchema.parse({ fileId: 'a', stageId: 5, published: true }).stageId).toBe(5);
    expect(stageUploadPayloadSchema.safeParse({ fileId: '' }).success).toBe(false);
    expect(stageUploadPayloadSchema.safeParse({ fileId: 'a', stageId: -1 }).success).toBe(false);
  });
});

describe('stageManifestSchema (spec §3, §5 exportedOn)', () => {
  const platform = {
    available: true,
    fileName: 'A.stage',
    isNormalStage: true,
    normStageIcon: '',
    isSpinStage: false,
    spinStageIcon: '',
    isEXP: false,
    expTag: '',
    expbannerIcon: '',
    expDesc: '',
  };
  const ok = (exportedOn: string) =>
    stageManifestSchema.safeParse({ creatorName: 'x', exportedOn, pc: platform, android: platform }).success;
  it('accepts ISO 8601 date-times and refuses anything else', () => {
    for (const d of [
      '2025-03-14T09:26:53Z',
      '2025-03-14 09:26',
      '2025-03-14T09:26:53.1234567+01:00',
      '2025-03-14T23:59:59-0500',
    ]) {
      expect(ok(d), d).toBe(true);
    }
    for (const d of [
      '2025-03-14',
      '14/03/2025 09:26',
      '2025-02-30X',
      '2025-13-01T00:00:00Z',
      '2025-03-14T24:00:00Z',
      '',
    ]) {
      expect(ok(d), d).toBe(false);
    }
  });
});
