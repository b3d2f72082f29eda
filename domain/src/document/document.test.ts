import { describe, expect, it } from 'vitest';
import { uploadTexts } from '../messages/upload-texts';
import { documentsTexts } from '../messages/documents-texts';
import { expectEachFieldRequired, issuesOf } from '../testing/schema-cases';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  ALLOWED_UPLOAD_MIME_TYPES,
  ONBOARDING_UPLOAD_ACCEPT_ATTRIBUTE,
  ONBOARDING_UPLOAD_EXTENSIONS,
  casePropertyLinkRequestSchema,
  clientDocumentUploadFormSchema,
  courtDocumentUploadFormSchema,
  courtUploadFieldsSchema,
  DOCUMENT_TYPES,
  documentFileUrl,
  documentTitle,
  documentUploadFieldsSchema,
  fileExtension,
  groupDocumentsByCase,
  isDocumentGroupExpandedByDefault,
  MAX_UPLOAD_BYTES,
  MIME_TYPE_FOR_EXTENSION,
  safeFileName,
  searchAgentDocuments,
  UNCATEGORIZED_CASE_ID,
  UPLOAD_ACCEPT_ATTRIBUTE,
  uploadFileProblem,
} from './document';

describe('upload constraints', () => {
  it('accepts the spec formats up to 10 MB', () => {
    expect(ALLOWED_UPLOAD_EXTENSIONS).toEqual(['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png']);
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(UPLOAD_ACCEPT_ATTRIBUTE).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png');
    expect(ONBOARDING_UPLOAD_ACCEPT_ATTRIBUTE).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png,.gif');
    for (const extension of ONBOARDING_UPLOAD_EXTENSIONS) {
      expect(ALLOWED_UPLOAD_MIME_TYPES).toContain(MIME_TYPE_FOR_EXTENSION[extension]);
    }
  });

  it('has the ten document types', () => {
    expect(DOCUMENT_TYPES).toEqual([
      'Court Filing',
      'Court Order',
      'Petition',
      'Affidavit',
      'Motion',
      'Brief',
      'Hearing Notice',
      'Judgment',
      'Settlement Agreement',
      'Other',
    ]);
  });

  it('reads extensions case-insensitively', () => {
    expect(fileExtension('Order.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });

  it('names the problem with a chosen file', () => {
    expect(uploadFileProblem(null)).toBe(uploadTexts.selectFile);
    expect(uploadFileProblem({ name: 'a.exe', size: 10 })).toBe(uploadTexts.fileTypeNotAllowed);
    expect(uploadFileProblem({ name: 'a.gif', size: 10 })).toBe(uploadTexts.fileTypeNotAllowed);
    expect(uploadFileProblem({ name: 'a.gif', size: 10 }, ONBOARDING_UPLOAD_EXTENSIONS)).toBeNull();
    expect(uploadFileProblem({ name: 'a.exe', size: 10 }, ONBOARDING_UPLOAD_EXTENSIONS)).toBe(
      uploadTexts.fileTypeNotAllowed,
    );
    expect(uploadFileProblem({ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(uploadTexts.fileTooLarge);
    expect(uploadFileProblem({ name: 'a.pdf', size: 0 })).toBe(uploadTexts.selectFile);
    expect(uploadFileProblem({ name: 'a.pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('makes file names safe to store', () => {
    expect(safeFileName('C:\\Users\\me\\Court Order.pdf')).toBe('Court Order.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a\u0000b\nc?.pdf')).toBe('abc.pdf');
    expect(safeFileName('...')).toBe('document');
    expect(safeFileName('invoice\u202Efdp.exe.pdf')).toBe('invoicefdp.exe.pdf');
    expect(safeFileName('\u2066report\u2069\u200B.pdf')).toBe('report.pdf');
    expect(safeFileName('\uFEFF\u202D')).toBe('document');
    const long = safeFileName(`${'x'.repeat(300)}.docx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
  });
});

describe('upload fields', () => {
  const fields = { documentType: 'Petition', description: '', caseId: 'case-1', filingDate: '' };

  it('requires a case and a type from clients; description and filing date are optional', () => {
    expectEachFieldRequired(documentUploadFieldsSchema, fields, ['caseId'], uploadTexts.selectCase);
    expect(issuesOf(documentUploadFieldsSchema, { ...fields, documentType: undefined })).toEqual({
      documentType: [uploadTexts.selectDocumentType],
    });
    expect(documentUploadFieldsSchema.parse({ documentType: 'Petition', caseId: 'c' })).toEqual({
      documentType: 'Petition',
      caseId: 'c',
      description: '',
      filingDate: '',
    });
  });

  it('requires a description from attorneys', () => {
    expect(issuesOf(courtUploadFieldsSchema, fields)).toEqual({ description: [uploadTexts.descriptionRequired] });
    expect(courtUploadFieldsSchema.safeParse({ ...fields, description: 'Signed order' }).success).toBe(true);
  });

  it('refuses a malformed filing date', () => {
    expect(issuesOf(documentUploadFieldsSchema, { ...fields, filingDate: '03/10/2026' })).toHaveProperty([
      'filingDate',
    ]);
  });

  it('checks the chosen file in the forms', () => {
    const file = { name: 'order.pdf', size: 2048, type: 'application/pdf' };
    expect(clientDocumentUploadFormSchema.safeParse({ ...fields, file }).success).toBe(true);
    expect(issuesOf(clientDocumentUploadFormSchema, { ...fields, file: null })).toEqual({
      file: [uploadTexts.selectFile],
    });
    expect(
      issuesOf(courtDocumentUploadFormSchema, { ...fields, description: 'x', file: { ...file, name: 'x.exe' } }),
    ).toEqual({
      file: [uploadTexts.fileTypeNotAllowed],
    });
  });

  it('requires both ids to link a property and a case', () => {
    expectEachFieldRequired(
      casePropertyLinkRequestSchema,
      { caseId: 'c', propertyId: 'p' },
      ['propertyId'],
      documentsTexts.selectProperty,
    );
    expectEachFieldRequired(casePropertyLinkRequestSchema, { caseId: 'c', propertyId: 'p' }, ['caseId']);
  });
});

describe('searchAgentDocuments', () => {
  const docs = [
    {
      id: '1',
      title: 'Letters of Administration',
      description: 'Signed',
      caseNumber: 'EK-1',
      caseName: 'Estate of Doe',
      documentType: 'Court Order',
    },
    {
      id: '2',
      title: 'Photos',
      description: 'Kitchen photos',
      caseNumber: 'EK-2',
      caseName: 'Smith Guardianship',
      documentType: 'Other',
    },
    { id: '3', title: 'Petition', description: null, caseNumber: null, caseName: null, documentType: 'Petition' },
  ];
  const ids = (query: string) => searchAgentDocuments(docs, query).map((d) => d.id);

  it('matches title, description, case number, case name or type, ignoring case', () => {
    expect(ids('letters')).toEqual(['1']);
    expect(ids('KITCHEN')).toEqual(['2']);
    expect(ids('ek-2')).toEqual(['2']);
    expect(ids('estate of')).toEqual(['1']);
    expect(ids('court order')).toEqual(['1']);
    expect(ids('petition')).toEqual(['3']);
  });

  it('returns everything for an empty query and nothing for no match', () => {
    expect(ids('  ')).toEqual(['1', '2', '3']);
    expect(ids('zzz')).toEqual([]);
  });
});

describe('groupDocumentsByCase', () => {
  it('groups by case sorted by name, uncategorized last, with empty cases listed', () => {
    const groups = groupDocumentsByCase(
      [
        { id: 'd1', caseId: 'c2', caseName: 'Beta', caseNumber: 'B' },
        { id: 'd2', caseId: null, caseName: '', caseNumber: '' },
        { id: 'd3', caseId: 'c1', caseName: 'alpha', caseNumber: 'A' },
        { id: 'd4', caseId: 'c2', caseName: 'Beta', caseNumber: 'B' },
      ],
      [{ id: 'c3', caseName: 'Gamma', caseNumber: 'G' }],
    );
    expect(groups.map((g) => [g.caseId, g.documents.map((d) => d.id)])).toEqual([
      ['c1', ['d3']],
      ['c2', ['d1', 'd4']],
      ['c3', []],
      [UNCATEGORIZED_CASE_ID, ['d2']],
    ]);
    expect(groups.at(-1)?.caseName).toBe(documentsTexts.uncategorized);
  });

  it('is empty for no documents and no cases', () => {
    expect(groupDocumentsByCase([])).toEqual([]);
  });
});

describe('document display rules', () => {
  it('expands groups for clients always, for attorneys only under 5 documents', () => {
    expect(isDocumentGroupExpandedByDefault('Guardian', 40)).toBe(true);
    expect(isDocumentGroupExpandedByDefault('Executor', 0)).toBe(true);
    expect(isDocumentGroupExpandedByDefault('Attorney', 4)).toBe(true);
    expect(isDocumentGroupExpandedByDefault('Attorney', 5)).toBe(false);
    expect(isDocumentGroupExpandedByDefault('Admin', 5)).toBe(false);
  });

  it('titles a document by title, original name or file name', () => {
    expect(documentTitle({ title: 'T', originalName: 'o.pdf' })).toBe('T');
    expect(documentTitle({ title: '', originalName: 'o.pdf' })).toBe('o.pdf');
    expect(documentTitle({ fileName: 'f.pdf' })).toBe('f.pdf');
  });

  it('downloads through the API', () => {
    expect(documentFileUrl('doc 1')).toBe('/api/documents/doc%201/file');
  });
});
