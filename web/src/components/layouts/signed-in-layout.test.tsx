import {
  commonTexts,
  conversationTexts,
  DEFAULT_COMPANY_NAME,
  notificationsPageTexts,
  pageTitleTexts,
  type Role,
  ROLE_LABELS,
  ROLES,
  SIDEBAR_MENU,
  sidebarTexts,
  webShellTexts,
} from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { LiveResult } from '../../lib/firebase/live-result';
import { useUnreadNotificationCount } from '../../data/notifications/use-unread-notification-count';
import { useUserProfile } from '../../data/user/use-user-profile';
import { userProfileFixture } from '../../test/user-profile-fixture';
import { renderAppAt } from '../../test/render-app';
import { onPhoneScreen } from '../../test/screen-size';
import { signedInAs } from '../../test/sessions';

// The logout flow itself (API revoke, Firebase sign-out, toasts) belongs to lib/auth and is tested there.
const signOut = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../lib/auth/use-sign-out', () => ({ useSignOut: () => signOut }));
vi.mock('../../data/user/use-user-profile', () => ({ useUserProfile: vi.fn() }));
const unreadMessages = vi.hoisted(() => vi.fn((): LiveResult<number> => ({ status: 'loading' })));
vi.mock('../../data/conversations/use-conversations', () => ({
  useUnreadMessageCount: unreadMessages,
  useConversationsSnapshot: () => ({ status: 'loading' }),
}));
vi.mock('../../data/notifications/use-unread-notification-count', () => ({ useUnreadNotificationCount: vi.fn() }));

const success = <T,>(data: T): LiveResult<T> => ({ status: 'success', data });

function givenProfile(result: LiveResult<ReturnType<typeof userProfileFixture> | null>) {
  vi.mocked(useUserProfile).mockReturnValue(result);
}
function givenUnread(result: LiveResult<number>) {
  vi.mocked(useUnreadNotificationCount).mockReturnValue(result);
}

/** The permanent sidebar of a wide screen (jsdom's window is a laptop's). */
async function sidebar() {
  return await screen.findByRole('navigation', { name: webShellTexts.sidebarNavigation });
}

beforeEach(() => {
  signOut.mockClear();
  unreadMessages.mockReturnValue({ status: 'loading' });
});

// /profile-settings renders a page that loads over HTTP; the layout is what these tests look at.
const PAGE = '/help-center';

