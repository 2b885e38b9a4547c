import { describe, expect, it } from 'vitest';
import { makeSilentOggVorbis } from '../audio/make-silent-vorbis.ts';
import { buildBeatmapMeta, buildTrackData } from './build-beatmap-meta.ts';
import { readSynthPreview } from './read-synth-preview.ts';
import { writeSynth, encodeMeta } from './write-synth.ts';

const base = { title: 'T', artist: 'A', mapper: 'M', bpm: 120, difficulties: { Expert: 4 } };
const ogg = makeSilentOggVorbis(3);

describe('readSynthPreview', () => {
  it('takes the audio named by AudioName unchanged, and the plaintext meta', async () => {
    const synth = await writeSynth({
      meta: buildBeatmapMeta({ ...base, audioName: 'Song_1a2b3c4d.ogg' }),
      audio: { name: 'Song_1a2b3c4d.ogg', bytes: ogg },
      extraEntries: [{ name: 'other.ogg', bytes: new Uint8Array([1, 2, 3]) }],
    });
    const parts = await readSynthPreview(synth);
    expect(parts.audio).toMatchObject({
      name: 'Song_1a2b3c4d.ogg',
      extension: 'ogg',
      contentType: 'audio/ogg',
    });
    expect(Buffer.from(parts.audio!.bytes).equals(ogg)).toBe(true);
    expect(new TextDecoder().decode(parts.metaBytes!)).toContain('"AudioName"');
  });

  it('serves a .wav as audio/wav', async () => {
    const wav = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);
    const synth = await writeSynth({
      meta: buildBeatmapMeta({ ...base, audioName: 'song.WAV' }),
      audio: { name: 'song.WAV', bytes: wav },
    });
    expect((await readSynthPreview(synth)).audio).toMatchObject({
      extension: 'wav',
      contentType: 'audio/wav',
    });
  });

  it('falls back to track.data audioFile, then to the only audio entry, else null', async () => {
    const trackData = buildTrackData({ ...base, audioName: 'named.ogg' });
    const byTrack = await writeSynth({
      meta: encodeMeta('not json'),
      trackData,
      audio: { name: 'named.ogg', bytes: ogg },
      extraEntries: [{ name: 'second.ogg', bytes: ogg }],
    });
    expect((await readSynthPreview(byTrack)).audio?.name).toBe('named.ogg');
    const only = await writeSynth({
      meta: buildBeatmapMeta({ ...base, audioName: 'missing.ogg' }),
      audio: { name: 'x.ogg', bytes: ogg },
    });
    expect((await readSynthPreview(only)).audio?.name).toBe('x.ogg');
    const none = await writeSynth({ meta: buildBeatmapMeta(base) });
    expect((await readSynthPreview(none)).audio).toBeNull();
  });

  it('rejects bytes that are not a zip with a SynthFormatError', async () => {
    await expect(readSynthPreview(new Uint8Array([1, 2, 3, 4]))).rejects.toMatchObject({
      name: 'SynthFormatError',
    });
  });
});

describe('readSynthPreview of a published file (encrypted beatmap.meta.bin, formats.md §1.2)', () => {
  it('still finds the audio through track.data.json, and has no meta without the key', async () => {
    const synth = await writeSynth({
      meta: buildBeatmapMeta({ ...base, audioName: 'enc.ogg' }),
      trackData: buildTrackData({ ...base, audioName: 'enc.ogg' }),
      audio: { name: 'enc.ogg', bytes: ogg },
      extraEntries: [{ name: 'other.ogg', bytes: ogg }],
      encryptMetaWithPassword: 'secret',
    });
    const parts = await readSynthPreview(synth);
    expect(parts.metaBytes).toBeNull();
    expect(parts.audio?.name).toBe('enc.ogg');
  });
});
