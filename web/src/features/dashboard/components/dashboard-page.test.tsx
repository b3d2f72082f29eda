import {
  adminTexts,
  commonTexts,
  dashboardTexts,
  onboardingTexts,
  pageTitleTexts,
  type Role,
  signedInAreaTexts,
  statusTexts,
  type UserProfile,
  webShellTexts,
} from '@estatekey/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { LiveResult } from '../../../lib/firebase/live-result';
import { useUnreadNotificationCount } from '../../../data/notifications/use-unread-notification-count';
import { userProfileFixture } from '../../../test/user-profile-fixture';
import { useUserProfile } from '../../../data/user/use-user-profile';
import { renderAppAt } from '../../../test/render-app';
import { signedInAs } from '../../../test/sessions';
import { useDocumentSummarySnapshot } from '../api/use-document-summary';
import { useKeyPickupCountSnapshot } from '../api/use-key-pickup-count';
import { useMemberCaseCount, useMemberCasesSnapshot } from '../../../data/cases/use-member-cases';
import { useMemberActiveListingCount, useMemberPropertyCount } from '../../../data/properties/use-member-properties';
import { useMemberPropertiesSnapshot } from '../api/use-member-properties';
import { useRecentNotificationsSnapshot } from '../api/use-recent-notifications';
import { caseFixture, notificationFixture, propertyFixture } from '../testing/dashboard-fixtures';

vi.mock('../../../data/properties/update-milestone', () => ({
  useUpdateMilestone: () => vi.fn(),
  usePropertyWaitingToSync: () => false,
}));
const shell = await vi.hoisted(() => import('../../../test/signed-in-shell-mocks'));
vi.mock('../../../lib/auth/use-sign-out', () => shell.signOutModule);
vi.mock('../../../data/user/use-user-profile', () => shell.userProfileModule(vi.fn()));
vi.mock('../../../data/conversations/use-conversations', () => shell.conversationsModule);
vi.mock('../../../data/notifications/use-unread-notification-count', () => ({ useUnreadNotificationCount: vi.fn() }));
vi.mock('../api/use-member-properties', () => ({ useMemberPropertiesSnapshot: vi.fn() }));
vi.mock('../api/use-key-pickup-count', () => ({ useKeyPickupCountSnapshot: vi.fn() }));
vi.mock('../api/use-document-summary', () => ({ useDocumentSummarySnapshot: vi.fn() }));
vi.mock('../../../data/cases/use-member-cases', () => ({
  useMemberCasesSnapshot: vi.fn(),
  useMemberCaseCount: vi.fn(),
  memberCasesRefreshKey: () => 'cases',
}));
vi.mock('../../../data/properties/use-member-properties', () => ({
  useMemberPropertyCount: vi.fn(),
  useMemberActiveListingCount: vi.fn(),
  memberPropertiesRefreshKey: () => 'properties',
}));
vi.mock('../api/use-recent-notifications', () => ({ useRecentNotificationsSnapshot: vi.fn() }));

const success = <T,>(data: T): LiveResult<T> => ({ status: 'success', data });
const { cards, shortcuts } = dashboardTexts;

const elmStreet = propertyFixture(
  'p1',
  { address: '12 Elm Street', city: 'Springfield', state: 'IL' },
  {
    keyPickup: 'Completed',
    cleanout: 'Completed',
    photos: 'In Progress',
  },
);
const mapleDrive = propertyFixture(
  'p2',
  { address: '301 Maple Drive', city: 'Naperville', state: 'IL' },
  {
    listing: 'Completed',
  },
);

function givenProfile(profile: UserProfile | null) {
  vi.mocked(useUserProfile).mockReturnValue(success(profile));
}

async function renderDashboard(role: Role | null, profile: UserProfile | null) {
  givenProfile(profile);
  const view = renderAppAt('/home', signedInAs(role));
  await screen.findByRole('heading', { level: 1, name: pageTitleTexts['/home'] });
  // Each role's dashboard (and the onboarding wizard) is a lazy chunk behind a spinner.
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: commonTexts.loading })).toBeNull());
  return view;
}

/** The stat card titled `title`, as a group. */
function statCard(title: string) {
  return screen.getByRole('group', { name: title });
}