describe('signed-in layout', () => {
  beforeEach(() => {
    // The dashboard's own widgets stay out of these tests: the profile never arrives on /home.
    givenProfile({ status: 'loading' });
    givenUnread({ status: 'loading' });
  });

  it.each(ROLES.map((role) => [role] as const))(
    'lists exactly the %s menu of SIDEBAR_MENU, with the role label and Log out',
    async (role: Role) => {
      givenProfile(success(userProfileFixture({ role })));
      renderAppAt(PAGE, signedInAs(role));
      const links = within(await sidebar()).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(SIDEBAR_MENU[role].map((item) => item.label));
      expect(links.map((link) => link.getAttribute('href'))).toEqual(SIDEBAR_MENU[role].map((item) => item.path));
      expect(screen.getAllByText(ROLE_LABELS[role]).length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: sidebarTexts.logout })).toBeInTheDocument();
    },
  );

  it("shows the profile's company name, and the product name when there is none", async () => {
    givenProfile(success(userProfileFixture({ companyName: 'Probate Partners LLC' })));
    const { unmount } = renderAppAt(PAGE, signedInAs('Guardian'));
    expect(await screen.findByText('Probate Partners LLC')).toBeInTheDocument();
    unmount();

    givenProfile(success(userProfileFixture({ companyName: '   ' })));
    renderAppAt(PAGE, signedInAs('Guardian'));
    await sidebar();
    expect(screen.getByText(DEFAULT_COMPANY_NAME)).toBeInTheDocument();
  });

  it('marks the current page in the menu', async () => {
    renderAppAt(PAGE, signedInAs('Admin'));
    const menu = await sidebar();
    expect(within(menu).getByRole('link', { name: 'Help Center' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('puts the live unread count on the Notifications item only', async () => {
    givenUnread(success(3));
    renderAppAt(PAGE, signedInAs('Executor'));
    const menu = await sidebar();
    const notifications = within(menu).getByRole('link', { name: 'Notifications' });
    // The frame's live reads come after its first paint.
    await vi.waitFor(() => expect(notifications).toHaveAccessibleDescription(notificationsPageTexts.badgeLabel(3)));
    expect(within(menu).getByText('3')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAccessibleDescription();
  });

  it('puts the live unread message count on the Messages item', async () => {
    givenUnread(success(0));
    unreadMessages.mockReturnValue(success(2));
    renderAppAt(PAGE, signedInAs('Guardian'));
    const menu = await sidebar();
    const messages = within(menu).getByRole('link', { name: 'Messages' });
    expect(messages).toHaveAttribute('href', '/chat');
    await vi.waitFor(() => expect(messages).toHaveAccessibleDescription(conversationTexts.page.badgeLabel(2)));
    expect(within(menu).getByRole('link', { name: 'Notifications' })).not.toHaveAccessibleDescription();
  });

  it('shows no badge without unread notifications and caps a large count at 99+', async () => {
    givenUnread(success(0));
    givenProfile(success(userProfileFixture({ companyName: 'Probate Partners LLC' })));
    const { unmount } = renderAppAt(PAGE, signedInAs('Agent'));
    const menu = await sidebar();
    await screen.findByText('Probate Partners LLC'); // the live reads have arrived
    expect(within(menu).getByRole('link', { name: 'Notifications' })).not.toHaveAccessibleDescription();
    unmount();

    givenUnread(success(100));
    renderAppAt(PAGE, signedInAs('Agent'));
    expect(await within(await sidebar()).findByText('99+')).toBeInTheDocument();
  });

  it('opens the slide-in menu from the menu button on small screens and closes it after navigating', async () => {
    onPhoneScreen();
    const user = userEvent.setup();
    const { router } = renderAppAt(PAGE, signedInAs('Attorney'));
    await user.click(await screen.findByRole('button', { name: commonTexts.openMenu }));
    const drawer = await screen.findByRole('dialog', { name: webShellTexts.menu });
    await user.click(within(drawer).getByRole('link', { name: 'Submit Client Info' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/submit-client-info'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: webShellTexts.menu })).toBeNull());
  });

  it('renders only the sidebar the screen shows: the permanent one when wide, the slide-in one on a phone', async () => {
    const { unmount } = renderAppAt(PAGE, signedInAs('Guardian'));
    await sidebar();
    expect(screen.queryByRole('button', { name: commonTexts.openMenu })).toBeNull();
    unmount();

    onPhoneScreen();
    renderAppAt(PAGE, signedInAs('Guardian'));
    expect(await screen.findByRole('button', { name: commonTexts.openMenu })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: webShellTexts.sidebarNavigation })).toBeNull();
  });

  it('logs out from the sidebar', async () => {
    const user = userEvent.setup();
    renderAppAt(PAGE, signedInAs('Guardian'));
    await user.click(await screen.findByRole('button', { name: sidebarTexts.logout }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

describe('user menu', () => {
  beforeEach(() => givenUnread({ status: 'loading' }));

  it('shows name, role and affiliation, links to Profile Settings and logs out', async () => {
    const user = userEvent.setup();
    givenProfile(
      success(
        userProfileFixture({
          firstName: 'Avery',
          lastName: 'Attorney',
          role: 'Attorney',
          companyName: 'Attorney & Partners LLP',
        }),
      ),
    );
    renderAppAt(PAGE, signedInAs('Attorney'));

    await user.click(await screen.findByRole('button', { name: webShellTexts.userMenu.open }));
    const menu = await screen.findByRole('menu', { name: webShellTexts.userMenu.menuLabel });
    const popover = menu.parentElement?.parentElement ?? menu;
    // The name comes with the profile, a live read of its own.
    expect(await within(popover).findByText('Avery Attorney')).toBeInTheDocument();
    expect(within(popover).getByText(`${webShellTexts.userMenu.role}: Attorney`)).toBeInTheDocument();
    expect(
      within(popover).getByText(`${webShellTexts.userMenu.affiliation}: Attorney & Partners LLP`),
    ).toBeInTheDocument();

    expect(within(menu).getByRole('menuitem', { name: sidebarTexts.profileSettings })).toHaveAttribute(
      'href',
      '/profile-settings',
    );
    await user.click(within(menu).getByRole('menuitem', { name: sidebarTexts.logout }));
    expect(signOut).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it("says 'Not specified' when the user has no affiliation", async () => {
    const user = userEvent.setup();
    givenProfile(success(userProfileFixture({ companyName: '' })));
    renderAppAt(PAGE, signedInAs('Guardian'));
    await user.click(await screen.findByRole('button', { name: webShellTexts.userMenu.open }));
    expect(
      await screen.findByText(`${webShellTexts.userMenu.affiliation}: ${commonTexts.notSpecified}`),
    ).toBeInTheDocument();
  });

  it("uses an agent's brokerage as the affiliation", async () => {
    const user = userEvent.setup();
    givenProfile(
      success(userProfileFixture({ role: 'Agent', agentProfile: agentProfileWithBrokerage('Prairie Homes Realty') })),
    );
    renderAppAt(PAGE, signedInAs('Agent'));
    await user.click(await screen.findByRole('button', { name: webShellTexts.userMenu.open }));
    expect(await screen.findByText(`${webShellTexts.userMenu.affiliation}: Prairie Homes Realty`)).toBeInTheDocument();
  });
});

describe('signed-in layout when live data fails', () => {
  it('keeps the menu and Log out with the default company name', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(useUserProfile).mockImplementation(() => {
      throw new Error('permission-denied');
    });
    givenUnread({ status: 'loading' });
    renderAppAt(PAGE, signedInAs('Guardian'));
    const links = within(await sidebar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SIDEBAR_MENU.Guardian.map((item) => item.label));
    expect(screen.getByText(DEFAULT_COMPANY_NAME)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sidebarTexts.logout })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: pageTitleTexts['/help-center'] })).toBeInTheDocument();
  });
});

function agentProfileWithBrokerage(brokerageName: string) {
  return {
    address: '77 Lake Shore Drive',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60611',
    phone: '(555) 010-5000',
    licenseNumber: 'IL-475.198233',
    licenseState: 'IL',
    licenseExpiration: '2030-01-01',
    yearsExperience: 9,
    brokerageName,
    brokerageAddress: '200 Wacker Drive',
    brokerageCity: 'Chicago',
    brokerageState: 'IL',
    brokerageZip: '60606',
    brokeragePhone: '(555) 010-5500',
    serviceCounties: ['Cook'],
    specialties: ['Residential'],
    estateExperience: '',
    guardianshipExperience: false,
    executorExperience: false,
    probateExperience: false,
    bio: '',
    contactPreference: 'email' as const,
    websiteUrl: '',
    agreeToTerms: true,
  };
}
