import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../testing/test-utils.tsx';
import { InstallByHand, manualFolder } from './install-by-hand.tsx';

describe('manualFolder', () => {
  it('names the folders the game reads, in each device spelling', () => {
    expect(manualFolder('pc', 'playlist')).toBe('SynthRidersUC\\CustomPlaylists');
    expect(manualFolder('quest', 'playlist')).toBe('SynthRidersUC/CustomPlaylists');
    expect(manualFolder('pc', 'stage')).toBe('SynthRidersUC\\CustomStages');
    expect(manualFolder('pc', 'avatar')).toBe('SynthRidersUC\\Avatars');
  });
});

describe('InstallByHand', () => {
  it('opens on a click and says where the file goes on a PC and on a Quest', async () => {
    render(<InstallByHand kind="stage" />);
    const toggle = screen.getByRole('button', { name: 'Install by hand' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('SynthRidersUC\\CustomStages')).toBeTruthy();
    expect(screen.getByText('SynthRidersUC/CustomStages')).toBeTruthy();
    expect(document.body.textContent).toContain('.stagedroid');
  });

  it('takes a Quest note where the kind does not work there', async () => {
    render(<InstallByHand kind="avatar" questNote="avatars work in the PC game only." />);
    await userEvent.click(screen.getByRole('button', { name: 'Install by hand' }));
    expect(document.body.textContent).toContain('Quest: avatars work in the PC game only.');
    expect(screen.queryByText('SynthRidersUC/Avatars')).toBeNull();
  });
});
