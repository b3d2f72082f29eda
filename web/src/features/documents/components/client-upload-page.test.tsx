import {
  type CaseSummary,
  caseSummarySchema,
  CHOICE_LIST_PAGE_SIZE,
  documentRoutes,
  commonTexts,
  emptyProgressStatus,
  errorsTexts,
  uploadTexts,
  MAX_UPLOAD_BYTES,
  type Role,
} from '@estatekey/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError, callApi } from '../../../lib/api-client';
import { answerApiCalls } from '../../../test/call-api-mock';
import { documentResponseFixture } from '../../../test/document-fixtures';
import { renderAppAt } from '../../../test/render-app';
import { signedInAs } from '../../../test/sessions';
import type * as DocumentFileModule from '../../../data/documents/document-file';
import { uploadDocumentWithProgress } from '../../../data/documents/document-file';

const shell = await vi.hoisted(() => import('../../../test/signed-in-shell-mocks'));
vi.mock('../../../lib/auth/use-sign-out', () => shell.signOutModule);
vi.mock('../../../data/user/use-user-profile', () => shell.userProfileModule());
vi.mock('../../../data/conversations/use-conversations', () => shell.conversationsModule);
vi.mock('../../../data/notifications/use-unread-notification-count', () => shell.unreadCountModule);
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
vi.mock('../../../data/documents/document-file', async (importOriginal) => ({
  ...(await importOriginal<typeof DocumentFileModule>()),
  uploadDocumentWithProgress: vi.fn(),
}));
const upload = vi.mocked(uploadDocumentWithProgress);
/** The multipart form the page sent, as name → value (the file as the File itself). */
const sentForm = (call = 0) => Object.fromEntries(upload.mock.calls[call]?.[0].entries() ?? []);

const text = uploadTexts;
const pageText = uploadTexts;

function caseFixture(id: string, caseName: string, caseNumber: string): CaseSummary {
  return caseSummarySchema.parse({
    _id: id,
    name: caseName,
    caseName,
    caseNumber,
    caseType: 'Probate Real Estate',
    status: 'In Progress',
    progressStatus: emptyProgressStatus(),
    createdAt: '2026-01-10T09:00:00.000Z',
  });
}

const probate = caseFixture('case-probate', 'Probate Real Estate - Alice', 'PRE-2026-0001');
const guardianship = caseFixture('case-guardianship', 'Guardianship Property - Alice', 'GP-2026-0002');

/** GET /api/documents/my-cases answers `cases` (each call, whatever the page asked), or fails with `error`. */
const myCases = vi.fn<(options: unknown) => CaseSummary[]>();
function givenCases(cases: CaseSummary[] | ApiError) {
  myCases.mockImplementation(() => {
    if (cases instanceof ApiError) throw cases;
    return cases;
  });
}

function pdf(name = 'letters-of-office.pdf', bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

/** A file that reports `size` bytes without allocating them. */
function fileOfSize(name: string, size: number): File {
  const file = pdf(name, 16);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openUploadPage(role: Role = 'Guardian') {
  const view = renderAppAt('/upload-documents', signedInAs(role, 'persona-alice'));
  await screen.findByRole('heading', { level: 1, name: text.title });
  // The cases' first page is in (or failed) once its spinner is gone.
  await waitFor(() => expect(screen.queryByLabelText(text.loadingCases)).toBeNull());
  return view;
}

function select(label: string): HTMLSelectElement {
  const element = screen.getByLabelText(label);
  if (!(element instanceof HTMLSelectElement)) throw new Error(`${label} is not a select`);
  return element;
}

function fileInput(): HTMLInputElement {
  const element = screen.getByLabelText(text.chooseFile);
  if (!(element instanceof HTMLInputElement)) throw new Error('No file input');
  return element;
}

const uploadButton = () => screen.getByRole('button', { name: text.submit });

beforeEach(() => {
  vi.mocked(callApi).mockReset();
  myCases.mockReset();
  answerApiCalls([[documentRoutes.myCases, myCases]]);
  upload.mockReset();
  givenCases([probate, guardianship]);
});

describe('upload document access (/upload-documents)', () => {
  it.each<Role>(['Attorney', 'Agent', 'Admin'])(
    'shows Access Denied to a signed-in %s and loads nothing',
    async (role) => {
      await openUploadPage(role);
      expect(screen.getByText(text.accessDenied)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: text.submit })).toBeNull();
      expect(callApi).not.toHaveBeenCalled();
    },
  );

  it.each<Role>(['Guardian', 'Executor'])('shows the upload form to a %s', async (role) => {
    await openUploadPage(role);
    expect(screen.queryByText(text.accessDenied)).toBeNull();
    expect(uploadButton()).toBeEnabled();
  });
});

