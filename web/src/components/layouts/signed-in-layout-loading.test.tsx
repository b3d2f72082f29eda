import { DEFAULT_COMPANY_NAME, pageTitleTexts, SIDEBAR_MENU, sidebarTexts, webShellTexts } from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

import { renderAppAt } from '../../test/render-app';
import { signedInAs } from '../../test/sessions';

// The Firestore SDK and the frame's live parts are still on their way (a slow phone network): they never arrive here.
vi.mock('./load-signed-in-live-parts', () => ({ loadSignedInLiveParts: () => new Promise<never>(() => undefined) }));
vi.mock('../../lib/auth/use-sign-out', () => ({ useSignOut: () => () => Promise.resolve() }));

it('shows the frame, the menu and a page that does not read Firestore while the data layer is still loading', async () => {
  renderAppAt('/help-center', signedInAs('Guardian'));

  const [navigation] = await screen.findAllByRole('navigation', { name: webShellTexts.sidebarNavigation });
  if (!navigation) throw new Error('sidebar navigation missing');
  const links = within(navigation).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(SIDEBAR_MENU.Guardian.map((item) => item.label));
  expect(screen.getByText(DEFAULT_COMPANY_NAME)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: sidebarTexts.logout })).toBeInTheDocument();

  const title = pageTitleTexts['/help-center'];
  if (!title) throw new Error('/help-center has no page title');
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(screen.queryByRole('status', { name: webShellTexts.loadingPage })).toBeNull();
});
