import { formatLocalDate, type Property, saleRoutes, saleTexts, type SaleResponse } from '@estatekey/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../lib/api-client';
import { ApiError } from '../../lib/api-client';
import { useLiveProperty } from '../../data/properties/use-live-property';
import { answerApiCalls } from '../../test/call-api-mock';
import { propertyFixture } from '../../test/property-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { enterText } from '../../test/user-input';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { SalePathPanel, type SaleViewer } from './sale-path-panel';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
vi.mock('../../data/properties/use-live-property', () => ({ useLiveProperty: vi.fn() }));
const notify = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
vi.mock('../../lib/notify', () => ({ useNotify: () => notify }));

const { panel, actions, fields } = saleTexts;

const offer = {
  id: 'offer-1',
  buyerName: 'Bea Buyer',
  amount: 500_000,
  deposit: 15_000,
  financing: 'conventional' as const,
  contingencies: ['inspection' as const],
  expiresOn: '2026-04-01',
  status: 'received' as const,
};

/** An IAEA sale in its notice period: every state of a step shows once. */
const iaeaSale: SaleResponse = {
  authority: {
    preset: 'ca-iaea-full',
    lettersIssuedOn: '2026-01-05',
    noticeMailedOn: '2026-03-01',
    objections: [],
  },
  steps: [
    { key: 'letters', state: 'done' },
    { key: 'offer', state: 'done' },
    { key: 'notice', state: 'waiting', dueOn: '2026-03-16', reason: saleTexts.reasons.noticeRunning('2026-03-16') },
    { key: 'confirmation', state: 'not-needed' },
    {
      key: 'closing',
      state: 'blocked',
      reason: saleTexts.reasons.stepsOpen(saleTexts.steps.notice),
    },
  ],
  offers: [{ ...offer, status: 'accepted', acceptedOn: '2026-02-27', outcome: 'accepted-pending-notice' }],
  hearing: null,
  gates: {
    acceptOffer: { allowed: false, reason: saleTexts.reasons.offerAlreadyAccepted },
    close: { allowed: false, reason: saleTexts.reasons.notFinal },
    offerMilestone: { allowed: false, reason: saleTexts.reasons.notFinal },
  },
  acceptOutcome: 'accepted-pending-notice',
  lettersWarning: {
    lettersIssuedOn: '2026-01-05',
    ageAtClosingDays: 95,
    limitDays: 60,
    message: saleTexts.lettersWarning('2026-01-05', 95, 60),
  },
};

/** A court confirmation with the accepted offer waiting for its hearing. */
const confirmationSale: SaleResponse = {
  authority: { preset: 'ca-court-confirmation', lettersIssuedOn: '2026-01-05', objections: [] },
  steps: [
    { key: 'letters', state: 'done' },
    { key: 'offer', state: 'done' },
    { key: 'confirmation', state: 'pending', reason: saleTexts.reasons.setHearing },
    { key: 'closing', state: 'blocked', reason: saleTexts.reasons.stepsOpen(saleTexts.steps.confirmation) },
  ],
  offers: [
    { ...offer, status: 'accepted', acceptedOn: '2026-03-01', outcome: 'accepted-pending-confirmation' },
    { ...offer, id: 'offer-2', buyerName: 'Carl Counter', amount: 480_000 },
  ],
  hearing: null,
  gates: {
    acceptOffer: { allowed: false, reason: saleTexts.reasons.offerAlreadyAccepted },
    close: { allowed: false, reason: saleTexts.reasons.notFinal },
    offerMilestone: { allowed: false, reason: saleTexts.reasons.notFinal },
  },
  minimumOverbid: 525_500,
  acceptOutcome: 'accepted-pending-confirmation',
  lettersWarning: null,
};

const attorney: SaleViewer = { role: 'Attorney', relations: ['associated case attorney'] };
const managingAgent: SaleViewer = { role: 'Agent', relations: ['manage share'] };
const viewingAgent: SaleViewer = { role: 'Agent', relations: ['view share'] };

