import { type AdminIntakePage, adminTexts, adminRoutes, type AdminUsersPage } from '@estatekey/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { answerApiCalls } from '../../../test/call-api-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { IntakeRequestsPage } from './intake-requests-page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));

const text = adminTexts.intake;

const queue: AdminIntakePage = {
  requests: [
    {
      _id: 'req-1',
      id: 'req-1',
      kind: 'property',
      status: 'new',
      submittedBy: null,
      targetId: null,
      note: '',
      createdAt: new Date('2026-03-02T09:00:00Z'),
      payload: {
        propertyAddress: '27 Birch Lane',
        propertyCity: 'Decatur',
        propertyState: 'IL',
        propertyZip: '62521',
        propertyType: 'residential',
        propertyCondition: 'fair',
        contactName: 'Morgan Heir',
        contactEmail: 'morgan.heir@example.com',
        contactPhone: '(555) 010-7100',
        additionalInfo: '',
      },
    },
  ],
  nextPageToken: null,
};
const owners: AdminUsersPage = {
  users: [
    {
      _id: 'uid-morgan',
      firstName: 'Morgan',
      lastName: 'Heir',
      email: 'morgan.heir@example.com',
      role: 'Guardian',
      emailVerified: true,
      onboardingCompleted: true,
      disabled: false,
      createdAt: new Date('2026-03-01T09:00:00Z'),
    },
  ],
  nextPageToken: null,
};

const listIntake = vi.fn<(query: unknown) => AdminIntakePage>();
const convert = vi.fn<(options: unknown) => unknown>();
const update = vi.fn<(options: unknown) => unknown>();

beforeEach(() => {
  listIntake.mockReset().mockReturnValue(queue);
  convert.mockReset().mockReturnValue({ message: adminTexts.success.convertedToProperty, targetId: 'prop-9' });
  update.mockReset().mockReturnValue({ message: adminTexts.success.intakeUpdated, request: queue.requests[0] });
  answerApiCalls([
    [adminRoutes.adminIntake, (options) => listIntake((options as { query: unknown }).query)],
    [adminRoutes.adminUsers, () => owners],
    [adminRoutes.adminConvertIntake, convert],
    [adminRoutes.adminUpdateIntake, update],
  ]);
});

async function openRequest() {
  renderWithProviders(<IntakeRequestsPage />);
  await userEvent.click(await screen.findByRole('button', { name: `${text.open} Morgan Heir` }));
  const panel = await screen.findByRole('presentation');
  // The panel's chunk loads when the row is opened: its status form shows once it has.
  await within(panel).findByRole('textbox', { name: text.note });
  return panel;
}

describe('IntakeRequestsPage', () => {
  it('filters the queue by kind and status', async () => {
    renderWithProviders(<IntakeRequestsPage />);
    expect(await screen.findByText('27 Birch Lane, Decatur')).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: text.kindFilter }),
      adminTexts.intakeKindLabels.property,
    );
    await waitFor(() => expect(listIntake).toHaveBeenLastCalledWith({ limit: '25', kind: 'property' }));
  });

  it('records a status change with its note', async () => {
    const panel = await openRequest();
    await userEvent.type(within(panel).getByRole('textbox', { name: text.note }), 'Called back');
    await userEvent.click(within(panel).getByRole('button', { name: text.saveStatus }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        expect.objectContaining({ params: { id: 'req-1' }, body: { status: 'contacted', note: 'Called back' } }),
      ),
    );
  });

  it("converts a property submission for the existing user with the contact's e-mail", async () => {
    const panel = await openRequest();
    await userEvent.click(within(panel).getByRole('button', { name: text.convert }));
    await waitFor(() =>
      expect(convert).toHaveBeenCalledWith(
        expect.objectContaining({ params: { id: 'req-1' }, body: { ownerId: 'uid-morgan' } }),
      ),
    );
    expect(await screen.findByText(adminTexts.success.convertedToProperty)).toBeInTheDocument();
  });

  it('converts for an invited owner', async () => {
    const panel = await openRequest();
    await userEvent.click(within(panel).getByRole('radio', { name: text.invitedOwner }));
    await userEvent.click(within(panel).getByRole('button', { name: text.convert }));
    await waitFor(() =>
      expect(convert).toHaveBeenCalledWith(
        expect.objectContaining({ body: { inviteEmail: 'morgan.heir@example.com', role: 'Guardian' } }),
      ),
    );
  });
});
