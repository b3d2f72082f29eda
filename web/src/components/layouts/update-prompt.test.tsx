import { webShellTexts } from '@estatekey/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { offerAppUpdate } from '../../lib/service-worker/app-update';
import { UpdatePrompt } from './update-prompt';

describe('UpdatePrompt', () => {
  it('stays hidden while the page runs the newest deploy', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText(webShellTexts.appUpdate.available)).not.toBeInTheDocument();
  });

  it('announces a new deploy and switches to it on Reload', async () => {
    const applyAppUpdate = vi.fn(() => Promise.resolve());
    render(<UpdatePrompt />);

    act(() => offerAppUpdate(applyAppUpdate));
    expect(await screen.findByRole('alert')).toHaveTextContent(webShellTexts.appUpdate.available);

    await userEvent.click(screen.getByRole('button', { name: webShellTexts.appUpdate.reload }));
    expect(applyAppUpdate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: webShellTexts.appUpdate.reload })).toBeDisabled();
  });
});