function quickActionLinks() {
  const section = screen.getByRole('region', { name: signedInAreaTexts.shortcutsTitle });
  return within(section)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

beforeEach(() => {
  vi.mocked(useUnreadNotificationCount).mockReturnValue(success(4));
  vi.mocked(useMemberPropertiesSnapshot).mockReturnValue(success([elmStreet, mapleDrive]));
  vi.mocked(useKeyPickupCountSnapshot).mockReturnValue(success(1));
  vi.mocked(useDocumentSummarySnapshot).mockReturnValue(success({ totalDocuments: 3, casesWithDocuments: 2 }));
  vi.mocked(useMemberCasesSnapshot).mockReturnValue(success([]));
  // The server's counts (aggregations), not the length of the page the panels hold.
  vi.mocked(useMemberPropertyCount).mockReturnValue(success(2));
  vi.mocked(useMemberActiveListingCount).mockReturnValue(success(1));
  vi.mocked(useMemberCaseCount).mockReturnValue(success(0));
  vi.mocked(useRecentNotificationsSnapshot).mockReturnValue(success([]));
});

describe('dashboard welcome line', () => {
  it.each([
    ['the first name', { firstName: 'Alice', contactPersonFirstName: 'Carla' }, 'Alice'],
    [
      "the contact person's first name without a first name",
      { firstName: '', contactPersonFirstName: 'Carla' },
      'Carla',
    ],
    ["'User' without either", { firstName: '  ', contactPersonFirstName: '' }, commonTexts.user],
  ])('greets with %s', async (_case, names, expected) => {
    await renderDashboard('Guardian', userProfileFixture(names));
    expect(screen.getByText(dashboardTexts.welcome(expected))).toBeInTheDocument();
  });

  it("greets 'User' while the profile document does not exist yet", async () => {
    await renderDashboard('Guardian', null);
    expect(screen.getByText(dashboardTexts.welcome(commonTexts.user))).toBeInTheDocument();
  });
});

describe('onboarding-needed switch (spec part 1 §4)', () => {
  const { onboardingPending } = signedInAreaTexts;

  it.each([
    ['Guardian', onboardingPending.forms.guardianExecutor],
    ['Executor', onboardingPending.forms.guardianExecutor],
    ['Agent', onboardingPending.forms.agent],
    ['Attorney', onboardingPending.forms.attorney],
  ] as const)(
    'shows %s users without completed onboarding their pending form instead of the dashboard',
    async (role, form) => {
      await renderDashboard(role, userProfileFixture({ role, onboardingCompleted: false }));
      expect(screen.getByRole('heading', { name: onboardingPending.title })).toBeInTheDocument();
      expect(screen.getByText(form)).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: cards.notifications })).toBeNull();
      expect(screen.queryByRole('region', { name: signedInAreaTexts.shortcutsTitle })).toBeNull();
    },
  );

  it('links an attorney to the attorney profile form', async () => {
    await renderDashboard('Attorney', userProfileFixture({ role: 'Attorney', onboardingCompleted: false }));
    expect(screen.getByRole('link', { name: onboardingPending.attorneyLink })).toHaveAttribute(
      'href',
      '/attorney/onboarding',
    );
  });

  it('opens the Guardian/Executor wizard and the agent wizard in the panel', async () => {
    const view = await renderDashboard('Guardian', userProfileFixture({ onboardingCompleted: false }));
    expect(await screen.findByRole('form', { name: onboardingPending.forms.guardianExecutor })).toBeInTheDocument();
    expect(screen.getByText(onboardingTexts.stepOf(1, 9))).toBeInTheDocument();
    expect(screen.queryByText(webShellTexts.intakeFormComingSoon)).toBeNull();
    expect(screen.queryByRole('link', { name: onboardingPending.attorneyLink })).toBeNull();
    view.unmount();

    await renderDashboard('Agent', userProfileFixture({ role: 'Agent', onboardingCompleted: false }));
    expect(await screen.findByRole('form', { name: onboardingTexts.agent.title })).toBeInTheDocument();
    expect(screen.getByText(onboardingTexts.stepOf(1, 4))).toBeInTheDocument();
    expect(screen.queryByText(webShellTexts.intakeFormComingSoon)).toBeNull();
  });

  it("asks a company user with missing company details to complete the profile ('Please complete your profile')", async () => {
    await renderDashboard('Admin', userProfileFixture({ role: 'Admin', companyName: 'EstateKey', city: '' }));
    expect(screen.getByRole('heading', { name: dashboardTexts.completeProfile })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: signedInAreaTexts.completeProfile.link })).toHaveAttribute(
      'href',
      '/profile-settings',
    );
    expect(screen.queryByRole('group', { name: cards.properties })).toBeNull();
  });

  it('opens the dashboard of a company user whose company details are complete, onboarding flag or not', async () => {
    await renderDashboard(
      'Admin',
      userProfileFixture({
        role: 'Admin',
        onboardingCompleted: false,
        companyName: 'EstateKey',
        companyAddress: '100 Main Street',
        city: 'Springfield',
        contactPersonFirstName: 'Ada',
        contactPersonLastName: 'Admin',
      }),
    );
    expect(statCard(adminTexts.dashboard.openIntake)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: dashboardTexts.completeProfile })).toBeNull();
  });
});

