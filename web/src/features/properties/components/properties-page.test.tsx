import {
  type CaseSummary,
  dashboardTexts,
  documentRoutes,
  errorsTexts,
  commonTexts,
  pageTitleTexts,
  propertiesTexts,
  type Property,
  sharingTexts,
  propertyRoutes,
  type Role,
  statusTexts,
} from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';
import type { LivePage } from '../../../lib/firebase/live-page';
import { useMemberProperties } from '../../../data/properties/use-member-properties';
import { useApiQuery } from '../../../lib/use-api-query';
import { answerApiCalls } from '../../../test/call-api-mock';
import { renderAppAt } from '../../../test/render-app';
import { signedInAs } from '../../../test/sessions';
import { OWNER_UID, propertyFixture } from '../../../test/property-fixtures';

const shell = await vi.hoisted(() => import('../../../test/signed-in-shell-mocks'));
vi.mock('../../../lib/auth/use-sign-out', () => shell.signOutModule);
vi.mock('../../../data/user/use-user-profile', () => shell.userProfileModule());
vi.mock('../../../data/conversations/use-conversations', () => shell.conversationsModule);
vi.mock('../../../data/notifications/use-unread-notification-count', () => shell.unreadCountModule);
vi.mock('../../../data/properties/use-member-properties', () => ({ useMemberProperties: vi.fn() }));
vi.mock('../../../data/properties/update-milestone', () => ({
  useUpdateMilestone: () => vi.fn(),
  usePropertyWaitingToSync: () => false,
}));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
vi.mock('../../../lib/use-api-query', () => ({ useApiQuery: vi.fn() }));
const disassociateCase = vi.fn();
const updateProperty = vi.fn();

const harold: CaseSummary = {
  _id: 'case-harold',
  name: 'Estate of Harold Guardian',
  caseName: 'Estate of Harold Guardian',
  caseNumber: 'PRE-2026-0001',
  caseType: 'Probate Real Estate',
  status: 'In Progress',
  progressStatus: {
    initialConsultation: 'Complete',
    documentsReceived: 'Pending',
    courtFilingPreparation: 'Pending',
    courtHearingScheduled: 'Pending',
    courtApproval: 'Pending',
    caseClosed: 'Pending',
  },
  createdAt: new Date('2026-01-05T10:00:00Z'),
};

const elm = propertyFixture({
  id: 'elm',
  status: 'approved',
  caseIds: ['case-harold'],
  statusData: { keyPickup: 'Completed', cleanout: 'Completed' },
});
const oakSharedWithMe = propertyFixture({
  id: 'oak',
  ownerId: 'someone-else',
  address: '48 Oak Avenue',
  city: 'Peoria',
  status: 'reviewing',
  sharedWith: { [OWNER_UID]: 'view' },
  memberIds: ['someone-else', OWNER_UID],
});

let liveProperties: LivePage<Property[]> = { status: 'loading' };

function givenProperties(result: LivePage<Property[]>) {
  liveProperties = result;
}

async function renderPage(role: Role) {
  const view = renderAppAt('/submit-property', signedInAs(role, OWNER_UID));
  await screen.findByRole('heading', { level: 1, name: pageTitleTexts['/submit-property'] });
  return view;
}

function propertyCard(label: string): HTMLElement {
  return screen.getByRole('article', { name: label });
}

async function expand(user: UserEvent, card: HTMLElement) {
  await user.click(within(card).getByRole('button', { name: propertiesTexts.list.showDetails }));
}

