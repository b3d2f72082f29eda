import { type Case, emptyProgressStatus, notificationContentTexts } from '@estatekey/domain';
import { describe, expect, it } from 'vitest';
import { noticesForCaseUpdate } from './case-update-notices';

function legalCase(overrides: Partial<Case> = {}): Case {
  return {
    id: 'case-1',
    title: 'Estate of Harold',
    caseName: 'Estate of Harold',
    caseType: 'Probate Real Estate',
    caseNumber: 'EK-20260301-000001',
    courtFilingNumber: '',
    description: '',
    status: 'New',
    priority: 'Medium',
    dueDate: null,
    attorneyId: 'avery',
    clientId: 'alice',
    client: { firstName: 'Alice', lastName: 'Guardian', email: 'alice@example.com', phone: '', role: 'Guardian' },
    propertyIds: [],
    progressStatus: emptyProgressStatus(),
    memberIds: ['avery', 'alice'],
    createdAt: new Date('2026-03-01T10:00:00Z'),
    updatedBy: 'avery',
    ...overrides,
  };
}

describe('case update notices', () => {
  it('tell the client of each stage the attorney moved, and nothing of the status that followed', () => {
    const after = legalCase({
      status: 'Review',
      progressStatus: { ...emptyProgressStatus(), courtApproval: 'In Progress', documentsReceived: 'Complete' },
    });
    const notices = noticesForCaseUpdate(legalCase(), after);
    expect(notices.map((notice) => [notice.kind, notice.recipients])).toEqual([
      ['stage-documentsReceived', ['alice']],
      ['stage-courtApproval', ['alice']],
    ]);
    expect(notices[1]?.content).toMatchObject({
      ...notificationContentTexts.caseProgressChanged('Estate of Harold', 'Court Approval', 'In Progress'),
      link: '/home',
    });
  });

  it('tell the client of a status change without a stage change', () => {
    const notices = noticesForCaseUpdate(legalCase(), legalCase({ status: 'Review' }));
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'status',
        recipients: ['alice'],
        content: expect.objectContaining(notificationContentTexts.caseStatusChanged('Estate of Harold', 'Review')),
      }),
    ]);
  });

  it('tell the attorney when the invited client joined, and no one of a change the client made', () => {
    const before = legalCase({ clientId: null, memberIds: ['avery'] });
    const joined = noticesForCaseUpdate(before, legalCase({ updatedBy: 'alice' }));
    expect(joined).toEqual([
      expect.objectContaining({
        kind: 'joined',
        recipients: ['avery'],
        content: expect.objectContaining({
          ...notificationContentTexts.invitationAccepted('Alice Guardian', 'Estate of Harold'),
          link: '/attorney/cases/case-1',
        }),
      }),
    ]);
  });

  it('tell no one when nothing they follow changed', () => {
    expect(noticesForCaseUpdate(legalCase(), legalCase({ description: 'More detail' }))).toEqual([]);
    const noClient = legalCase({ clientId: null, memberIds: ['avery'] });
    const moved = {
      ...noClient,
      progressStatus: { ...emptyProgressStatus(), initialConsultation: 'Complete' as const },
    };
    expect(noticesForCaseUpdate(noClient, moved)).toEqual([]);
  });
});