describe('Guardian and Executor dashboard', () => {
  it('shows the live counts on the Properties, Key Pickups, Documents and Notifications cards', async () => {
    await renderDashboard('Executor', userProfileFixture({ role: 'Executor' }));
    expect(within(statCard(cards.properties)).getByText('2')).toBeInTheDocument();
    expect(within(statCard(cards.keyPickups)).getByText('1')).toBeInTheDocument();
    expect(within(statCard(cards.documents)).getByText('3')).toBeInTheDocument();
    expect(within(statCard(cards.documents)).getByText(dashboardTexts.documentsSummary(3, 2))).toBeInTheDocument();
    expect(within(statCard(cards.notifications)).getByText('4')).toBeInTheDocument();
  });

  it('offers the shortcuts of the spec', async () => {
    await renderDashboard('Guardian', userProfileFixture());
    expect(quickActionLinks()).toEqual([
      [shortcuts.submitProperty, '/submit-property'],
      [shortcuts.schedulePickup, '/schedule-pickup'],
      [shortcuts.uploadDocuments, '/upload-documents'],
      [shortcuts.notifications, '/notifications'],
    ]);
  });

  it("shows the first property's progress and switches with the selector", async () => {
    const user = userEvent.setup();
    await renderDashboard('Guardian', userProfileFixture());
    const panel = screen.getByRole('region', { name: dashboardTexts.propertyProgress });
    // 2 completed + 1 in progress of 12 milestones = 20.8 %.
    expect(within(panel).getByText(dashboardTexts.percentComplete(((2 + 0.5) / 12) * 100))).toBeInTheDocument();
    const selector = within(panel).getByRole('combobox', { name: dashboardTexts.selectProperty });
    const options = within(selector)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['12 Elm Street, Springfield, IL', '301 Maple Drive, Naperville, IL']);
    await user.selectOptions(selector, '301 Maple Drive, Naperville, IL');
    expect(within(panel).getByText(dashboardTexts.percentComplete((1 / 12) * 100))).toBeInTheDocument();
  });

  it("shows the empty state with 'Add Property' when the user has no property", async () => {
    vi.mocked(useMemberPropertiesSnapshot).mockReturnValue(success([]));
    vi.mocked(useMemberPropertyCount).mockReturnValue(success(0));
    await renderDashboard('Guardian', userProfileFixture());
    expect(within(statCard(cards.properties)).getByText('0')).toBeInTheDocument();
    expect(screen.getByText(dashboardTexts.noProperties)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: dashboardTexts.addProperty })).toHaveAttribute('href', '/submit-property');
  });

  it('lists the latest notifications as Recent Activity, linking where each points', async () => {
    vi.mocked(useRecentNotificationsSnapshot).mockReturnValue(
      success([
        notificationFixture('n1', { title: 'Key pickup scheduled', link: '/schedule-pickup' }),
        notificationFixture('n2', { title: 'New document', link: '/documents', read: true }),
      ]),
    );
    await renderDashboard('Guardian', userProfileFixture());
    const activity = screen.getByRole('region', { name: dashboardTexts.recentActivity });
    expect(within(activity).getByRole('link', { name: /Key pickup scheduled/ })).toHaveAttribute(
      'href',
      '/schedule-pickup',
    );
    expect(within(activity).getByRole('link', { name: 'New document' })).toHaveAttribute('href', '/documents');
    expect(within(activity).getByRole('link', { name: shortcuts.viewAllActivity })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('says so when there is no activity yet', async () => {
    await renderDashboard('Guardian', userProfileFixture());
    expect(screen.getByText(dashboardTexts.noRecentActivity)).toBeInTheDocument();
  });

  it('shows a card whose live read failed as not available and keeps the rest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(useKeyPickupCountSnapshot).mockImplementation(() => {
      throw new Error('permission-denied');
    });
    await renderDashboard('Guardian', userProfileFixture());
    expect(within(statCard(cards.keyPickups)).getByText(signedInAreaTexts.stats.unavailable)).toBeInTheDocument();
    expect(within(statCard(cards.properties)).getByText('2')).toBeInTheDocument();
  });
});

