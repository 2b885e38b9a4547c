import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderRoutes } from '../../testing/test-utils.tsx';
import { FormTextField } from '../form-text-field.tsx';
import { ItemEditForm } from './item-edit-form.tsx';
import { useItemEditForm } from './use-item-edit-form.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Required'),
  note: z.string().max(3, 'Too long'),
  published: z.boolean(),
});

interface Thing {
  id: number;
  name: string;
  note: string | null;
  published: boolean;
}

/** A kind with two text fields; every save is recorded and answered as saved. */
function setup(disableWhenInvalid?: boolean, startName = 'Fox') {
  const sent: unknown[] = [];
  function ThingForm() {
    const mutation = useMutation({
      mutationFn: async (vars: { id: number; patch: z.output<typeof schema> }) => {
        sent.push(vars);
        return { id: vars.id, ...vars.patch };
      },
    });
    const item: Thing = { id: 3, name: startName, note: null, published: false };
    const edit = useItemEditForm({ schema, item, mutation, noun: 'Thing', disableWhenInvalid });
    return (
      <ItemEditForm edit={edit} label="Edit thing" showPublish>
        <FormTextField control={edit.control} name="name" label="Name" />
        <FormTextField control={edit.control} name="note" label="Note" />
      </ItemEditForm>
    );
  }
  renderRoutes([{ path: '/', element: <ThingForm /> }]);
  return { sent, user: userEvent.setup() };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('useItemEditForm (one validation moment for every kind)', { timeout: 20_000 }, () => {
  it('checks a field as it changes, before any submit, and blocks Save and Publish', async () => {
    const { user, sent } = setup();
    const note = await screen.findByLabelText('Note');
    expect((note as HTMLInputElement).value).toBe('');
    await user.type(note, 'long');
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(button('Save').disabled).toBe(true);
    expect(button('Publish').disabled).toBe(true);
    await user.clear(note);
    await waitFor(() => expect(screen.queryByText('Too long')).toBeNull());
    expect(sent).toEqual([]);
  });

  it('shows a broken rule of an untouched field when the field loses focus', async () => {
    setup(undefined, '');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Name'));
    expect(screen.queryByText('Required')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Required')).toBeTruthy();
  });

  it('publishes as {id, patch} with published set, then is clean again', async () => {
    const { user, sent } = setup();
    await user.type(await screen.findByLabelText('Note'), 'ok');
    await user.click(button('Publish'));
    expect(await screen.findByText('Thing published!')).toBeTruthy();
    expect(sent).toEqual([{ id: 3, patch: { name: 'Fox', note: 'ok', published: true } }]);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('with disableWhenInvalid false keeps Save clickable but sends nothing on a broken rule', async () => {
    const { user, sent } = setup(false);
    await user.type(await screen.findByLabelText('Note'), 'long');
    expect(button('Save').disabled).toBe(false);
    await user.click(button('Save'));
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
