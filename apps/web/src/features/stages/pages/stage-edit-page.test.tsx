import { STAGE_MESSAGES } from '@synthhub/shared/stages/stages.schemas';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyPatch, renderEditPage } from '../../../testing/edit-page.test-helpers.tsx';
import { testSession } from '../../../testing/test-utils.tsx';
import { stageFixture } from '../testing/stage-fixture.ts';
import { StageEditPage } from './stage-edit-page.tsx';

function setup(stage: Stage, session = testSession()) {
  const { calls, user } = renderEditPage(stage, session, {
    api: '/api/models/stages',
    route: '/models/stages/edit/:id',
    element: <StageEditPage />,
    patch: (current, body, path) => {
      if (!path.includes('/files/')) return applyPatch(current, body);
      const fileId = Number(path.split('/').pop());
      return { ...current, files: current.files.map((f) => (f.id === fileId ? { ...f, ...body } : f)) };
    },
  });
  return { patches: calls, user };
}

const draft = () => stageFixture({ published: false, published_at: null });

describe('StageEditPage', { timeout: 20_000 }, () => {
  it.each([
    ['an empty name', 'Name', '', STAGE_MESSAGES.required],
    ['a name over 64 characters', 'Name', 'x'.repeat(65), STAGE_MESSAGES.nameMax],
    ['a YouTube URL that is not a URL', 'YouTube URL', 'not a url', STAGE_MESSAGES.url],
    ['a bad experience tag', 'Experience tag', 'EXP-123', STAGE_MESSAGES.experienceTag],
  ])(
    'shows the message of %s and sends nothing',
    async (_name, label, value, message) => {
      const { patches, user } = setup(draft());
      const field = await screen.findByLabelText(new RegExp(`^${label}`));
      await user.clear(field);
      if (value) await user.paste(value);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(message)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Publish' }));
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(patches).toEqual([]);
    },
    20_000,
  );

  it.each([
    ['too short', 'a', `"a": ${STAGE_MESSAGES.tagLength}`],
    ['with a bad end', 'neon-', `"neon-": ${STAGE_MESSAGES.tagPattern}`],
    ['repeated', 'neon', STAGE_MESSAGES.tagsUnique],
  ])(
    'shows the message of a tag %s and sends nothing',
    async (_name, tag, message) => {
      const { patches, user } = setup(draft());
      const tags = await screen.findByLabelText('Tags');
      await user.type(tags, `${tag}{Enter}`);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(patches).toEqual([]);
    },
    20_000,
  );

  it('saves valid fields and tags, then publishes', async () => {
    const { patches, user } = setup(draft());
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Neon Harbor');
    await user.type(screen.getByLabelText('Tags'), 'Sci-Fi 2{Enter}');
    await user.type(screen.getByLabelText(/^Experience tag/), 'EXPERIENCEab12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stage saved!')).toBeTruthy();
    expect(patches[0]).toEqual({
      url: '/api/models/stages/5',
      body: {
        name: 'Neon Harbor',
        description: 'Bright lights',
        youtube_url: null,
        tags: ['Neon', 'City', 'Sci-Fi 2'],
        experience_tag: 'EXPERIENCEab12',
        published: false,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Stage published!')).toBeTruthy();
    expect(patches[1]!.body).toMatchObject({ published: true });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull());
  });

  it('lists the files with the spec labels and saves a file’s type', async () => {
    const { patches, user } = setup(draft());
    const pcNormal = await screen.findByRole('listitem', { name: 'PC · Normal' });
    expect(screen.getByRole('listitem', { name: 'PC · Spin Mode' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Quest · Normal' })).toBeTruthy();
    await user.click(within(pcNormal).getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'No Sound FX' }));
    await waitFor(() =>
      expect(patches).toEqual([{ url: '/api/models/stages/5/files/11', body: { type: 'no-sound-fx' } }]),
    );
    expect(screen.getByText('PC · Normal saved')).toBeTruthy();
  });

  it('is closed to other users', async () => {
    setup(stageFixture({ user: { id: 99, username: 'other', avatar_filename: null, avatar_url: null } }));
    expect(await screen.findByText('Unauthorized')).toBeTruthy();
  });
});
