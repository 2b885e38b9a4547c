import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { errorResponse, jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { UploadPlaylistDialog } from './upload-playlist-dialog.tsx';
import {
  chooseAndUpload,
  submitForm,
  uploadButton,
} from '../../../components/upload-dialog/upload-dialog.test-helpers.tsx';
import { EditPageStub } from '../../../testing/page-test-utils.tsx';

/** Opens the dialog signed in, with `fetch` answering uploads by `answer`. */
function setup(answer?: () => Response | Promise<Response>) {
  sessionStore.set(testSession());
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/auth/user') return jsonResponse(200, { user: testSession().user });
    if (path === '/api/playlists/upload') return (await answer?.()) ?? jsonResponse(201, { id: 42 });
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  const onClose = vi.fn();
  const utils = renderRoutes([
    { path: '/', element: <UploadPlaylistDialog open onClose={onClose} /> },
    { path: '/playlists/edit/:id', element: <EditPageStub noun="playlist" /> },
  ]);
  const uploads = () => fetch.mock.calls.filter(([input]) => String(input).endsWith('/api/playlists/upload'));
  return { ...utils, fetch, onClose, uploads, user: userEvent.setup() };
}

const playlistFile = (name = 'warmup.playlist') =>
  new File(['{"dataString": []}'], name, { type: 'application/json' });
const LABEL = 'Playlist file (.playlist)';

describe('UploadPlaylistDialog (spec §2 "Upload Playlist File")', () => {
  it('is titled, accepts .playlist, shows "Required" and blocks submit without a file', async () => {
    const { uploads } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Upload Playlist File' });
    expect(within(dialog).getByLabelText(LABEL).getAttribute('accept')).toBe('.playlist');
    expect(within(dialog).getByText('Required')).toBeTruthy();
    const submit = uploadButton(dialog);
    expect(submit.disabled).toBe(true);
    await submitForm(dialog);
    expect(uploads()).toHaveLength(0);
  });

  it('refuses a file that is not a .playlist', async () => {
    const { uploads } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Upload Playlist File' });
    fireEvent.change(within(dialog).getByLabelText(LABEL), {
      target: { files: [playlistFile('songs.json')] },
    });
    expect(within(dialog).getByText('Choose a .playlist file')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    await submitForm(dialog);
    expect(uploads()).toHaveLength(0);
  });

  it('uploads the file as multipart `file`, shows loading, then opens /playlists/edit/{id}', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, uploads, onClose } = setup(async () => {
      await gate;
      return jsonResponse(201, { id: 42 });
    });
    await chooseAndUpload(user, LABEL, playlistFile());
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Upload/ }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText('Editing playlist 42')).toBeTruthy();
    expect(onClose).toHaveBeenCalledWith('uploaded');
    const body = uploads()[0]?.[1]?.body as FormData;
    expect((body.get('file') as File).name).toBe('warmup.playlist');
    expect(body.get('data')).toBeNull();
  });

  it('shows the message and validation lines of a failed upload inside the dialog', async () => {
    const { user, onClose } = setup(() =>
      errorResponse(422, 'Song 2 ("Eden") has a hash that is not 64 hexadecimal characters: "abc".', {
        error: 'Unprocessable Entity',
      }),
    );
    await chooseAndUpload(user, LABEL, playlistFile());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Song 2 ("Eden") has a hash that is not 64 hexadecimal characters');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('links to /playlists/edit/new and closes on Cancel', async () => {
    const { user, onClose } = setup();
    const link = await screen.findByRole('link', { name: /Create Empty Playlist/ });
    expect(link.getAttribute('href')).toBe('/playlists/edit/new');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith('cancel');
  });
});
