import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { errorResponse, jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { UploadBeatmapDialog } from './upload-beatmap-dialog.tsx';
import {
  alertLines,
  chooseAndUpload,
  submitForm,
  uploadButton,
} from '../../../components/upload-dialog/upload-dialog.test-helpers.tsx';
import { EditPageStub } from '../../../testing/page-test-utils.tsx';

/** Opens the dialog signed in, with `fetch` answering uploads by `answer`. */
function setup(options: { beatmapId?: number; answer?: () => Response } = {}) {
  const session = testSession();
  sessionStore.set(session);
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/auth/user') return jsonResponse(200, { user: testSession().user });
    if (path === '/api/beatmaps/upload') return options.answer?.() ?? jsonResponse(201, { id: 42 });
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  const onClose = vi.fn();
  const utils = renderRoutes([
    { path: '/', element: <UploadBeatmapDialog open onClose={onClose} beatmapId={options.beatmapId} /> },
    { path: '/beatmaps/edit/:id', element: <EditPageStub noun="beatmap" /> },
  ]);
  const uploads = () => fetch.mock.calls.filter(([input]) => String(input).endsWith('/api/beatmaps/upload'));
  return { ...utils, fetch, onClose, uploads, session, user: userEvent.setup() };
}

const synthFile = () =>
  new File([new Uint8Array([80, 75, 3, 4])], 'song.synth', { type: 'application/octet-stream' });

describe('UploadBeatmapDialog', () => {
  it('shows "Required" and blocks submit while no file is chosen', async () => {
    const { uploads, user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Upload New Beatmap File' });
    expect(within(dialog).getByText('Required')).toBeTruthy();
    const submit = uploadButton(dialog);
    expect(submit.disabled).toBe(true);
    // Enter in the form submits even when the button is disabled: the dialog must refuse too.
    await submitForm(dialog);
    expect(uploads()).toHaveLength(0);
    await user.upload(within(dialog).getByLabelText('Beatmap file (.synth)'), synthFile());
    expect(within(dialog).queryByText('Required')).toBeNull();
    expect(submit.disabled).toBe(false);
  });

  it('refuses a file that is not a .synth', async () => {
    const { uploads } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Upload New Beatmap File' });
    const input = within(dialog).getByLabelText('Beatmap file (.synth)');
    fireEvent.change(input, { target: { files: [new File(['x'], 'song.zip')] } });
    expect(within(dialog).getByText('Choose a .synth file')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    await submitForm(dialog);
    expect(uploads()).toHaveLength(0);
  });

  it('offers Alternate Version only when a beatmap id is given', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('combobox', { name: 'Upload As...' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toHaveLength(2);
    expect(options.join('|')).toMatch(/^Default.*\|Draft/);
    expect(screen.queryByRole('option', { name: /Alternate Version/ })).toBeNull();
  });

  it('offers Alternate Version for an existing beatmap', async () => {
    const { user } = setup({ beatmapId: 5 });
    await user.click(await screen.findByRole('combobox', { name: 'Upload As...' }));
    expect(screen.getByRole('option', { name: /Alternate Version/ })).toBeTruthy();
    expect(screen.getByText('For additional or historical versions.')).toBeTruthy();
  });

  it('posts the file with the upload record of the chosen mode, then opens the edit page', async () => {
    const { user, uploads, onClose, session } = setup({ beatmapId: 5 });
    const file = synthFile();
    await user.upload(await screen.findByLabelText('Beatmap file (.synth)'), file);
    await user.click(screen.getByRole('combobox', { name: 'Upload As...' }));
    await user.click(screen.getByRole('option', { name: /Alternate Version/ }));
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Editing beatmap 42')).toBeTruthy();
    expect(onClose).toHaveBeenCalledWith('uploaded');
    expect(uploads()).toHaveLength(1);
    const init = uploads()[0]?.[1] ?? {};
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(JSON.parse(String(body.get('data')))).toEqual(
      uploadRecordForMode('alternate', { published: true, beatmap_id: 5 }),
    );
    expect((body.get('file') as File).name).toBe('song.synth');
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${session.token}`);
  });

  it('sends a draft unpublished whatever the toggle said', async () => {
    const { user, uploads } = setup();
    await user.upload(await screen.findByLabelText('Beatmap file (.synth)'), synthFile());
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    await user.click(screen.getByRole('combobox', { name: 'Upload As...' }));
    await user.click(screen.getByRole('option', { name: /Draft/ }));
    expect(screen.queryByRole('switch', { name: 'Published' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Editing beatmap 42');
    const body = uploads()[0]?.[1]?.body as FormData;
    expect(JSON.parse(String(body.get('data')))).toEqual(uploadRecordForMode('draft', { published: false }));
  });

  it('shows the message and validation lines of a failed upload inside the dialog', async () => {
    const { user, onClose } = setup({
      answer: () =>
        errorResponse(400, 'Bad Request', {
          error: 'Bad Request',
          data: {
            message: 'The beatmap file is invalid',
            validation: ['beatmap.meta.bin is missing', 'track.data.json is not JSON'],
          },
        }),
    });
    await chooseAndUpload(user, 'Beatmap file (.synth)', synthFile());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The beatmap file is invalid');
    expect(alertLines(alert)).toEqual(['beatmap.meta.bin is missing', 'track.data.json is not JSON']);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
  });

  it('names the existing beatmap when the file is a duplicate', async () => {
    const { user } = setup({
      answer: () =>
        errorResponse(409, 'This file was already uploaded as beatmap 12', {
          error: 'Conflict',
        }),
    });
    await chooseAndUpload(user, 'Beatmap file (.synth)', synthFile());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file was already uploaded as beatmap 12',
    );
  });

  it('closes on Cancel', async () => {
    const { user, onClose } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith('cancel');
  });
});
