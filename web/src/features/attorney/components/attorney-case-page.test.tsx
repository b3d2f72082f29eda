import {
  attorneyRoutes,
  attorneyTexts,
  CHOICE_LIST_PAGE_SIZE,
  commonTexts,
  documentRoutes,
  documentsTexts,
  errorsTexts,
  saleRoutes,
  saleTexts,
  type SaleResponse,
} from '@estatekey/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';
import type * as LiveCaseModule from '../../../data/cases/use-live-case';
import type * as DocumentFileModule from '../../../data/documents/document-file';
import { fetchDocumentFile } from '../../../data/documents/document-file';
import { answerApiCalls } from '../../../test/call-api-mock';
import { caseResponseFixture } from '../../../test/case-fixtures';
import { documentResponseFixture } from '../../../test/document-fixtures';
import { renderAtRoute } from '../testing/render-at-route';
import { AttorneyCasePage } from './attorney-case-page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const notify = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/notify', () => ({ useNotify: () => notify }));
// The file itself comes over HTTP with the user's token; here the viewer gets bytes at once.
vi.mock('../../../data/documents/document-file', async (importOriginal) => ({
  ...(await importOriginal<typeof DocumentFileModule>()),
  fetchDocumentFile: vi.fn(),
}));

vi.mock('../../../lib/auth/auth-session', () => ({
  useAuthSession: () => ({ status: 'signedIn', user: { uid: 'persona-avery' }, role: 'Attorney' }),
}));
// The case document as the listener last saw it: a test changes it to play another user's save.
const live = await vi.hoisted(async () => {
  const { useSyncExternalStore } = await import('react');
  const listeners = new Set<() => void>();
  let current: { status: 'loading' } | { status: 'success'; data: unknown } = { status: 'loading' };
  return {
    reset: () => {
      current = { status: 'loading' };
    },
    change: (data: unknown) => {
      current = { status: 'success', data };
      for (const listener of listeners) listener();
    },
    useCurrent: () =>
      useSyncExternalStore(
        (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        () => current,
      ),
  };
});
vi.mock('../../../data/cases/use-live-case', async (importOriginal) => ({
  ...(await importOriginal<typeof LiveCaseModule>()),
  useLiveCase: live.useCurrent,
}));
vi.mock('../../../data/documents/use-case-documents-snapshot', () => ({
  useCaseDocumentsSnapshot: () => ({ status: 'loading' }),
}));

const text = attorneyTexts.caseDetail;
const legalCase = caseResponseFixture({
  propertyId: 'property-elm',
  propertyAddress: '12 Elm Street, Springfield, IL',
  attorneyNotes: 'Waiting for the appraisal.',
});

const petition = documentResponseFixture({
  _id: 'doc-petition',
  fileUrl: '/api/documents/doc-petition/file',
  caseId: 'case-1',
  caseName: 'Estate of Harold Guardian',
});

function openCase(caseId = 'case-1') {
  return renderAtRoute('/attorney/cases/:caseId', `/attorney/cases/${caseId}`, <AttorneyCasePage />);
}

describe('AttorneyCasePage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    live.reset();
  });

  it('shows another user’s change to the case without reload: the live case fetches the page again', async () => {
    let answer = legalCase;
    const load = vi.fn(() => ({ caseDetails: answer, documents: [] }));
    answerApiCalls([[attorneyRoutes.attorneyCase, load]]);
    openCase();
    expect(await screen.findByRole('heading', { level: 1, name: legalCase.title })).toBeInTheDocument();
    expect(screen.getByLabelText(text.statusLabel)).toHaveValue(legalCase.status);

    answer = { ...legalCase, status: 'Review' };
    act(() => live.change({ id: 'case-1', status: 'Review' }));
    await waitFor(() => expect(screen.getByLabelText(text.statusLabel)).toHaveValue('Review'));
    expect(load).toHaveBeenCalledTimes(2);
    // The page stayed on screen while the new answer loaded.
    expect(screen.queryByLabelText(commonTexts.loading)).not.toBeInTheDocument();
  });

  it('follows the sale of the case’s property through the live case: a sale stamp loads the path, not the case', async () => {
    const noOffers: SaleResponse = {
      authority: null,
      steps: [{ key: 'letters', state: 'pending', reason: saleTexts.reasons.lettersMissing }],
      offers: [],
      hearing: null,
      gates: {
        acceptOffer: { allowed: false, reason: saleTexts.reasons.lettersMissing },
        close: { allowed: false, reason: saleTexts.reasons.lettersMissing },
        offerMilestone: { allowed: false, reason: saleTexts.reasons.lettersMissing },
      },
      acceptOutcome: 'accepted-pending-confirmation',
      lettersWarning: null,
    };
    const offer = {
      id: 'offer-1',
      buyerName: 'Bea Buyer',
      amount: 450_000,
      deposit: 10_000,
      financing: 'cash' as const,
      contingencies: [],
      expiresOn: '2026-12-31',
      status: 'received' as const,
    };
    let sale = noOffers;
    const loadSale = vi.fn(() => sale);
    const loadCase = vi.fn(() => ({ caseDetails: legalCase, documents: [] }));
    answerApiCalls([
      [attorneyRoutes.attorneyCase, loadCase],
      [saleRoutes.propertySale, loadSale],
    ]);
    openCase();
    const stored = { id: 'case-1', status: legalCase.status };
    act(() => live.change(stored));
    const salePath = await screen.findByRole('region', { name: saleTexts.panel.title });
    expect(await within(salePath).findByText(saleTexts.panel.noOffers)).toBeInTheDocument();
    const casesLoaded = loadCase.mock.calls.length;

    // An agent records an offer on the property, which the attorney may not read: functions stamp the case.
    sale = { ...noOffers, offers: [offer] };
    act(() => live.change({ ...stored, saleUpdatedAt: new Date('2026-11-26T07:30:00Z') }));
    expect(await within(salePath).findByText('Bea Buyer')).toBeInTheDocument();
    expect(loadSale).toHaveBeenCalledTimes(2);
    expect(loadCase).toHaveBeenCalledTimes(casesLoaded);
  });

  it('shows the case, its client (phone "Not provided"), notes, documents and the related property', async () => {
    answerApiCalls([
      [attorneyRoutes.attorneyCase, () => ({ caseDetails: legalCase, documents: [] })],
      [documentRoutes.caseClientProperties, () => []],
    ]);
    openCase();
    expect(await screen.findByRole('heading', { level: 1, name: legalCase.title })).toBeInTheDocument();
    expect(screen.getByText(text.notProvided)).toBeInTheDocument();
    expect(screen.getByText(text.noDocuments)).toBeInTheDocument();
    expect(screen.getByLabelText(text.notes)).toHaveValue('Waiting for the appraisal.');
    expect(screen.getByText('12 Elm Street, Springfield, IL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: attorneyTexts.caseDetail.viewProperty })).toHaveAttribute(
      'href',
      '/properties/property-elm',
    );
    expect(screen.getByRole('link', { name: text.messageClient })).toHaveAttribute(
      'href',
      '/chat?with=persona-alice&case=case-1',
    );
  });

  it('offers Message Client only once the client has an account', async () => {
    const invited = { ...legalCase, clientId: { ...legalCase.clientId, _id: null } };
    answerApiCalls([
      [attorneyRoutes.attorneyCase, () => ({ caseDetails: invited, documents: [] })],
      [documentRoutes.caseClientProperties, () => []],
    ]);
    openCase();
    expect(await screen.findByText(text.messageClientNotJoined)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: text.messageClient })).toBeNull();
  });

  it("leads 'Upload Document' to the upload page with this case chosen", async () => {
    answerApiCalls([[attorneyRoutes.attorneyCase, () => ({ caseDetails: legalCase, documents: [] })]]);
    openCase();
    expect(await screen.findByRole('link', { name: text.uploadDocument })).toHaveAttribute(
      'href',
      '/upload-court-documents?caseId=case-1',
    );
  });

  it("shows 'Case Not Found' with a way back when the case does not exist", async () => {
    answerApiCalls([
      [
        attorneyRoutes.attorneyCase,
        () => {
          throw new ApiError(404, errorsTexts.caseNotFound);
        },
      ],
    ]);
    openCase('missing');
    expect(await screen.findByRole('heading', { level: 1, name: text.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.returnToDashboard })).toHaveAttribute('href', '/attorney/dashboard');
  });

  it('goes back to the dashboard with a toast when loading fails otherwise', async () => {
    answerApiCalls([
      [
        attorneyRoutes.attorneyCase,
        () => {
          throw new ApiError(500, 'boom');
        },
      ],
    ]);
    const { router } = openCase();
    await waitFor(() => expect(router.state.location.pathname).toBe('/attorney/dashboard'));
    expect(notify.error).toHaveBeenCalledWith(text.loadFailed);
  });

  it('changes the status, ignores choosing the same one, and saves the notes', async () => {
    const updateStatus = vi.fn(() => ({ message: text.statusUpdated, status: 'Review' }));
    const saveNotes = vi.fn(() => ({ message: text.notesSaved }));
    answerApiCalls([
      [attorneyRoutes.attorneyCase, () => ({ caseDetails: legalCase, documents: [] })],
      [documentRoutes.caseClientProperties, () => []],
      [attorneyRoutes.updateCaseStatus, updateStatus],
      [attorneyRoutes.saveCaseNotes, saveNotes],
    ]);
    const user = userEvent.setup();
    openCase();
    const status = await screen.findByLabelText(attorneyTexts.caseDetail.statusLabel);

    await user.selectOptions(status, 'In Progress');
    expect(updateStatus).not.toHaveBeenCalled();
    // The spec's values in the dropdown: 'Review', not At a Glance's 'Under Review'.
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New', 'In Progress', 'Review', 'Closed']);

    await user.selectOptions(status, 'Review');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(text.statusUpdated));
    expect(updateStatus).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: 'case-1' }, body: { status: 'Review' } }),
    );
    expect(status).toHaveValue('Review');

    const notes = screen.getByLabelText(text.notes);
    await user.clear(notes);
    await user.type(notes, 'Appraisal received.');
    await user.click(screen.getByRole('button', { name: text.saveNotes }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(text.notesSaved));
    expect(saveNotes).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: 'case-1' }, body: { notes: 'Appraisal received.' } }),
    );
  });

  it('keeps a saved status over an answer requested before the save, until an answer requested after it', async () => {
    // Each load of the case waits until the test answers it, with the case as the server had it when it was read.
    const loads: Array<(caseDetails: typeof legalCase) => void> = [];
    answerApiCalls([
      [
        attorneyRoutes.attorneyCase,
        () => new Promise((resolve) => loads.push((caseDetails) => resolve({ caseDetails, documents: [] }))),
      ],
      [documentRoutes.caseClientProperties, () => []],
      [attorneyRoutes.updateCaseStatus, () => ({ message: text.statusUpdated, status: 'Review' })],
    ]);
    const user = userEvent.setup();
    openCase();
    await waitFor(() => expect(loads).toHaveLength(1));
    act(() => loads[0]?.(legalCase));
    const status = await screen.findByLabelText(text.statusLabel);
    expect(status).toHaveValue('In Progress');

    // Another change to the case loads it again; the attorney saves 'Review' while that answer is on its way.
    act(() => live.change({ id: 'case-1', description: 'Appraisal ordered.' }));
    await waitFor(() => expect(loads).toHaveLength(2));
    await user.selectOptions(status, 'Review');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(text.statusUpdated));
    act(() => loads[1]?.({ ...legalCase, description: 'Appraisal ordered.' }));
    expect(await screen.findByText('Appraisal ordered.')).toBeInTheDocument();
    expect(status).toHaveValue('Review');

    // The live case sees the save, then another attorney's change: the answers requested after the save are shown.
    act(() => live.change({ id: 'case-1', description: 'Appraisal ordered.', status: 'Review' }));
    await waitFor(() => expect(loads).toHaveLength(3));
    act(() => loads[2]?.({ ...legalCase, description: 'Appraisal ordered.', status: 'Review' }));
    act(() => live.change({ id: 'case-1', description: 'Appraisal ordered.', status: 'Closed' }));
    await waitFor(() => expect(loads).toHaveLength(4));
    act(() => loads[3]?.({ ...legalCase, description: 'Appraisal ordered.', status: 'Closed' }));
    await waitFor(() => expect(status).toHaveValue('Closed'));
  });

  it('opens a document in the viewer and records the view from this screen', async () => {
    const markViewed = vi.fn(() => ({ message: 'ok' }));
    answerApiCalls([
      [attorneyRoutes.attorneyCase, () => ({ caseDetails: legalCase, documents: [petition] })],
      [documentRoutes.caseClientProperties, () => []],
      [documentRoutes.markDocumentViewed, markViewed],
    ]);
    vi.mocked(fetchDocumentFile).mockResolvedValue(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    // jsdom has no object URLs; this test file runs in its own environment.
    URL.createObjectURL = vi.fn(() => 'blob:petition');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    openCase();

    await user.click(await screen.findByRole('button', { name: `${text.view}: petition.pdf` }));

    const viewer = await screen.findByRole('dialog', { name: 'petition.pdf' });
    expect(markViewed).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: 'doc-petition' }, query: { from: 'attorney-case' } }),
    );
    expect(fetchDocumentFile).toHaveBeenCalledWith(
      '/api/documents/doc-petition/file',
      'attorney-case',
      expect.any(AbortSignal),
    );
    expect(await within(viewer).findByTitle('petition.pdf')).toHaveAttribute('src', 'blob:petition');

    await user.click(within(viewer).getByRole('button', { name: commonTexts.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
  it("links one of the client's own properties from 'Link property' and shows it as the related property", async () => {
    const unlinked = caseResponseFixture({ propertyId: null, propertyAddress: null });
    const pine = { _id: 'property-pine', address: '9 Pine Road', city: 'Springfield', state: 'IL' };
    const oak = { _id: 'property-oak', address: '48 Oak Avenue', city: 'Springfield', state: 'IL' };
    let offered = [oak, pine];
    const listClientProperties = vi.fn(() => offered);
    const associate = vi.fn(() => {
      offered = [oak];
      return { message: documentsTexts.propertyAssociated };
    });
    answerApiCalls([
      [attorneyRoutes.attorneyCase, () => ({ caseDetails: unlinked, documents: [] })],
      [documentRoutes.caseClientProperties, listClientProperties],
      [documentRoutes.associateProperty, associate],
    ]);
    const user = userEvent.setup();
    openCase();
    expect(await screen.findByText(text.noLinkedProperty)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: text.viewProperty })).not.toBeInTheDocument();
    expect(listClientProperties).toHaveBeenCalledWith(expect.objectContaining({ params: { caseId: 'case-1' } }));

    const choice = await screen.findByLabelText(text.linkPropertyLabel);
    const linkButton = screen.getByRole('button', { name: text.linkProperty });
    expect(linkButton).toBeDisabled();
    await user.selectOptions(choice, '9 Pine Road, Springfield, IL');
    await user.click(linkButton);

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(documentsTexts.propertyAssociated));
    expect(associate).toHaveBeenCalledWith(
      expect.objectContaining({ body: { caseId: 'case-1', propertyId: 'property-pine' } }),
    );
    // The list comes again from the server, without the property just linked.
    await waitFor(() =>
      expect(
        within(screen.getByLabelText(text.linkPropertyLabel))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([documentsTexts.selectProperty, '48 Oak Avenue, Springfield, IL']),
    );
    expect(screen.getByText('9 Pine Road, Springfield, IL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.viewProperty })).toHaveAttribute('href', '/properties/property-pine');
  });

  it("reads the client's properties a page at a time: 'Show more properties' adds the next page to the choices", async () => {
    const unlinked = caseResponseFixture({ propertyId: null, propertyAddress: null });
    const firstPage = Array.from({ length: CHOICE_LIST_PAGE_SIZE }, (_, index) => ({
      _id: `property-${index}`,
      address: `${index + 1} Elm Street`,
      city: 'Springfield',
      state: 'IL',
    }));
    const oak = { _id: 'property-oak', address: '48 Oak Avenue', city: 'Springfield', state: 'IL' };
    const listClientProperties = vi.fn(({ query }: { query: { limit: string; after?: string } }) => {
      expect(query.limit).toBe(String(CHOICE_LIST_PAGE_SIZE));
      return query.after === undefined ? firstPage : query.after === firstPage.at(-1)?._id ? [oak] : [];
    });
    answerApiCalls([
      [attorneyRoutes.attorneyCase, () => ({ caseDetails: unlinked, documents: [] })],
      [documentRoutes.caseClientProperties, listClientProperties as (options: unknown) => unknown],
    ]);
    const user = userEvent.setup();
    openCase();
    const choice = await screen.findByLabelText(text.linkPropertyLabel);
    expect(within(choice).getAllByRole('option')).toHaveLength(CHOICE_LIST_PAGE_SIZE + 1);
    await user.click(screen.getByRole('button', { name: documentsTexts.showMoreProperties }));
    expect(await within(choice).findByRole('option', { name: '48 Oak Avenue, Springfield, IL' })).toBeInTheDocument();
    // A short page was the last one.
    expect(screen.queryByRole('button', { name: documentsTexts.showMoreProperties })).not.toBeInTheDocument();
    expect(listClientProperties).toHaveBeenCalledTimes(2);
  });

  it('says so when the client owns no property to link', async () => {
    answerApiCalls([
      [attorneyRoutes.attorneyCase, () => ({ caseDetails: legalCase, documents: [] })],
      [documentRoutes.caseClientProperties, () => []],
    ]);
    openCase();
    expect(await screen.findByText(text.noClientProperties)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.linkProperty })).not.toBeInTheDocument();
  });
});
