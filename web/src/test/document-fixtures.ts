import { documentResponseSchema, type DocumentResponse } from '@estatekey/domain';
import type { z } from 'zod';

/** A court document as the API answers it, parsed by the domain schema so it cannot drift from it. */
export function documentResponseFixture(
  fields: Partial<z.input<typeof documentResponseSchema>> = {},
): DocumentResponse {
  return documentResponseSchema.parse({
    _id: 'doc',
    title: 'petition.pdf',
    originalName: 'petition.pdf',
    fileName: 'petition.pdf',
    documentType: 'Petition',
    description: '',
    filingDate: null,
    createdAt: new Date('2026-03-02T09:00:00Z'),
    uploadDate: new Date('2026-03-02T09:00:00Z'),
    fileUrl: '/api/documents/doc/file',
    mimeType: 'application/pdf',
    size: 100,
    viewed: false,
    uploaderName: 'Avery Attorney',
    uploaderRole: 'Attorney',
    clientName: 'Alice Guardian',
    caseId: 'harold',
    caseName: 'Estate of Harold',
    caseNumber: 'PR-2026-00142',
    case: { _id: 'harold', caseName: 'Estate of Harold', caseNumber: 'PR-2026-00142' },
    ...fields,
  });
}
