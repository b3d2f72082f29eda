import { caseResponseSchema, emptyProgressStatus, type CaseResponse } from '@estatekey/domain';
import type { z } from 'zod';

/** A case as GET /api/attorney/cases answers it, parsed by the domain schema so it cannot drift from it. */
export function caseResponseFixture(fields: Partial<z.input<typeof caseResponseSchema>> = {}): CaseResponse {
  return caseResponseSchema.parse({
    _id: 'case-1',
    id: 'case-1',
    title: 'Estate of Harold Guardian',
    name: 'Probate Real Estate - Alice',
    caseName: 'Probate Real Estate - Alice',
    caseType: 'Probate Real Estate',
    type: 'Probate Real Estate',
    caseNumber: 'PR-2026-00142',
    courtFilingNumber: '',
    description: 'Court-supervised sale of 12 Elm Street.',
    status: 'In Progress',
    priority: 'High',
    dueDate: null,
    attorneyId: 'persona-avery',
    clientId: { _id: 'persona-alice', firstName: 'Alice', lastName: 'Guardian', email: 'alice@example.com', phone: '' },
    clientName: 'Alice Guardian',
    client: { firstName: 'Alice', lastName: 'Guardian', email: 'alice@example.com', phone: '', role: 'Guardian' },
    propertyIds: [],
    propertyId: null,
    propertyAddress: null,
    progressStatus: emptyProgressStatus(),
    memberIds: ['persona-avery', 'persona-alice'],
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedBy: 'persona-avery',
    ...fields,
  });
}
