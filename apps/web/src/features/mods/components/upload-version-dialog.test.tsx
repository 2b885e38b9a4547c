import { MOD_MESSAGES } from '@synthhub/shared/mods/mods.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { stubApi } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { UploadVersionDialog } from './upload-version-dialog.tsx';

vi.setConfig({ testTimeout: 20_000 });

/** Opens the dialog for mod 9 signed in; `answer` answers the upload. */
function setup(answer: () => Response = () => jsonResponse(201, { id: 31 })) {
  const session = testSession();
  sessionStore.set(session);
  const calls = stubApi(
    (call) => (call.url.pathname === '/api/mods/9/versions' ? answer() : undefined),
    session.user,
  );
  const onClose = vi.fn();
  renderRoutes([
    {
      path: '/',
      element: <UploadVersionDialog mod={{ id: 9, name: 'Better Timing' }} open onClose={onClose} />,
    },
  ]);
  return {
    uploads: () => calls.filter((c) => c.method === 'POST'),
    onClose,
    user: userEvent.setup({ applyAccept: false }),
  };
}

const dll = () => new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'BetterTiming.dll');

describe('UploadVersionDialog', () => {
  it('sends multipart: the file and `data` JSON with version, changelog, platforms, game versions and dependencies', async () => {
    const { uploads, onClose, user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Upload a version of Better Timing' });
    await user.upload(within(dialog).getByLabelText('Mod file (.zip, .dll)'), dll());
    await user.type(within(dialog).getByLabelText(/^Version/), '1.3.0');
    await user.type(within(dialog).getByLabelText(/^Changelog/), 'Faster.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Quest' }));
    await user.type(within(dialog).getByLabelText('Game versions'), '2.1.0{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Add dependency' }));
    await user.type(within(dialog).getByLabelText('Dependency 1 slug'), 'core-lib');
    await user.type(within(dialog).getByLabelText('Dependency 1 range'), '^2.0.0');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Version 1.3.0 uploaded!')).toBeTruthy();

    const [upload] = uploads();
    expect(upload!.body).toBeInstanceOf(FormData);
    const form = upload!.body as FormData;
    expect((form.get('file') as File).name).toBe('BetterTiming.dll');
    expect(JSON.parse(form.get('data') as string)).toEqual({
      version: '1.3.0',
      changelog: 'Faster.',
      platforms: ['pc', 'quest'],
      game_versions: ['2.1.0'],
      dependencies: [{ slug: 'core-lib', range: '^2.0.0' }],
    });
  });

  it('names each broken rule, refuses a file that is not .zip or .dll, and sends nothing', async () => {
    const { uploads, user } = setup();
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Mod file (.zip, .dll)'), new File(['x'], 'mod.exe'));
    await user.type(within(dialog).getByLabelText(/^Version/), 'v1');
    await user.click(within(dialog).getByRole('checkbox', { name: 'PC' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add dependency' }));
    await user.type(within(dialog).getByLabelText('Dependency 1 range'), 'not a range');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(MOD_MESSAGES.version)).toBeTruthy();
    expect(within(dialog).getByText(MOD_MESSAGES.platformsMin)).toBeTruthy();
    expect(within(dialog).getByText(MOD_MESSAGES.range)).toBeTruthy();
    expect(within(dialog).getByText('Choose a .zip or .dll file')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(uploads()).toEqual([]);
  });

  it('shows the server’s message and validation lines in the dialog (spec §8 "Upload errors") and stays open', async () => {
    const { onClose, user } = setup(() =>
      jsonResponse(422, {
        statusCode: 422,
        message: 'A dependency cannot be met.',
        data: {
          message: 'A dependency cannot be met.',
          validation: ['core-lib: no released version satisfies ^9.0.0'],
        },
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Mod file (.zip, .dll)'), dll());
    await user.type(within(dialog).getByLabelText(/^Version/), '1.3.0');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('A dependency cannot be met.');
    expect(alert.textContent).toContain('core-lib: no released version satisfies ^9.0.0');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a 409 (the version exists) at the Version field', async () => {
    const { onClose, user } = setup(() =>
      jsonResponse(409, {
        statusCode: 409,
        message: 'better-timing already has a version 1.2.0; upload a higher one.',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Mod file (.zip, .dll)'), dll());
    await user.type(within(dialog).getByLabelText(/^Version/), '1.2.0');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await within(dialog).findByText('better-timing already has a version 1.2.0; upload a higher one.');
    expect(
      within(dialog)
        .getByLabelText(/^Version/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
