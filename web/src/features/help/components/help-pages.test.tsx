import { dashboardTexts, pageTitleTexts, pagesTexts, webShellTexts } from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderAppAt } from '../../../test/render-app';
import { signedInAs, signedOut } from '../../../test/sessions';
import { HELP_CENTER } from '../content/help-center';
import { PRIVACY_POLICY } from '../content/privacy';
import { TERMS_OF_SERVICE } from '../content/terms';

const shell = await vi.hoisted(() => import('../../../test/signed-in-shell-mocks'));
vi.mock('../../../lib/auth/use-sign-out', () => shell.signOutModule);
vi.mock('../../../data/user/use-user-profile', () => shell.userProfileModule());
vi.mock('../../../data/conversations/use-conversations', () => shell.conversationsModule);
vi.mock('../../../data/notifications/use-unread-notification-count', () => shell.unreadCountModule);

describe('Help Center', () => {
  it.each(['/help-center', '/intake-process'])(
    '%s shows the intake steps, the FAQ and where to get help',
    async (path) => {
      const user = userEvent.setup();
      renderAppAt(path, signedOut);
      expect(await screen.findByRole('heading', { level: 1, name: pagesTexts.helpCenter.title })).toBeInTheDocument();
      const steps = within(screen.getByRole('region', { name: HELP_CENTER.intakeTitle })).getAllByRole('listitem');
      expect(steps).toHaveLength(HELP_CENTER.intakeSteps.length);

      const [firstFaq] = HELP_CENTER.faqs;
      if (!firstFaq) throw new Error('no FAQ');
      const question = screen.getByRole('button', { name: firstFaq.question });
      expect(question).toHaveAttribute('aria-expanded', 'false');
      await user.click(question);
      expect(question).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText(firstFaq.answer)).toBeVisible();
    },
  );

  it('sends visitors to the landing page for requests, without the sidebar', async () => {
    renderAppAt('/help-center', signedOut);
    expect(await screen.findByRole('link', { name: HELP_CENTER.landingLink })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: webShellTexts.sidebarNavigation })).toBeNull();
  });

  it('offers signed-in users the key pickup and property pages, inside the sidebar frame', async () => {
    renderAppAt('/intake-process', signedInAs('Admin'));
    const contact = await screen.findByRole('region', { name: HELP_CENTER.contactTitle });
    expect(within(contact).getByRole('link', { name: dashboardTexts.shortcuts.schedulePickup })).toHaveAttribute(
      'href',
      '/schedule-pickup',
    );
    expect(screen.getAllByRole('navigation', { name: webShellTexts.sidebarNavigation }).length).toBeGreaterThan(0);
  });
});

describe.each([
  ['/terms', TERMS_OF_SERVICE],
  ['/privacy', PRIVACY_POLICY],
] as const)('%s', (path, document) => {
  it('shows its title, date and every section', async () => {
    renderAppAt(path, signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: pageTitleTexts[path] })).toBeInTheDocument();
    expect(screen.getByText(document.intro)).toBeInTheDocument();
    expect(document.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      screen.getByText((_, element) => element?.getAttribute('datetime') === document.lastUpdated),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      document.sections.map((section, index) => `${index + 1}. ${section.heading}`),
    );
  });
});
