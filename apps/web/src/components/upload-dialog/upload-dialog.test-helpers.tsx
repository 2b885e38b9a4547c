import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Test helpers of the kinds' upload dialogs and pages (beatmap, playlist, stage, avatar;
 * docs/decisions/0051): finding the Upload button and submitting a form the way a keyboard does.
 */

/** The Upload button inside `container` (anywhere on the screen without one). */
export function uploadButton(container?: HTMLElement): HTMLButtonElement {
  return (container ? within(container) : screen).getByRole('button', {
    name: 'Upload',
  }) as HTMLButtonElement;
}

/**
 * Submits the form `container` is or holds as Enter in one of its fields does, even while Upload
 * is disabled (the dialog must refuse too), then waits 20 ms for any request that would start.
 */
export async function submitForm(container: HTMLElement): Promise<void> {
  fireEvent.submit(container instanceof HTMLFormElement ? container : container.querySelector('form')!);
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Chooses `file` in the file field labelled `label`, then clicks Upload, as a user does. */
export async function chooseAndUpload(user: UserEvent, label: string, file: File): Promise<void> {
  await user.upload(await screen.findByLabelText(label), file);
  await user.click(uploadButton());
}

/** The lines listed in an error alert (the server's validation lines, spec §8), as text. */
export function alertLines(alert: HTMLElement): (string | null)[] {
  return within(alert)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}
