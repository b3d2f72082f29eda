import {
  attorneyTexts,
  CASE_STAGE_LABELS,
  CASE_STAGES,
  commonTexts,
  DOCUMENT_LIST_PAGE_SIZE,
  documentsTexts,
  documentRoutes,
  type DocumentsListResponse,
  emptyProgressStatus,
} from '@estatekey/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as DocumentFileModule from '../../../data/documents/document-file';
import { fetchDocumentFile } from '../../../data/documents/document-file';
import type * as ApiClientModule from '../../../lib/api-client';
import { AuthSessionContext } from '../../../lib/auth/auth-session';
import { answerApiCalls } from '../../../test/call-api-mock';
import { setBrowserLocale } from '../../../test/browser-locale';
import { documentResponseFixture } from '../../../test/document-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signedInAs } from '../../../test/sessions';
import { AgentDocumentsPage } from './agent-documents-page';
import { DocumentsPage } from './documents-page';
import { useReadableDocuments } from '../../../data/documents/use-readable-documents';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
vi.mock('../../../data/documents/use-readable-documents', () => ({
  useReadableDocuments: vi.fn(() => ({ status: 'success', data: new Map() })),
  documentsRefreshKey: () => '',
}));
vi.mock('../../../data/properties/use-member-properties', () => ({
  useOwnedProperties: () => ({ status: 'success', data: [] }),
}));
// The file itself comes over HTTP with the user's token; here the viewer gets bytes at once.
vi.mock('../../../data/documents/document-file', async (importOriginal) => ({
  ...(await importOriginal<typeof DocumentFileModule>()),
  fetchDocumentFile: vi.fn(),
}));

const text = documentsTexts;

const courtDocument = documentResponseFixture;

const petitions = Array.from({ length: 5 }, (_, index) =>
  courtDocument({ _id: `p${index}`, title: `petition-${index}.pdf`, caseId: 'big', caseName: 'Big Estate' }),
);
const unassigned = courtDocument({ _id: 'loose', title: 'loose.pdf', caseId: null, caseName: '', caseNumber: '' });
const listAnswer: DocumentsListResponse = {
  groupedByCase: [
    { caseId: 'big', caseName: 'Big Estate', caseNumber: 'BE-1', documents: petitions, caseType: 'Other' },
    {
      caseId: 'harold',
      caseName: 'Estate of Harold',
      caseNumber: 'PR-2026-00142',
      documents: [courtDocument({ description: 'Letters testamentary', documentType: 'Court Order' })],
      caseType: 'Probate Real Estate',
      progressStatus: emptyProgressStatus(),
    },
    { caseId: 'uncategorized', caseName: text.uncategorized, caseNumber: '', documents: [unassigned] },
  ],
  allDocuments: [...petitions, unassigned],
};

function renderAs(role: 'Attorney' | 'Guardian', ui: React.ReactElement) {
  return renderWithProviders(
    <AuthSessionContext.Provider value={signedInAs(role, role === 'Attorney' ? 'avery' : 'alice')}>
      {ui}
    </AuthSessionContext.Provider>,
  );
}

