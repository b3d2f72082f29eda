import { describe, expect, it } from 'vitest';
import { documentsTexts } from '../messages/documents-texts';
import {
  type DocumentGroup,
  type DocumentResponse,
  type DocumentsListResponse,
  mergeDocumentPages,
  UNCATEGORIZED_CASE_ID,
} from './document';

function documentOf(id: string, caseId: string | null, description = ''): DocumentResponse {
  return {
    _id: id,
    title: `${id}.pdf`,
    originalName: `${id}.pdf`,
    fileName: `${id}.pdf`,
    documentType: 'Petition',
    description,
    filingDate: null,
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    uploadDate: new Date('2026-01-01T00:00:00.000Z'),
    fileUrl: `/api/documents/${id}/file`,
    mimeType: 'application/pdf',
    size: 1,
    viewed: false,
    uploaderName: 'Ann Lee',
    uploaderRole: 'Attorney',
    clientName: 'Bo Day',
    caseId,
    caseName: caseId ?? '',
    caseNumber: '',
    case: caseId === null ? null : { _id: caseId, caseName: caseId, caseNumber: '' },
  };
}

function groupOf(caseId: string, caseName: string, documents: DocumentResponse[]): DocumentGroup {
  return { caseId, caseName, caseNumber: '', documents };
}

/** A page as the server answers it: the documents newest first, grouped by their cases. */
function pageOf(documents: DocumentResponse[], names: Record<string, string>): DocumentsListResponse {
  const caseIds = [...new Set(documents.map((document) => document.caseId ?? UNCATEGORIZED_CASE_ID))];
  return {
    allDocuments: documents,
    groupedByCase: caseIds.map((caseId) =>
      groupOf(
        caseId,
        names[caseId] ?? documentsTexts.uncategorized,
        documents.filter((document) => (document.caseId ?? UNCATEGORIZED_CASE_ID) === caseId),
      ),
    ),
  };
}

const names = { alpha: 'Alpha Estate', beta: 'Beta Guardianship' };
const ids = (documents: readonly DocumentResponse[]) => documents.map((document) => document._id);

describe('mergeDocumentPages', () => {
  it('answers one page as it is and no pages as an empty list', () => {
    const page = pageOf([documentOf('d1', 'beta'), documentOf('d2', 'alpha')], names);
    expect(mergeDocumentPages([])).toEqual({ groupedByCase: [], allDocuments: [] });
    expect(mergeDocumentPages([page]).allDocuments).toEqual(page.allDocuments);
    expect(mergeDocumentPages([page]).groupedByCase.map((group) => [group.caseId, ids(group.documents)])).toEqual([
      ['alpha', ['d2']],
      ['beta', ['d1']],
    ]);
  });

  it('appends the next page and merges the groups of a case that both pages have, in name order', () => {
    const first = pageOf([documentOf('d1', 'beta'), documentOf('d2', null)], names);
    const second = pageOf([documentOf('d3', 'beta'), documentOf('d4', 'alpha')], names);
    const merged = mergeDocumentPages([first, second]);
    expect(ids(merged.allDocuments)).toEqual(['d1', 'd2', 'd3', 'd4']);
    expect(merged.groupedByCase.map((group) => [group.caseId, ids(group.documents)])).toEqual([
      ['alpha', ['d4']],
      ['beta', ['d1', 'd3']],
      [UNCATEGORIZED_CASE_ID, ['d2']],
    ]);
  });

  it('shows a document that came in two pages once, where it first appeared, as the later page read it', () => {
    const first = pageOf([documentOf('d1', 'alpha'), documentOf('d2', 'alpha', 'old')], names);
    const second = pageOf([documentOf('d2', 'alpha', 'new'), documentOf('d3', 'beta')], names);
    const merged = mergeDocumentPages([first, second]);
    expect(ids(merged.allDocuments)).toEqual(['d1', 'd2', 'd3']);
    expect(merged.allDocuments[1]?.description).toBe('new');
    expect(merged.groupedByCase.map((group) => [group.caseId, ids(group.documents)])).toEqual([
      ['alpha', ['d1', 'd2']],
      ['beta', ['d3']],
    ]);
  });

  it('files a document re-linked between two reads under its later case only', () => {
    const first = pageOf([documentOf('d1', 'alpha')], names);
    const second = pageOf([documentOf('d1', 'beta')], names);
    const merged = mergeDocumentPages([first, second]);
    expect(merged.groupedByCase.map((group) => [group.caseId, ids(group.documents)])).toEqual([
      ['alpha', []],
      ['beta', ['d1']],
    ]);
  });

  it("keeps a group's details from the latest page that has it", () => {
    const first: DocumentsListResponse = {
      allDocuments: [documentOf('d1', 'alpha')],
      groupedByCase: [{ ...groupOf('alpha', 'Alpha Estate', [documentOf('d1', 'alpha')]), attorneyName: 'Old' }],
    };
    const second: DocumentsListResponse = {
      allDocuments: [documentOf('d2', 'alpha')],
      groupedByCase: [{ ...groupOf('alpha', 'Alpha Estate', [documentOf('d2', 'alpha')]), attorneyName: 'New' }],
    };
    expect(mergeDocumentPages([first, second]).groupedByCase).toEqual([
      {
        ...groupOf('alpha', 'Alpha Estate', [documentOf('d1', 'alpha'), documentOf('d2', 'alpha')]),
        attorneyName: 'New',
      },
    ]);
  });
});