describe('Agent dashboard', () => {
  it('counts every property on the server, not the page of them the progress panel holds', async () => {
    vi.mocked(useMemberPropertyCount).mockReturnValue(success(57));
    vi.mocked(useMemberActiveListingCount).mockReturnValue(success(12));
    await renderDashboard('Agent', userProfileFixture({ role: 'Agent' }));
    expect(within(statCard(cards.properties)).getByText('57')).toBeInTheDocument();
    expect(within(statCard(cards.activeListings)).getByText('12')).toBeInTheDocument();
  });

  it('offers Show more under the property selector while more properties exist, and reads the next page', async () => {
    const showMore = vi.fn();
    vi.mocked(useMemberPropertiesSnapshot).mockReturnValue({ ...success([elmStreet, mapleDrive]), showMore });
    const user = userEvent.setup();
    await renderDashboard('Agent', userProfileFixture({ role: 'Agent' }));
    const panel = screen.getByRole('region', { name: dashboardTexts.propertyProgress });
    await user.click(within(panel).getByRole('button', { name: dashboardTexts.showMoreProperties }));
    expect(showMore).toHaveBeenCalledOnce();
  });

  it('shows Properties, Active Listings and Notifications with live counts', async () => {
    await renderDashboard('Agent', userProfileFixture({ role: 'Agent' }));
    expect(within(statCard(cards.properties)).getByText('2')).toBeInTheDocument();
    expect(within(statCard(cards.activeListings)).getByText('1')).toBeInTheDocument();
    expect(within(statCard(cards.notifications)).getByText('4')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: cards.keyPickups })).toBeNull();
  });

  it("offers the agent's shortcuts, 'View All Activity' to /notifications", async () => {
    await renderDashboard('Agent', userProfileFixture({ role: 'Agent' }));
    expect(quickActionLinks()).toEqual([
      [shortcuts.properties, '/properties'],
      [shortcuts.documents, '/agent-documents'],
      [shortcuts.scheduleShowing, '/schedule-showing'],
      [shortcuts.viewAllActivity, '/notifications'],
    ]);
  });

  it('selects the first property automatically', async () => {
    await renderDashboard('Agent', userProfileFixture({ role: 'Agent' }));
    const panel = screen.getByRole('region', { name: dashboardTexts.propertyProgress });
    expect(within(panel).getByRole('combobox', { name: dashboardTexts.selectProperty })).toHaveDisplayValue(
      '12 Elm Street, Springfield, IL',
    );
    // The selected property's status panel, with the agents' approval note (spec part 1 §2.11).
    expect(within(panel).getByText(statusTexts.agentApprovalNote)).toBeInTheDocument();
  });
});

describe('Attorney dashboard', () => {
  it('shows Cases, Documents and Notifications and the attorney shortcuts', async () => {
    vi.mocked(useMemberCasesSnapshot).mockReturnValue(
      success([caseFixture('c1', 'Estate of Smith', 3), caseFixture('c2', 'Guardianship of Jones', 0)]),
    );
    vi.mocked(useMemberCaseCount).mockReturnValue(success(2));
    await renderDashboard('Attorney', userProfileFixture({ role: 'Attorney' }));
    expect(within(statCard(cards.cases)).getByText('2')).toBeInTheDocument();
    expect(within(statCard(cards.documents)).getByText('3')).toBeInTheDocument();
    expect(within(statCard(cards.notifications)).getByText('4')).toBeInTheDocument();
    expect(quickActionLinks()).toEqual([
      [shortcuts.submitClientInfo, '/submit-client-info'],
      [shortcuts.uploadCourtDocuments, '/upload-court-documents'],
      [shortcuts.notifications, '/notifications'],
    ]);
    const panel = screen.getByRole('region', { name: dashboardTexts.caseProgress });
    expect(within(panel).getByText(dashboardTexts.percentComplete(50))).toBeInTheDocument();
  });

  it("shows the empty state with 'Add Client Case' without cases", async () => {
    await renderDashboard('Attorney', userProfileFixture({ role: 'Attorney' }));
    expect(screen.getByText(dashboardTexts.noCases)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: dashboardTexts.addClientCase })).toHaveAttribute(
      'href',
      '/submit-client-info',
    );
  });
});
