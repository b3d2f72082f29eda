import { notificationsPageTexts, pageTitleTexts, pagesTexts } from '@estatekey/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderAppAt } from '../../../test/render-app';
import { signedInAs, signedOut } from '../../../test/sessions';

vi.mock('../../../lib/firebase/auth', () => ({ signOutCurrentUser: vi.fn(() => Promise.resolve()) }));

const { underConstruction, paymentThanks } = pagesTexts;

describe('Page Under Construction (/clinic-settings)', () => {
  it('says the page is under construction and goes back to the previous page', async () => {
    const user = userEvent.setup();
    const { router } = renderAppAt('/notifications', signedInAs('Guardian'));
    await screen.findByRole('heading', { level: 1, name: notificationsPageTexts.title });
    await router.navigate('/clinic-settings');
    expect(await screen.findByRole('heading', { level: 1, name: underConstruction.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: underConstruction.goBack }));
    expect(await screen.findByRole('heading', { level: 1, name: notificationsPageTexts.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('goes to the dashboard when there is no previous page', async () => {
    const user = userEvent.setup();
    const { router } = renderAppAt('/clinic-settings', signedInAs('Admin'));
    await user.click(await screen.findByRole('button', { name: underConstruction.goBack }));
    await screen.findByRole('heading', { level: 1, name: pageTitleTexts['/home'] });
    expect(router.state.location.pathname).toBe('/home');
  });
});

describe('payment thanks page (/subscription/success)', () => {
  it('thanks the visitor in Dutch and links to /login', async () => {
    renderAppAt('/subscription/success', signedOut);
    const heading = await screen.findByRole('heading', { level: 1, name: paymentThanks.title });
    expect(heading).toHaveAttribute('lang', 'nl');
    expect(screen.getByRole('link', { name: paymentThanks.loginLink })).toHaveAttribute('href', '/login');
  });
});