/** The providers of renderWithProviders, as a wrapper that a rerender keeps. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <SnackbarProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </SnackbarProvider>
    </AppThemeProvider>
  );
}

function renderPanel(viewer: SaleViewer, live = false) {
  return renderWithProviders(<SalePathPanel propertyId="property-1" viewer={viewer} live={live} />);
}

describe('SalePathPanel', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows the path: preset, statutes, every step state, the next action, the letters warning, offers', async () => {
    answerApiCalls([[saleRoutes.propertySale, () => iaeaSale]]);
    renderPanel(viewingAgent);

    expect(await screen.findByText(saleTexts.presets['ca-iaea-full'].label)).toBeInTheDocument();
    expect(screen.getByText(`${panel.jurisdiction}: California`)).toBeInTheDocument();
    expect(screen.getByText(saleTexts.attorneyConfirmsPath)).toBeInTheDocument();
    const steps = within(screen.getByRole('list'));
    const items = steps.getAllByRole('listitem');
    const item = (index: number) => {
      const found = items[index];
      if (!found) throw new Error(`no step ${String(index)}`);
      return found;
    };
    expect(items.map((item) => within(item).getByText(/./, { selector: 'span.MuiChip-label' }).textContent)).toEqual([
      'Done',
      'Done',
      'Waiting',
      'Not needed',
      'Blocked',
    ]);
    expect(within(item(2)).getByText(panel.waitingUntil(formatLocalDate('2026-03-16')))).toBeInTheDocument();
    expect(within(item(2)).getByText(`${panel.citation}: Cal. Prob. Code §10586`)).toBeInTheDocument();
    expect(within(item(0)).getByText(`${panel.citation}: Cal. Prob. Code §8400`)).toBeInTheDocument();
    expect(within(item(4)).getByText(saleTexts.reasons.stepsOpen(saleTexts.steps.notice))).toBeInTheDocument();
    expect(
      screen.getByText(panel.nextActionBy(saleTexts.steps.notice, saleTexts.stepActors.notice)),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(saleTexts.lettersWarning('2026-01-05', 95, 60));

    const row = screen.getByRole('row', { name: /Bea Buyer/ });
    expect(row).toHaveTextContent('$500,000.00');
    expect(row).toHaveTextContent('$15,000.00');
    expect(row).toHaveTextContent(saleTexts.financing.conventional);
    expect(row).toHaveTextContent(saleTexts.acceptedOutcomes['accepted-pending-notice']);
    expect(screen.getByText(panel.noHearing)).toBeInTheDocument();
  });

  it('shows a pending step with its reason, and an ordinary sale without steps', async () => {
    answerApiCalls([[saleRoutes.propertySale, () => confirmationSale]]);
    const { unmount } = renderPanel(viewingAgent);
    const confirmation = (await screen.findAllByRole('listitem'))[2];
    if (!confirmation) throw new Error('no confirmation step');
    expect(confirmation).toHaveTextContent(saleTexts.stepStates.pending);
    expect(confirmation).toHaveTextContent(saleTexts.reasons.setHearing);
    expect(screen.getByText('$525,500.00')).toBeInTheDocument();
    unmount();

    answerApiCalls([
      [saleRoutes.propertySale, () => ({ ...confirmationSale, authority: null, steps: [], offers: [] })],
    ]);
    renderPanel(viewingAgent);
    expect(await screen.findByText(panel.ordinarySale)).toBeInTheDocument();
  });

  it('lets the case attorney record a hearing outcome to an overbidder, then loads the path again', async () => {
    const load = vi.fn(() => confirmationSale);
    const setHearing = vi.fn(() => ({ message: 'ok' }));
    answerApiCalls([
      [saleRoutes.propertySale, load],
      [saleRoutes.setSaleHearing, setHearing],
    ]);
    const user = userEvent.setup();
    renderPanel(attorney);

    await user.click(await screen.findByRole('button', { name: actions.setHearing }));
    const dialog = within(await screen.findByRole('dialog', { name: actions.setHearing }));
    fireEvent.change(dialog.getByLabelText(fields.hearingDate), { target: { value: '2026-04-10' } });
    await enterText(user, dialog.getByLabelText(fields.department), 'Dept. 9');
    await user.selectOptions(
      dialog.getByLabelText(fields.outcome),
      saleTexts.hearingOutcomes['confirmed-to-overbidder'],
    );
    await enterText(user, dialog.getByLabelText(fields.confirmedPrice), '530000.50');
    await enterText(user, dialog.getByLabelText(fields.confirmedBuyerName), 'Otto Overbid');
    await user.click(dialog.getByRole('button', { name: actions.save }));

    await waitFor(() => expect(setHearing).toHaveBeenCalledTimes(1));
    expect(setHearing).toHaveBeenCalledWith(
      expect.objectContaining({
        params: { id: 'property-1' },
        body: {
          date: '2026-04-10',
          department: 'Dept. 9',
          outcome: 'confirmed-to-overbidder',
          confirmedPrice: 530_000.5,
          confirmedBuyerName: 'Otto Overbid',
        },
      }),
    );
    expect(notify.success).toHaveBeenCalledWith(saleTexts.success.hearingSaved);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a continued hearing from being sent without its new date', async () => {
    const setHearing = vi.fn();
    answerApiCalls([
      [saleRoutes.propertySale, () => confirmationSale],
      [saleRoutes.setSaleHearing, setHearing],
    ]);
    const user = userEvent.setup();
    renderPanel(attorney);
    await user.click(await screen.findByRole('button', { name: actions.setHearing }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(fields.hearingDate), { target: { value: '2026-04-10' } });
    await user.selectOptions(dialog.getByLabelText(fields.outcome), saleTexts.hearingOutcomes.continued);
    await user.click(dialog.getByRole('button', { name: actions.save }));
    expect(await dialog.findByText(saleTexts.validation.continuedToRequired)).toBeInTheDocument();
    expect(setHearing).not.toHaveBeenCalled();
  });

  it('gives an agent with only a view share no actions', async () => {
    answerApiCalls([[saleRoutes.propertySale, () => confirmationSale]]);
    renderPanel(viewingAgent);
    expect(await screen.findByRole('row', { name: /Carl Counter/ })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: panel.columns.actions })).not.toBeInTheDocument();
  });

  it('gives an agent with a manage share the offer actions but not the attorney’s', async () => {
    answerApiCalls([[saleRoutes.propertySale, () => confirmationSale]]);
    renderPanel(managingAgent);
    expect(await screen.findByRole('button', { name: actions.recordOffer })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: actions.answerOfferFor('Carl Counter') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: actions.setHearing })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: actions.setAuthority })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when accepting an offer is refused (409)', async () => {
    const reason = saleTexts.reasons.offerAlreadyAccepted;
    const answer = vi.fn(() => {
      throw new ApiError(409, reason);
    });
    answerApiCalls([
      [saleRoutes.propertySale, () => confirmationSale],
      [saleRoutes.updateOfferStatus, answer],
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPanel(managingAgent);

    await user.click(await screen.findByRole('button', { name: actions.answerOfferFor('Carl Counter') }));
    const dialog = within(await screen.findByRole('dialog', { name: actions.answerOfferFor('Carl Counter') }));
    await user.selectOptions(dialog.getByLabelText(fields.answer), saleTexts.offerAnswers.accepted);
    await user.click(dialog.getByRole('button', { name: actions.save }));

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(reason));
    expect(answer).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: 'property-1', offerId: 'offer-2' }, body: { status: 'accepted' } }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('records an offer with amounts as numbers', async () => {
    const create = vi.fn(() => ({ id: 'offer-3' }));
    answerApiCalls([
      [saleRoutes.propertySale, () => confirmationSale],
      [saleRoutes.createOffer, create],
    ]);
    const user = userEvent.setup();
    renderPanel({ role: 'Executor', relations: ['owner'] });
    await user.click(await screen.findByRole('button', { name: actions.recordOffer }));
    const dialog = within(await screen.findByRole('dialog'));
    await enterText(user, dialog.getByLabelText(fields.buyerName), 'Dee Buyer');
    await enterText(user, dialog.getByLabelText(fields.amount), '410000');
    await enterText(user, dialog.getByLabelText(fields.deposit), '5000');
    await user.selectOptions(dialog.getByRole('combobox', { name: fields.financing }), saleTexts.financing.cash);
    await user.click(dialog.getByRole('checkbox', { name: saleTexts.contingencies.titleReview }));
    fireEvent.change(dialog.getByLabelText(fields.expiresOn), { target: { value: '2026-05-01' } });
    await user.click(dialog.getByRole('button', { name: actions.save }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        body: {
          buyerName: 'Dee Buyer',
          amount: 410_000,
          deposit: 5000,
          financing: 'cash',
          contingencies: ['titleReview'],
          expiresOn: '2026-05-01',
        },
      }),
    );
  });

  it('loads the path again when the live property’s sale fields change, not on other changes', async () => {
    const load = vi.fn(() => confirmationSale);
    answerApiCalls([[saleRoutes.propertySale, load]]);
    const property: Property = propertyFixture({ id: 'property-1' });
    vi.mocked(useLiveProperty).mockReturnValue({ status: 'success', data: property });
    const { rerender } = render(<SalePathPanel propertyId="property-1" viewer={managingAgent} live />, {
      wrapper: Providers,
    });
    await screen.findByRole('row', { name: /Carl Counter/ });
    expect(load).toHaveBeenCalledTimes(1);

    vi.mocked(useLiveProperty).mockReturnValue({ status: 'success', data: { ...property, address: 'Elsewhere' } });
    rerender(<SalePathPanel propertyId="property-1" viewer={managingAgent} live />);
    expect(load).toHaveBeenCalledTimes(1);
    vi.mocked(useLiveProperty).mockReturnValue({
      status: 'success',
      data: { ...property, saleUpdatedAt: new Date('2026-03-10T10:00:00Z') },
    });
    rerender(<SalePathPanel propertyId="property-1" viewer={managingAgent} live />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('nests its headings under the section it is placed in', async () => {
    answerApiCalls([[saleRoutes.propertySale, () => confirmationSale]]);
    renderWithProviders(<SalePathPanel propertyId="property-1" viewer={viewingAgent} live={false} headingLevel={4} />);
    expect((await screen.findByText(panel.offersHeading)).tagName).toBe('H5');
    const title = screen.getByText(panel.title);
    expect(title.tagName).toBe('H4');
    expect(title.closest('section')).toHaveAttribute('aria-labelledby', title.id);
  });
});