describe('upload document cases', () => {
  it("lists the user's cases by name and number", async () => {
    await openUploadPage();
    const options = within(select(text.caseLabel))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      pageText.chooseCase,
      'Probate Real Estate - Alice (PRE-2026-0001)',
      'Guardianship Property - Alice (GP-2026-0002)',
    ]);
  });

  it('tells a user without cases to contact their attorney', async () => {
    givenCases([]);
    await openUploadPage();
    expect(screen.getByText(text.noCases)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.submit })).toBeNull();
    expect(screen.getByRole('link', { name: commonTexts.cancel })).toHaveAttribute('href', '/documents');
  });

  it('says the cases could not be loaded and offers a retry', async () => {
    const user = userEvent.setup({ delay: null });
    givenCases(new ApiError(500, commonTexts.internalError));
    await openUploadPage();
    expect(await screen.findByText(text.loadCasesFailed)).toBeInTheDocument();
    givenCases([probate]);
    await user.click(screen.getByRole('button', { name: commonTexts.retry }));
    expect(await screen.findByLabelText(text.caseLabel)).toBeInTheDocument();
    expect(myCases).toHaveBeenCalledTimes(2);
  });

  it('reads the cases a page at a time: "Show more cases" asks after the last one and adds its page', async () => {
    const user = userEvent.setup({ delay: null });
    const firstPage = Array.from({ length: CHOICE_LIST_PAGE_SIZE }, (_, index) =>
      caseFixture(`case-${index}`, `Estate ${index}`, `PRE-${index}`),
    );
    myCases.mockImplementation((options) => {
      const { query } = options as { query: { limit: string; after?: string } };
      expect(query.limit).toBe(String(CHOICE_LIST_PAGE_SIZE));
      return query.after === undefined ? firstPage : query.after === 'case-49' ? [guardianship] : [];
    });
    await openUploadPage();
    const caseSelect = await screen.findByLabelText(text.caseLabel);
    expect(within(caseSelect).getAllByRole('option')).toHaveLength(CHOICE_LIST_PAGE_SIZE + 1);
    await user.click(screen.getByRole('button', { name: text.showMoreCases }));
    expect(
      await within(caseSelect).findByRole('option', { name: 'Guardianship Property - Alice (GP-2026-0002)' }),
    ).toBeInTheDocument();
    // A short page was the last: nothing more to ask.
    expect(screen.queryByRole('button', { name: text.showMoreCases })).toBeNull();
    expect(myCases).toHaveBeenCalledTimes(2);
  });
});

describe('upload document form', () => {
  it('asks for a case and a file and sends nothing without them', async () => {
    const user = userEvent.setup({ delay: null });
    await openUploadPage();
    await user.selectOptions(select(text.documentTypeLabel), 'Petition');
    await user.click(uploadButton());

    expect(await screen.findByText(text.selectFile)).toBeInTheDocument();
    expect(select(text.caseLabel)).toHaveAccessibleDescription(text.selectCase);
    expect(upload).not.toHaveBeenCalled();
  });

  it('asks for a document type', async () => {
    const user = userEvent.setup({ delay: null });
    await openUploadPage();
    await user.click(uploadButton());
    expect(select(text.documentTypeLabel)).toHaveAccessibleDescription(text.selectDocumentType);
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file above 10 MB before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    await openUploadPage();
    await user.selectOptions(select(text.documentTypeLabel), 'Court Order');
    await user.selectOptions(select(text.caseLabel), probate._id);
    await user.upload(fileInput(), fileOfSize('scan.pdf', MAX_UPLOAD_BYTES + 1));

    expect(await screen.findByText(text.fileTooLarge)).toBeInTheDocument();
    await user.click(uploadButton());
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining(text.fileTooLarge));
    expect(upload).not.toHaveBeenCalled();
  });

  it('accepts only the allowed extensions in the file picker', async () => {
    await openUploadPage();
    expect(fileInput()).toHaveAttribute('accept', '.pdf,.doc,.docx,.jpg,.jpeg,.png');
  });

  it('uploads the file with its fields, confirms and opens the court documents', async () => {
    const user = userEvent.setup({ delay: null });
    upload.mockResolvedValue({
      message: text.success,
      document: documentResponseFixture({ caseId: guardianship._id }),
    });
    const { router } = await openUploadPage();
    const letters = pdf();
    await user.selectOptions(select(text.documentTypeLabel), 'Court Order');
    await user.selectOptions(select(text.caseLabel), guardianship._id);
    await user.upload(fileInput(), letters);
    expect(screen.getByText(pageText.chosenFile('letters-of-office.pdf', '2 kB'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(text.filingDateLabel), '2026-02-03');
    await user.type(screen.getByLabelText(text.descriptionLabel), 'Letters of office');
    await user.click(uploadButton());

    expect(await screen.findByText(text.success)).toBeInTheDocument();
    expect(upload).toHaveBeenCalledExactlyOnceWith(
      expect.any(FormData),
      // The progress callback that moves the upload bar.
      expect.any(Function),
    );
    expect(sentForm()).toEqual({
      documentType: 'Court Order',
      caseId: guardianship._id,
      filingDate: '2026-02-03',
      description: 'Letters of office',
      file: expect.objectContaining({ name: 'letters-of-office.pdf' }),
    });
    // The text fields go first, so the server has read them before the file streams in.
    expect([...(upload.mock.calls[0]?.[0].keys() ?? [])].at(-1)).toBe('file');
    expect(router.state.location.pathname).toBe('/documents');
  });

  it("shows the server's refusal of a file type, else the generic failure", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    upload
      .mockRejectedValueOnce(new ApiError(415, errorsTexts.fileTypeNotAllowed))
      .mockRejectedValueOnce(new ApiError(0, commonTexts.internalError));
    const { router } = await openUploadPage();
    await user.selectOptions(select(text.documentTypeLabel), 'Affidavit');
    await user.selectOptions(select(text.caseLabel), probate._id);
    await user.upload(fileInput(), pdf('renamed.pdf'));

    await user.click(uploadButton());
    expect(await screen.findByText(errorsTexts.fileTypeNotAllowed)).toBeInTheDocument();
    await user.click(uploadButton());
    expect(await screen.findByText(text.failed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/upload-documents');
  });

  it('has a Cancel button back to the court documents', async () => {
    await openUploadPage();
    expect(screen.getByRole('link', { name: commonTexts.cancel })).toHaveAttribute('href', '/documents');
  });
});
