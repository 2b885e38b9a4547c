import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { errorResponse, jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { EditPageStub } from '../../../testing/page-test-utils.tsx';
import { STAGE_FILES_V2_INFO, UploadStageDialog } from './upload-stage-dialog.tsx';
import {
  alertLines,
  chooseAndUpload,
  submitForm,
  uploadButton,
} from '../../../components/upload-dialog/upload-dialog.test-helpers.tsx';

const CDN_URL = '/api/uploads/up1?expires=2000000000&sig=abc';

/** Opens the dialog signed in; `put` and `post` answer steps 2 and 3. */
function setup(options: { put?: () => Response; post?: () => Response; stageId?: number } = {}) {
  const session = testSession();
  sessionStore.set(session);
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/auth/user') return jsonResponse(200, { user: session.user });
    if (url.pathname === '/api/models/stages/upload' && (init?.method ?? 'GET') === 'GET')
      return jsonResponse(200, { id: 'up1', cdn_url: CDN_URL });
    if (url.pathname === '/api/uploads/up1')
      return options.put?.() ?? jsonResponse(200, { id: 'up1', filesize: 4 });
    if (url.pathname === '/api/models/stages/upload')
      return options.post?.() ?? jsonResponse(201, { id: 42 });
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  const onClose = vi.fn();
  renderRoutes([
    { path: '/', element: <UploadStageDialog open onClose={onClose} stageId={options.stageId} /> },
    { path: '/models/stages/edit/:id', element: <EditPageStub noun="stage" /> },
  ]);
  const calls = () =>
    fetch.mock.calls
      .map(([input, init]) => ({ url: String(input), init: init ?? {} }))
      .filter((c) => !c.url.endsWith('/api/auth/user'));
  return { fetch, calls, onClose, session, user: userEvent.setup() };
}

const stagepkg = () => new File([new Uint8Array([80, 75, 3, 4])], 'Neon.stagepkg');

describe('UploadStageDialog ("Upload New Stage File", spec §2)', { timeout: 20_000 }, () => {
  it('shows the Stage Files V2 info text and "Required", and blocks submit without a file', async () => {
    const { calls, user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Upload New Stage File' });
    expect(within(dialog).getByText(STAGE_FILES_V2_INFO)).toBeTruthy();
    expect(STAGE_FILES_V2_INFO).toBe(
      'Stage Files V2: All new stage uploads must be in the .stagepkg format.',
    );
    expect(within(dialog).getByText('Required')).toBeTruthy();
    const submit = uploadButton(dialog);
    expect(submit.disabled).toBe(true);
    await submitForm(dialog);
    expect(calls()).toHaveLength(0);
    const input = within(dialog).getByLabelText('Stage file (.stagepkg)') as HTMLInputElement;
    expect(input.accept).toBe('.stagepkg');
    await user.upload(input, stagepkg());
    expect(within(dialog).queryByText('Required')).toBeNull();
    expect(submit.disabled).toBe(false);
  });

  it('refuses a file that is not a .stagepkg', async () => {
    const { calls } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Upload New Stage File' });
    fireEvent.change(within(dialog).getByLabelText('Stage file (.stagepkg)'), {
      target: { files: [new File(['x'], 'stage.zip')] },
    });
    expect(within(dialog).getByText('Choose a .stagepkg file')).toBeTruthy();
    await submitForm(dialog);
    expect(calls()).toHaveLength(0);
  });

  it('runs the three steps through the signed URL, then opens the edit page', async () => {
    const { calls, onClose, session, user } = setup();
    const file = stagepkg();
    await user.upload(await screen.findByLabelText('Stage file (.stagepkg)'), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Editing stage 42')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const [ticket, put, post] = calls();
    expect(ticket!.url).toMatch(/\/api\/models\/stages\/upload$/);
    expect(new Headers(ticket!.init.headers).get('Authorization')).toBe(`Bearer ${session.token}`);
    expect(put!.url).toBe(CDN_URL);
    expect(put!.init.method).toBe('PUT');
    expect(put!.init.body).toBe(file);
    expect(new Headers(put!.init.headers).get('Authorization')).toBeNull();
    expect(post!.init.method).toBe('POST');
    expect(JSON.parse(String(post!.init.body))).toEqual({ fileId: 'up1', stageId: null, published: false });
  });

  it('adds the files to a given stage', async () => {
    const { calls, user } = setup({ stageId: 9, post: () => jsonResponse(201, { id: 9 }) });
    await chooseAndUpload(user, 'Stage file (.stagepkg)', stagepkg());
    await screen.findByText('Editing stage 9');
    expect(JSON.parse(String(calls()[2]!.init.body))).toMatchObject({ stageId: 9 });
  });

  it('shows a refused signed URL inside the dialog and stays open', async () => {
    const { onClose, user } = setup({
      put: () => errorResponse(403, 'This upload URL has expired: ask for a new upload URL.'),
    });
    await chooseAndUpload(user, 'Stage file (.stagepkg)', stagepkg());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This upload URL has expired: ask for a new upload URL.',
    );
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
  });

  it('shows what is wrong with the package, with validation lines', async () => {
    const { user } = setup({
      post: () =>
        errorResponse(
          422,
          'manifest.json names android.fileName "A.stagedroid", which is not in the package.',
          {
            data: { message: 'The package is invalid', validation: ['android.fileName: missing'] },
          },
        ),
    });
    await chooseAndUpload(user, 'Stage file (.stagepkg)', stagepkg());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The package is invalid');
    expect(alertLines(alert)).toEqual(['android.fileName: missing']);
  });

  it('closes on Cancel but not on a backdrop click', async () => {
    const { onClose, user } = setup();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(dialog.parentElement!);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