beforeEach(() => {
  vi.mocked(useMemberProperties).mockImplementation((select) =>
    liveProperties.status === 'success'
      ? { status: 'success', data: select(liveProperties.data), showMore: liveProperties.showMore ?? null }
      : liveProperties,
  );
  vi.mocked(useApiQuery).mockReturnValue({
    request: { status: 'success', data: [harold] },
    reload: vi.fn(),
    answerRequestedAt: 0,
  });
  disassociateCase.mockReset();
  updateProperty.mockReset();
  answerApiCalls([
    [documentRoutes.disassociateProperty, disassociateCase],
    [propertyRoutes.updateProperty, updateProperty],
  ]);
  givenProperties({ status: 'success', data: [elm, oakSharedWithMe] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

// The page is a lazy chunk and MUI renders slowly in jsdom; two cores are shared with the other test files.
describe('Properties page', { timeout: 20_000 }, () => {
  it('offers Manage Legal Cases and the hint to Guardians only', async () => {
    const view = await renderPage('Guardian');
    const link = screen.getByRole('link', { name: propertiesTexts.manageLegalCases });
    expect(link).toHaveAttribute('href', '/documents');
    expect(screen.getByText(propertiesTexts.casesHint)).toBeVisible();

    view.setSession(signedInAs('Executor', OWNER_UID));
    await screen.findByRole('heading', { level: 1, name: pageTitleTexts['/submit-property'] });
    expect(screen.queryByRole('link', { name: propertiesTexts.manageLegalCases })).toBeNull();
    expect(screen.queryByText(propertiesTexts.casesHint)).toBeNull();
  });

  it('offers Show more only while more properties exist than the page shows, and reads the next page', async () => {
    const user = userEvent.setup();
    const showMore = vi.fn();
    givenProperties({ status: 'success', data: [elm, oakSharedWithMe], showMore });
    const view = await renderPage('Guardian');
    await user.click(await screen.findByRole('button', { name: propertiesTexts.list.showMore }));
    expect(showMore).toHaveBeenCalledOnce();

    givenProperties({ status: 'success', data: [elm, oakSharedWithMe], showMore: null });
    view.setSession(signedInAs('Guardian', OWNER_UID));
    await screen.findByRole('heading', { level: 1, name: pageTitleTexts['/submit-property'] });
    expect(screen.queryByRole('button', { name: propertiesTexts.list.showMore })).toBeNull();
  });

  it('shows a loading state, then the empty state', async () => {
    givenProperties({ status: 'loading' });
    const view = await renderPage('Guardian');
    expect(screen.getByRole('status', { name: propertiesTexts.list.loading })).toBeVisible();

    givenProperties({ status: 'success', data: [] });
    view.setSession(signedInAs('Guardian', OWNER_UID));
    expect(await screen.findByText(propertiesTexts.empty)).toBeVisible();
  });

  it("says 'Failed to load your properties' when the live list fails", async () => {
    vi.mocked(useMemberProperties).mockImplementation(() => {
      throw new Error('permission-denied');
    });
    await renderPage('Guardian');
    expect(await screen.findByText(propertiesTexts.loadFailed)).toBeVisible();
    expect(screen.getByRole('button', { name: propertiesTexts.submitNew })).toBeVisible();
  });

  it('lists each property with its review status, progress and the buttons the user may use', async () => {
    await renderPage('Guardian');
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      '12 Elm Street, Springfield, IL',
      '48 Oak Avenue, Peoria, IL',
    ]);

    const owned = propertyCard('12 Elm Street, Springfield, IL');
    expect(within(owned).getByText('Approved')).toBeVisible();
    expect(within(owned).getByText('Approved').closest('[data-status-colour]')).toHaveAttribute(
      'data-status-colour',
      'green',
    );
    expect(within(owned).getByText(dashboardTexts.percentComplete(200 / 12))).toBeVisible();
    for (const name of [propertiesTexts.edit, propertiesTexts.share]) {
      expect(within(owned).getByRole('button', { name })).toBeVisible();
    }
    // Expand, View Details (the property page), Edit and Share: one way to the details, not three.
    expect(within(owned).getByRole('link', { name: propertiesTexts.viewDetails })).toBeVisible();
    expect(within(owned).getAllByRole('button')).toHaveLength(3);

    const shared = propertyCard('48 Oak Avenue, Peoria, IL');
    expect(within(shared).getByText('Reviewing').closest('[data-status-colour]')).toHaveAttribute(
      'data-status-colour',
      'blue',
    );
    expect(
      within(shared).getByText(propertiesTexts.list.sharedWithYou(sharingTexts.permissionView), {
        exact: false,
      }),
    ).toBeVisible();
    expect(within(shared).getByRole('link', { name: propertiesTexts.viewDetails })).toBeVisible();
    expect(within(shared).queryByRole('button', { name: propertiesTexts.edit })).toBeNull();
    expect(within(shared).queryByRole('button', { name: propertiesTexts.share })).toBeNull();
  });

  it('expands to the contact person, the associated cases and the status panel', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage('Guardian');
    const card = propertyCard('12 Elm Street, Springfield, IL');

    await expand(user, card);

    expect(within(card).getByRole('button', { name: propertiesTexts.list.hideDetails })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(card).getByText('alice.guardian@example.com')).toBeVisible();
    expect(within(card).getByRole('heading', { name: propertiesTexts.associatedCases })).toBeVisible();
    expect(within(card).getByText('Estate of Harold Guardian')).toBeVisible();
    expect(within(card).getByRole('heading', { name: statusTexts.title })).toBeVisible();
    expect(useApiQuery).toHaveBeenCalledWith(documentRoutes.propertyCases, {
      params: { id: 'elm' },
      refreshKey: 'case-harold',
    });
  });

  it('removes a case association and says so, or says it failed', async () => {
    const user = userEvent.setup({ delay: null });
    disassociateCase.mockResolvedValueOnce(undefined);
    disassociateCase.mockRejectedValueOnce(new ApiError(0, commonTexts.internalError));
    await renderPage('Guardian');
    const card = propertyCard('12 Elm Street, Springfield, IL');
    await expand(user, card);
    const remove = within(card).getByRole('button', {
      name: propertiesTexts.list.removeCaseOf('Estate of Harold Guardian'),
    });

    await user.click(remove);
    expect(disassociateCase).toHaveBeenCalledWith({ body: { propertyId: 'elm', caseId: 'case-harold' } });
    expect(await screen.findByText(propertiesTexts.caseDisassociated)).toBeVisible();

    await user.click(remove);
    expect(await screen.findByText(propertiesTexts.caseDisassociateFailed)).toBeVisible();
  });

  it('does not offer removing case associations to an agent', async () => {
    const user = userEvent.setup({ delay: null });
    givenProperties({ status: 'success', data: [{ ...oakSharedWithMe, sharedWith: { [OWNER_UID]: 'manage' } }] });
    await renderPage('Agent');
    const card = propertyCard('48 Oak Avenue, Peoria, IL');
    await expand(user, card);

    expect(within(card).getByText('Estate of Harold Guardian')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Remove case association/ })).toBeNull();
    expect(within(card).getByText(statusTexts.agentApprovalNote)).toBeVisible();
  });

  it('follows a milestone set by another member without a reload', async () => {
    const view = await renderPage('Guardian');
    const card = propertyCard('12 Elm Street, Springfield, IL');
    expect(within(card).getByText(dashboardTexts.percentComplete(200 / 12))).toBeVisible();

    givenProperties({
      status: 'success',
      data: [
        { ...elm, statusData: { ...elm.statusData, photos: 'Completed', listing: 'In Progress' } },
        oakSharedWithMe,
      ],
    });
    view.setSession(signedInAs('Guardian', OWNER_UID));

    expect(await within(card).findByText(dashboardTexts.percentComplete(350 / 12))).toBeVisible();
  });

  it("leads from each card's View Details to the property page", async () => {
    await renderPage('Guardian');
    expect(
      within(propertyCard('12 Elm Street, Springfield, IL')).getByRole('link', { name: propertiesTexts.viewDetails }),
    ).toHaveAttribute('href', '/properties/elm');
  });

  it('edits the property through the API with the form filled from it', async () => {
    const user = userEvent.setup({ delay: null });
    updateProperty.mockResolvedValueOnce(undefined);
    await renderPage('Guardian');
    await user.click(
      within(propertyCard('12 Elm Street, Springfield, IL')).getByRole('button', { name: propertiesTexts.edit }),
    );
    const dialog = await screen.findByRole('dialog', { name: propertiesTexts.editForm.title });
    const city = within(dialog).getByLabelText(propertiesTexts.labels.city);
    expect(city).toHaveValue('Springfield');
    expect(within(dialog).getByLabelText(propertiesTexts.labels.state)).toHaveValue('IL');

    await user.clear(city);
    await user.type(city, 'Chatham');
    await user.click(within(dialog).getByRole('button', { name: propertiesTexts.editForm.save }));

    expect(await screen.findByText(propertiesTexts.editForm.updated)).toBeVisible();
    expect(updateProperty).toHaveBeenCalledWith({
      params: { id: 'elm' },
      body: {
        address: '12 Elm Street',
        city: 'Chatham',
        state: 'IL',
        zipCode: '62704',
        propertyType: 'residential',
        condition: 'good',
        contactInfo: { name: 'Alice Guardian', email: 'alice.guardian@example.com', phone: '(555) 010-2000' },
        additionalInfo: 'Three-bedroom family home.',
      },
    });
  });

  it("keeps the Edit form open with the server's message when saving fails", async () => {
    const user = userEvent.setup({ delay: null });
    updateProperty.mockRejectedValueOnce(new ApiError(403, errorsTexts.forbidden));
    await renderPage('Guardian');
    await user.click(
      within(propertyCard('12 Elm Street, Springfield, IL')).getByRole('button', { name: propertiesTexts.edit }),
    );
    const dialog = await screen.findByRole('dialog', { name: propertiesTexts.editForm.title });

    await user.click(within(dialog).getByRole('button', { name: propertiesTexts.editForm.save }));

    expect(await screen.findByText(errorsTexts.forbidden)).toBeVisible();
    expect(screen.getByRole('dialog', { name: propertiesTexts.editForm.title })).toBeVisible();
  });
});
