import { pagesTexts } from '@estatekey/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderAppAt } from '../../../test/render-app';
import { signedInAs, signedOut } from '../../../test/sessions';

vi.mock('../../../lib/firebase/auth', () => ({ signOutCurrentUser: vi.fn(() => Promise.resolve()) }));

const { notFound } = pagesTexts;

describe('Page Not Found', () => {
  it('answers an unknown path with the 404 page and a link back to /', async () => {
    const user = userEvent.setup();
    const { router } = renderAppAt('/no/such/page', signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: notFound.title })).toBeInTheDocument();
    expect(screen.getByText(notFound.body)).toBeInTheDocument();
    const backLink = screen.getByRole('link', { name: notFound.backHome });
    expect(backLink).toHaveAttribute('href', '/');
    await user.click(backLink);
    expect(await screen.findByRole('heading', { level: 1, name: pagesTexts.hero.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the same page to signed-in users', async () => {
    renderAppAt('/attorney/nothing-here', signedInAs('Attorney'));
    expect(await screen.findByRole('heading', { level: 1, name: notFound.title })).toBeInTheDocument();
  });
});
