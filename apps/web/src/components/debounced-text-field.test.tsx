import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DebouncedTextField } from './debounced-text-field.tsx';

/**
 * A field whose committed value comes back late, as a URL does on a busy phone: each commit is
 * recorded at once but reaches `value` only when the test says so (`arrive`).
 */
function Harness({ commits }: { commits: string[] }) {
  const [value, setValue] = useState('');
  (globalThis as { arrive?: () => void }).arrive = () => setValue(commits.at(-1) ?? '');
  return <DebouncedTextField label="Search" value={value} onCommit={(text) => void commits.push(text)} />;
}

afterEach(cleanup);

/** Lets the last commit reach the field's `value` (the Harness's setter). */
const arrive = () => (globalThis as { arrive?: () => void }).arrive!();

/** Renders the Harness and types `text`, waiting until the pause commits it. */
async function typedAndCommitted(text: string) {
  const commits: string[] = [];
  const user = userEvent.setup();
  render(<Harness commits={commits} />);
  const field = screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement;
  await user.type(field, text);
  await waitFor(() => expect(commits).toEqual([text]), { timeout: 5000 });
  return { commits, user, field };
}

describe('DebouncedTextField', () => {
  it('keeps what was typed after a commit whose value arrives late, and Enter commits it', async () => {
    const { commits, user, field } = await typedAndCommitted('neo');
    // More typing before the committed "neo" comes back…
    await user.type(field, 'n');
    act(() => arrive());
    // …is not taken for an outside change: the field keeps "neon", and Enter commits it.
    expect(field.value).toBe('neon');
    await user.keyboard('{Enter}');
    expect(commits).toEqual(['neo', 'neon']);
  });

  it('shows an outside change (Back, "Clear filters") in place of the draft', async () => {
    const { commits, user, field } = await typedAndCommitted('neo');
    act(() => arrive());
    await user.type(field, 'n');
    commits.push('');
    act(() => arrive());
    expect(field.value).toBe('');
  });
});
