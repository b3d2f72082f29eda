import { adminTexts, type AdminPropertiesPage, adminRoutes } from '@estatekey/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { answerApiCalls } from '../../../test/call-api-mock';
import { propertyFixture } from '../../../test/property-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { onPhoneScreen } from '../../../test/screen-size';
import { useLiveProperty } from '../../../data/properties/use-live-property';
import { ManagePropertiesPage } from './manage-properties-page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
vi.mock('../../../lib/auth/auth-session', () => ({
  useAuthSession: () => ({ status: 'signedIn', user: { uid: 'persona-ada' }, role: 'Admin' }),
}));
vi.mock('../../../data/properties/use-live-property', () => ({ useLiveProperty: vi.fn() }));
vi.mock('../../../data/properties/update-milestone', () => ({
  useUpdateMilestone: () => vi.fn(),
  usePropertyWaitingToSync: () => false,
}));

const text = adminTexts.properties;
const property = { ...propertyFixture({ id: 'elm', status: 'reviewing' }) };
const listed: AdminPropertiesPage = {
  properties: [
    {
      ...property,
      _id: 'elm',
      owner: { _id: 'persona-alice', name: 'Alice Guardian', email: 'alice@example.com' },
      progressPercent: 25,
    },
  ],
  nextPageToken: null,
};
const listProperties = vi.fn<(query: unknown) => AdminPropertiesPage>();
const review = vi.fn<(options: unknown) => unknown>();

beforeEach(() => {
  listProperties.mockReset().mockReturnValue(listed);
  review.mockReset().mockReturnValue({ message: 'Review status set to Rejected.', property });
  vi.mocked(useLiveProperty).mockReturnValue({ status: 'success', data: property });
  answerApiCalls([
    [adminRoutes.adminProperties, (options) => listProperties((options as { query: unknown }).query)],
    [adminRoutes.adminReviewProperty, review],
  ]);
});

describe('ManagePropertiesPage', () => {
  it('lists properties with owner, review badge and progress, and filters by review status', async () => {
    renderWithProviders(<ManagePropertiesPage />);
    expect(await screen.findByText('Alice Guardian')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /Progress/ })).toHaveAttribute('aria-valuenow', '25');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text.statusFilter }), 'Approved');
    await waitFor(() => expect(listProperties).toHaveBeenLastCalledWith({ limit: '25', status: 'approved' }));
  });

  it('rejects a property in review with the reason typed in the side panel', async () => {
    renderWithProviders(<ManagePropertiesPage />);
    await userEvent.click(await screen.findByRole('button', { name: `${text.open} ${property.address}` }));
    const panel = await screen.findByRole('presentation');
    await userEvent.type(within(panel).getByRole('textbox', { name: text.reason }), 'Deed missing');
    await userEvent.click(within(panel).getByRole('button', { name: text.markAs('rejected') }));
    await waitFor(() =>
      expect(review).toHaveBeenCalledWith(
        expect.objectContaining({ params: { id: 'elm' }, body: { status: 'rejected', reason: 'Deed missing' } }),
      ),
    );
    expect(within(panel).getByRole('button', { name: text.markAs('approved') })).toBeInTheDocument();
  });

  it('on a phone, shows each property as a card with its badge and progress, and opens it in the side panel', async () => {
    onPhoneScreen();
    renderWithProviders(<ManagePropertiesPage />);
    const list = await screen.findByRole('list', { name: text.gridLabel });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(within(list).getByText('Alice Guardian')).toBeInTheDocument();
    expect(within(list).getByRole('progressbar', { name: /Progress/ })).toHaveAttribute('aria-valuenow', '25');
    await userEvent.click(within(list).getByRole('button', { name: `${text.open} ${property.address}` }));
    const panel = await screen.findByRole('dialog', { name: text.details });
    expect(within(panel).getByRole('button', { name: text.markAs('approved') })).toBeInTheDocument();
  });

  it('keeps the side panel open when the list changes under it to one without the property', async () => {
    renderWithProviders(<ManagePropertiesPage />);
    // A search typed just before 'Open' is clicked lands (debounced) after the panel has opened.
    const search = screen.getByRole('searchbox', { name: text.search });
    await userEvent.click(await screen.findByRole('button', { name: `${text.open} ${property.address}` }));
    const panel = await screen.findByRole('dialog', { name: text.details });

    listProperties.mockReturnValue({ properties: [], nextPageToken: null });
    fireEvent.change(search, { target: { value: 'nobody' } });
    await waitFor(() => expect(listProperties).toHaveBeenLastCalledWith({ limit: '25', query: 'nobody' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `${text.open} ${property.address}`, hidden: true })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: text.details })).toBe(panel);
    expect(within(panel).getByRole('button', { name: text.markAs('approved') })).toBeInTheDocument();
  });
});
