import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { errorResponse, jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { UploadAvatarPage } from './upload-avatar-page.tsx';
import { submitForm, uploadButton } from '../../../components/upload-dialog/upload-dialog.test-helpers.tsx';
import { EditPageStub } from '../../../testing/page-test-utils.tsx';

function setup(answer: () => Response = () => jsonResponse(201, { id: 42 })) {
  sessionStore.set(testSession());
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/auth/user') return jsonResponse(200, { user: testSession().user });
    if (path === '/api/models/avatars/upload') return answer();
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  renderRoutes(
    [
      { path: '/user/models/avatars/upload', element: <UploadAvatarPage /> },
      { path: '/models/avatars/edit/:id', element: <EditPageStub noun="avatar" /> },
    ],
    '/user/models/avatars/upload',
  );
  const uploads = () =>
    fetch.mock.calls.filter(([input]) => String(input).endsWith('/api/models/avatars/upload'));
  return { uploads, user: userEvent.setup({ applyAccept: false }) };
}

const vrm = (name = 'fox.vrm') => new File([new Uint8Array([0x67, 0x6c, 0x54, 0x46])], name);

describe('UploadAvatarPage', () => {
  it('shows "Required", blocks submit until a .vrm is chosen, and mentions PC only', async () => {
    const { uploads, user } = setup();
    const form = await screen.findByRole('form', { name: 'Upload avatar' });
    expect(within(form).getByText('Required')).toBeTruthy();
    expect(within(form).getByText(/PC VR version of Synth Riders only/)).toBeTruthy();
    const submit = uploadButton(form);
    expect(submit.disabled).toBe(true);
    await submitForm(form);
    expect(uploads()).toHaveLength(0);
    const input = within(form).getByLabelText('Avatar file (.vrm)');
    await user.upload(input, new File(['x'], 'fox.glb'));
    expect(within(form).getByText('Choose a .vrm file')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await user.upload(input, vrm());
    expect(within(form).queryByText('Required')).toBeNull();
    expect(submit.disabled).toBe(false);
  }, 15_000);

  it('uploads and goes to the edit page', async () => {
    const { uploads, user } = setup();
    const form = await screen.findByRole('form', { name: 'Upload avatar' });
    await user.upload(within(form).getByLabelText('Avatar file (.vrm)'), vrm());
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Editing avatar 42')).toBeTruthy();
    const body = uploads()[0]![1]!.body as FormData;
    expect((body.get('file') as File).name).toBe('fox.vrm');
  });

  it('shows the server message and validation lines, and stays on the page (spec §8)', async () => {
    const { user } = setup(() =>
      errorResponse(422, 'Unprocessable Entity', {
        data: {
          message: 'The avatar file was refused',
          validation: ['file: The glTF JSON chunk is not valid JSON.'],
        },
      }),
    );
    const form = await screen.findByRole('form', { name: 'Upload avatar' });
    await user.upload(within(form).getByLabelText('Avatar file (.vrm)'), vrm());
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('The avatar file was refusedfile: The glTF JSON chunk is not valid JSON.');
    expect(within(alert).getAllByRole('listitem')).toHaveLength(1);
    expect((within(form).getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
