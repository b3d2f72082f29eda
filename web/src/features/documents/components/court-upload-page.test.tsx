import {
  attorneyRoutes,
  attorneyTexts,
  type CaseResponse,
  documentsTexts,
  documentRoutes,
  paths,
  uploadTexts,
} from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { AuthSessionContext } from '../../../lib/auth/auth-session';
import { setBrowserLocale } from '../../../test/browser-locale';
import { answerApiCalls } from '../../../test/call-api-mock';
import { caseResponseFixture } from '../../../test/case-fixtures';
import { documentResponseFixture } from '../../../test/document-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signedInAs } from '../../../test/sessions';
import { CourtUploadPage } from './court-upload-page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
vi.mock('../../../data/documents/use-readable-documents', () => ({
  useReadableDocuments: () => ({ status: 'success', data: new Map() }),
  documentsRefreshKey: () => '',
}));

function legalCase(id: string, caseName: string, createdAt: string): CaseResponse {
  return caseResponseFixture({
    id,
    _id: id,
    title: caseName,
    caseName,
    name: caseName,
    caseNumber: `PR-${id}`,
    status: 'New',
    priority: 'Medium',
    createdAt,
  });
}

function renderAs(role: 'Attorney' | 'Guardian', url: string = paths.uploadCourtDocuments) {
  return renderWithProviders(
    <AuthSessionContext.Provider value={signedInAs(role)}>
      <CourtUploadPage />
    </AuthSessionContext.Provider>,
    { url },
  );
}

const caseDocumentsHeading = (caseName: string) => ({
  name: `${attorneyTexts.uploadCourtDocuments.caseDocuments}: ${caseName}`,
});

const olderEstate = legalCase('old', 'Older Estate', '2025-01-01T00:00:00Z');
const newerEstate = legalCase('new', 'Newer Estate', '2026-03-01T00:00:00Z');
/** An old case on no page read yet (the attorney has more cases than a page). */
const archivedEstate = legalCase('archived', 'Archived Estate', '2020-05-01T00:00:00Z');

/** GET /api/attorney/cases/{id} of the cases above. */
function answerCase(options: unknown) {
  const { id } = (options as { params: { id: string } }).params;
  const found = [olderEstate, newerEstate, archivedEstate].find((candidate) => candidate._id === id);
  if (!found) throw new Error(`no case ${id}`);
  return { caseDetails: found, documents: [] };
}

describe('CourtUploadPage', () => {
  beforeEach(() => {
    answerApiCalls([
      [attorneyRoutes.attorneyCases, () => [olderEstate, newerEstate]],
      [attorneyRoutes.attorneyCase, answerCase],
      [documentRoutes.caseDocuments, () => []],
    ]);
  });

  it("tells other roles they don't have permission", () => {
    renderAs('Guardian');
    expect(screen.getByText(documentsTexts.accessDenied)).toBeInTheDocument();
    expect(screen.getByText(documentsTexts.noPermission, { exact: false })).toBeInTheDocument();
  });

  it("lists the attorney's cases newest first and opens the chosen case's documents with the case preselected", async () => {
    renderAs('Attorney');
    const list = await screen.findByRole('list', { name: documentsTexts.chooseCase });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent ?? '');
    expect(names[0]).toContain('Newer Estate');
    expect(names[1]).toContain('Older Estate');
    await userEvent.click(within(list).getByRole('button', { name: /Older Estate/ }));
    expect(screen.getByLabelText(uploadTexts.caseLabel)).toHaveValue('old');
    expect(
      await screen.findByRole('heading', {
        name: `${attorneyTexts.uploadCourtDocuments.caseDocuments}: Older Estate`,
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText(documentsTexts.noDocuments)).toBeInTheDocument();
  });

  it("shows the cases' and documents' dates in the browser's own format", async () => {
    answerApiCalls([
      [attorneyRoutes.attorneyCases, () => [legalCase('new', 'Newer Estate', '2026-03-01T12:00:00Z')]],
      [documentRoutes.caseDocuments, () => [documentResponseFixture({ uploadDate: new Date('2026-03-02T12:00:00Z') })]],
    ]);
    const restore = setBrowserLocale('de-DE');
    try {
      renderAs('Attorney');
      const list = await screen.findByRole('list', { name: documentsTexts.chooseCase });
      expect(within(list).getByText('PR-new · 1.3.2026')).toBeInTheDocument();
      await userEvent.click(within(list).getByRole('button', { name: /Newer Estate/ }));
      expect(await screen.findByText('Petition · 2.3.2026')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it("opens with the case from the case page's link chosen in the form and the case list", async () => {
    renderAs('Attorney', paths.uploadCourtDocumentsForCase('old'));
    const list = await screen.findByRole('list', { name: documentsTexts.chooseCase });
    expect(screen.getByLabelText(uploadTexts.caseLabel)).toHaveValue('old');
    expect(within(list).getByRole('button', { name: /Older Estate/ })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByRole('heading', caseDocumentsHeading('Older Estate'))).toBeInTheDocument();
  });

  it('opens with a case from the link that is on no page read yet, among the others newest first', async () => {
    renderAs('Attorney', paths.uploadCourtDocumentsForCase('archived'));
    const list = await screen.findByRole('list', { name: documentsTexts.chooseCase });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent ?? '');
    expect(names.map((name) => name.replace(/PR-.*/, ''))).toEqual(['Newer Estate', 'Older Estate', 'Archived Estate']);
    expect(within(list).getByRole('button', { name: /Archived Estate/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByLabelText(uploadTexts.caseLabel)).toHaveValue('archived');
    expect(await screen.findByRole('heading', caseDocumentsHeading('Archived Estate'))).toBeInTheDocument();
  });

  it("switches the case list and the case's documents when the form's own select picks another case", async () => {
    const user = userEvent.setup();
    renderAs('Attorney', paths.uploadCourtDocumentsForCase('old'));
    const list = await screen.findByRole('list', { name: documentsTexts.chooseCase });
    await user.type(screen.getByLabelText(uploadTexts.descriptionLabel, { exact: false }), 'Bond');

    await user.selectOptions(screen.getByLabelText(uploadTexts.caseLabel), 'new');

    expect(await screen.findByRole('heading', caseDocumentsHeading('Newer Estate'))).toBeInTheDocument();
    expect(screen.queryByRole('heading', caseDocumentsHeading('Older Estate'))).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /Newer Estate/ })).toHaveAttribute('aria-current', 'true');
    // The form keeps what was typed; choosing in the list moves the select back.
    expect(screen.getByLabelText(uploadTexts.descriptionLabel, { exact: false })).toHaveValue('Bond');
    await user.click(within(list).getByRole('button', { name: /Older Estate/ }));
    expect(screen.getByLabelText(uploadTexts.caseLabel)).toHaveValue('old');
    expect(await screen.findByRole('heading', caseDocumentsHeading('Older Estate'))).toBeInTheDocument();
    expect(screen.getByLabelText(uploadTexts.descriptionLabel, { exact: false })).toHaveValue('Bond');
  });

  it('requires a description for court uploads', async () => {
    renderAs('Attorney');
    await userEvent.click(await screen.findByRole('button', { name: uploadTexts.submit }));
    expect(await screen.findByText(uploadTexts.descriptionRequired)).toBeInTheDocument();
  });
});