describe('DocumentsPage', () => {
  beforeEach(() => {
    answerApiCalls([
      [documentRoutes.attorneyDocuments, () => listAnswer],
      [documentRoutes.clientDocuments, () => listAnswer],
      [documentRoutes.caseProperties, () => []],
      [documentRoutes.caseClientProperties, () => []],
    ]);
  });

  it('shows attorneys their actions, collapses groups of 5 or more, flags unassigned documents and falls back to Legal Counsel', async () => {
    renderAs('Attorney', <DocumentsPage />);
    const big = await screen.findByRole('button', { name: /^Big Estate/ });
    expect(big).toHaveAttribute('aria-expanded', 'false');
    const harold = screen.getByRole('button', { name: /^Estate of Harold/ });
    expect(harold).toHaveAttribute('aria-expanded', 'true');
    expect(within(harold).getByText(`${text.attorneyLabel}: ${text.legalCounsel}`)).toBeInTheDocument();
    expect(screen.getByText(text.unassigned)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.refreshAssignments })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.uploadNew })).toHaveAttribute('href', '/upload-court-documents');
    // The attorney's checklist names the present and the missing documents.
    const checklist = screen.getByRole('region', { name: documentsTexts.checklist.heading });
    expect(within(checklist).getByText(documentsTexts.requiredDocuments.lettersTestamentary)).toBeInTheDocument();
  });

  it("shows dates in the browser's own format in both views", async () => {
    const restore = setBrowserLocale('de-DE');
    try {
      renderAs('Attorney', <DocumentsPage />);
      const harold = await screen.findByRole('region', { name: /^Estate of Harold/ });
      expect(within(harold).getByText(/2\.3\.2026/)).toBeInTheDocument();
      expect(within(harold).queryByText(/3\/2\/2026/)).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: text.tableView }));
      const table = screen.getByRole('table', { name: text.title });
      expect(within(table).getAllByText('2.3.2026')).toHaveLength(listAnswer.allDocuments.length);
      expect(within(table).queryByText('3/2/2026')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('shows clients the six stages of each case read-only, and attorneys not there', async () => {
    renderAs('Guardian', <DocumentsPage />);
    const harold = await screen.findByRole('region', { name: /^Estate of Harold/ });
    expect(within(harold).getByText(attorneyTexts.stages.readOnly)).toBeInTheDocument();
    for (const stage of CASE_STAGES) expect(within(harold).getByText(CASE_STAGE_LABELS[stage])).toBeInTheDocument();
    expect(within(harold).queryByRole('group', { name: /./ })).not.toBeInTheDocument();
    expect(within(harold).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    // A group without stages (no case, or none sent) shows none.
    const big = screen.getByRole('region', { name: /^Big Estate/ });
    expect(within(big).queryByText(attorneyTexts.stages.readOnly)).not.toBeInTheDocument();
  });

  it('shows attorneys no stages on /documents (their case page has the controls)', async () => {
    renderAs('Attorney', <DocumentsPage />);
    const harold = await screen.findByRole('region', { name: /^Estate of Harold/ });
    expect(within(harold).queryByText(CASE_STAGE_LABELS.initialConsultation)).not.toBeInTheDocument();
  });

  it('follows every document for an admin (whose uploads by others refresh the lists), only readable ones otherwise', async () => {
    renderWithProviders(
      <AuthSessionContext.Provider value={signedInAs('Admin', 'ada')}>
        <DocumentsPage />
      </AuthSessionContext.Provider>,
    );
    expect(await screen.findByRole('button', { name: /^Big Estate/ })).toBeInTheDocument();
    expect(useReadableDocuments).toHaveBeenLastCalledWith(true);
    vi.mocked(useReadableDocuments).mockClear();
    renderAs('Attorney', <DocumentsPage />);
    expect(await screen.findAllByRole('button', { name: /^Big Estate/ })).not.toHaveLength(0);
    expect(useReadableDocuments).toHaveBeenLastCalledWith(false);
  });

  it('asks before refreshing document assignments and shows what changed', async () => {
    const fix = vi.fn(() => ({
      message: 'Document assignments refreshed: 1 updated',
      updated: 1,
      relinked: 0,
      readerLists: 1,
      caseDetails: 0,
    }));
    answerApiCalls([
      [documentRoutes.attorneyDocuments, () => listAnswer],
      [documentRoutes.fixDocuments, fix],
    ]);
    renderAs('Attorney', <DocumentsPage />);
    await userEvent.click(await screen.findByRole('button', { name: text.refreshAssignments }));
    expect(fix).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: commonTexts.confirm }));
    expect(fix).toHaveBeenCalledOnce();
    expect((await screen.findAllByText('Document assignments refreshed: 1 updated')).length).toBeGreaterThan(0);
  });

  it('reads the documents a page at a time and shows the next page below the first on "Show more documents"', async () => {
    const firstPage = Array.from({ length: DOCUMENT_LIST_PAGE_SIZE }, (_, index) =>
      courtDocument({ _id: `d${index}`, title: `filing-${index}.pdf`, caseId: 'big', caseName: 'Big Estate' }),
    );
    const older = courtDocument({ _id: 'oldest', title: 'oldest.pdf', caseId: 'big', caseName: 'Big Estate' });
    const pageOf = (documents: typeof firstPage): DocumentsListResponse => ({
      groupedByCase: [{ caseId: 'big', caseName: 'Big Estate', caseNumber: 'BE-1', documents }],
      allDocuments: documents,
    });
    const list = vi.fn((options: unknown) => {
      const query = (options as { query: { after?: string } }).query;
      return pageOf(query.after === undefined ? firstPage : [older]);
    });
    answerApiCalls([
      [documentRoutes.clientDocuments, list],
      [documentRoutes.caseProperties, () => []],
    ]);
    renderAs('Guardian', <DocumentsPage />);
    await userEvent.click(await screen.findByRole('button', { name: text.showMoreDocuments }));
    expect(await screen.findByText('oldest.pdf')).toBeInTheDocument();
    expect(screen.getAllByText(/^filing-\d+\.pdf$/)).toHaveLength(DOCUMENT_LIST_PAGE_SIZE);
    expect(list.mock.calls.map(([options]) => (options as { query: object }).query)).toEqual([
      { includeProgress: 'true', limit: String(DOCUMENT_LIST_PAGE_SIZE) },
      { includeProgress: 'true', limit: String(DOCUMENT_LIST_PAGE_SIZE), after: 'd49' },
    ]);
    expect(screen.queryByRole('button', { name: text.showMoreDocuments })).not.toBeInTheDocument();
  });

  it('expands every group for clients, tells them what their attorney still needs and hides the unassigned flag', async () => {
    renderAs('Guardian', <DocumentsPage />);
    expect(await screen.findByRole('button', { name: /^Big Estate/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText(text.unassigned)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.refreshAssignments })).not.toBeInTheDocument();
    const needs = screen.getByRole('region', { name: documentsTexts.checklist.clientStillNeeds });
    expect(within(needs).getByText(documentsTexts.requiredDocuments.deathCertificate)).toBeInTheDocument();
    expect(within(needs).queryByText(documentsTexts.requiredDocuments.lettersTestamentary)).not.toBeInTheDocument();
  });

  it('asks clients to pick a property before associating one', async () => {
    renderAs('Guardian', <DocumentsPage />);
    const properties = await screen.findByRole('region', {
      name: `${documentsTexts.properties}: Estate of Harold`,
    });
    await userEvent.click(within(properties).getByRole('button', { name: text.associateProperty }));
    expect(await within(properties).findAllByText(text.selectProperty)).not.toHaveLength(0);
    expect(within(properties).getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  });

  it("offers attorneys the case client's own properties and links the chosen one", async () => {
    const pine = { _id: 'property-pine', address: '9 Pine Road', city: 'Springfield', state: 'IL' };
    let linked: (typeof pine)[] = [];
    const associate = vi.fn(() => {
      linked = [pine];
      return { message: text.propertyAssociated };
    });
    answerApiCalls([
      [documentRoutes.attorneyDocuments, () => listAnswer],
      [documentRoutes.caseProperties, () => linked],
      [documentRoutes.caseClientProperties, () => (linked.length === 0 ? [pine] : [])],
      [documentRoutes.associateProperty, associate],
    ]);
    const user = userEvent.setup();
    renderAs('Attorney', <DocumentsPage />);
    // Groups under five documents are open for attorneys.
    const properties = await screen.findByRole('region', { name: `${documentsTexts.properties}: Estate of Harold` });
    const select = within(properties).getByRole('combobox');
    await within(properties).findByRole('option', { name: '9 Pine Road, Springfield, IL' });
    await user.selectOptions(select, 'property-pine');
    await user.click(within(properties).getByRole('button', { name: text.associateProperty }));
    expect(associate).toHaveBeenCalledWith(
      expect.objectContaining({ body: { caseId: 'harold', propertyId: 'property-pine' } }),
    );
    // The lists load again (the old ones stay on screen meanwhile): the property moves from the choices to the links.
    await waitFor(() =>
      expect(
        within(properties).queryByRole('option', { name: '9 Pine Road, Springfield, IL' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(properties).getByText('9 Pine Road, Springfield, IL')).toBeInTheDocument();
  });
});

describe('AgentDocumentsPage', () => {
  beforeEach(() => {
    answerApiCalls([
      [
        documentRoutes.agentDocuments,
        () => ({
          groupedByCase: [
            { caseId: 'harold', caseName: 'Estate of Harold', caseNumber: 'PR-2026-00142', documents: [] },
            { caseId: 'oak', caseName: 'Oak Guardianship', caseNumber: 'GP-2026-00077', documents: [] },
          ],
          allDocuments: [
            courtDocument({ _id: 'a', title: 'hearing.pdf', documentType: 'Hearing Notice' }),
            courtDocument({
              _id: 'b',
              title: 'bond.pdf',
              caseId: 'oak',
              caseName: 'Oak Guardianship',
              caseNumber: 'GP-2026-00077',
              filingDate: '2026-02-03',
            }),
          ],
        }),
      ],
    ]);
  });

  it('reads the documents a page at a time: "Show more documents" adds the older ones to the table', async () => {
    const firstPage = Array.from({ length: DOCUMENT_LIST_PAGE_SIZE }, (_, index) =>
      courtDocument({ _id: `d${index}`, title: `filing-${index}.pdf` }),
    );
    const older = courtDocument({ _id: 'oldest', title: 'oldest.pdf' });
    const list = vi.fn((options: unknown) => {
      const { after } = (options as { query: { after?: string } }).query;
      const documents = after === undefined ? firstPage : [older];
      return { groupedByCase: [], allDocuments: documents } satisfies DocumentsListResponse;
    });
    answerApiCalls([[documentRoutes.agentDocuments, list]]);
    renderWithProviders(<AgentDocumentsPage />);
    const table = await screen.findByRole('table', { name: text.agent.title });
    expect(within(table).queryByText('oldest.pdf')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.showMoreDocuments }));
    expect(await within(table).findByText('oldest.pdf')).toBeInTheDocument();
    expect(within(table).getAllByText(/^filing-\d+\.pdf$/)).toHaveLength(DOCUMENT_LIST_PAGE_SIZE);
    expect(list.mock.calls.map(([options]) => (options as { query: object }).query)).toEqual([
      { limit: String(DOCUMENT_LIST_PAGE_SIZE) },
      { limit: String(DOCUMENT_LIST_PAGE_SIZE), after: `d${DOCUMENT_LIST_PAGE_SIZE - 1}` },
    ]);
    expect(screen.queryByRole('button', { name: text.showMoreDocuments })).not.toBeInTheDocument();
  });

  it('searches title, case number and type case-insensitively, filters by case, and writes N/A for no date', async () => {
    // The short US format whatever the browser's own.
    const restore = setBrowserLocale('de-DE');
    renderWithProviders(<AgentDocumentsPage />);
    const table = await screen.findByRole('table', { name: text.agent.title });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('2/3/2026')).toBeInTheDocument();
    restore();
    expect(within(table).getByText(commonTexts.notApplicable)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: commonTexts.search }), 'gp-2026');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('bond.pdf')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: commonTexts.search }));
    await userEvent.type(screen.getByRole('searchbox', { name: commonTexts.search }), 'HEARING');
    expect(within(table).getByText('hearing.pdf')).toBeInTheDocument();
    expect(within(table).queryByText('bond.pdf')).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: commonTexts.search }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: text.agent.caseFilter }),
      await screen.findByRole('option', { name: /Oak Guardianship/ }),
    );
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('bond.pdf')).toBeInTheDocument();
  });

  it.each([
    ['a PDF in a frame', 'deed.pdf', 'application/pdf', 'iframe'],
    ['an image shown', 'photo.png', 'image/png', 'img'],
    [
      'a Word file as a link',
      'will.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'a',
    ],
    ['an old Word file as a link', 'will.doc', 'application/msword', 'a'],
  ] as const)('views %s in the modal, with Download', async (_label, title, mimeType, shownAs) => {
    answerApiCalls([
      [
        documentRoutes.agentDocuments,
        () => ({
          groupedByCase: [],
          allDocuments: [courtDocument({ _id: 'f', title, originalName: title, mimeType })],
        }),
      ],
      [documentRoutes.markDocumentViewed, () => ({ message: 'ok' })],
    ]);
    vi.mocked(fetchDocumentFile).mockResolvedValue(new Blob(['bytes'], { type: mimeType }));
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<AgentDocumentsPage />);

    await userEvent.click(await screen.findByRole('button', { name: `${commonTexts.view}: ${title}` }));

    const viewer = await screen.findByRole('dialog', { name: title });
    expect(await within(viewer).findByRole('button', { name: commonTexts.download })).toBeEnabled();
    if (shownAs === 'iframe') expect(within(viewer).getByTitle(title)).toHaveAttribute('src', 'blob:file');
    if (shownAs === 'img') expect(within(viewer).getByRole('img', { name: title })).toHaveAttribute('src', 'blob:file');
    if (shownAs === 'a') {
      expect(within(viewer).getByRole('link', { name: text.agent.openFile })).toHaveAttribute('href', 'blob:file');
    }
  });

  it('says so when nothing matches', async () => {
    renderWithProviders(<AgentDocumentsPage />);
    await screen.findByRole('table', { name: text.agent.title });
    await userEvent.type(screen.getByRole('searchbox', { name: commonTexts.search }), 'nothing like this');
    expect(screen.getByText(text.agent.noMatches)).toBeInTheDocument();
  });
});
