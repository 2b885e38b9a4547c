import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/test-utils.tsx';
import { UploadDialog } from './upload-dialog.tsx';

function EditStub() {
  return <p>Editing thing {useParams().id}</p>;
}

const thingKind = {
  noun: 'Thing',
  title: 'Upload Thing File',
  rule: { extension: '.thing', maxBytes: 100 },
  editHref: (id: number) => `/things/edit/${id}`,
};

/** A kind with a gated upload: it answers `{id: 7}` when `release` runs, or fails with `fail`. */
function setup(fail?: Error) {
  let release: () => void = () => {};
  const sent: File[] = [];
  const onClose = vi.fn();
  function ThingDialog() {
    const mutation = useMutation({
      mutationFn: async (file: File) => {
        sent.push(file);
        await new Promise<void>((resolve) => (release = resolve));
        if (fail) throw fail;
        return { id: 7 };
      },
    });
    return (
      <UploadDialog
        open
        onClose={onClose}
        kind={thingKind}
        mutation={mutation}
        variables={(file) => file}
        progressText="Sending the thing…"
      />
    );
  }
  const utils = renderRoutes([
    { path: '/', element: <ThingDialog /> },
    { path: '/things/edit/:id', element: <EditStub /> },
  ]);
  return { ...utils, sent, onClose, release: () => release(), user: userEvent.setup() };
}

const thing = () => new File(['abc'], 'a.thing');

describe('UploadDialog (spec §4 "Upload dialog" states)', { timeout: 20_000 }, () => {
  it('goes chosen → submitting (progress, Cancel and Escape refused) → done (snackbar, edit page)', async () => {
    const { user, sent, onClose, release } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Upload Thing File' });
    expect(within(dialog).getByRole('form', { name: 'Upload thing' })).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();
    await user.upload(within(dialog).getByLabelText('Thing file (.thing)'), thing());
    expect(within(dialog).getByText('3 B')).toBeTruthy();
    // Keyboard only: from the file input, Tab reaches Cancel, then Upload; Enter submits.
    within(dialog).getByLabelText('Thing file (.thing)').focus();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Upload' }));
    await user.keyboard('{Enter}');
    const status = await within(dialog).findByRole('status');
    expect(status.textContent).toBe('Sending the thing…');
    expect(within(status).getByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
    release();
    expect(await screen.findByText('Editing thing 7')).toBeTruthy();
    expect(await screen.findByText('Thing uploaded!')).toBeTruthy();
    expect(onClose).toHaveBeenCalledWith('uploaded');
  });

  it('shows the error inside the dialog with loading off, and clears it when another file is chosen', async () => {
    const { user, onClose, release } = setup(new Error('The thing is broken'));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Thing File' });
    const input = within(dialog).getByLabelText('Thing file (.thing)');
    await user.upload(input, thing());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await within(dialog).findByRole('status');
    release();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The thing is broken');
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await user.upload(input, new File(['x'], 'b.thing'));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });

  it('closes with Escape while idle', async () => {
    const { user, onClose } = setup();
    await screen.findByRole('dialog', { name: 'Upload Thing File' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('cancel');
  });
});
