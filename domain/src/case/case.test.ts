import { describe, expect, it } from 'vitest';
import { attorneyTexts } from '../messages/attorney-texts';
import { validationTexts } from '../messages/validation-texts';
import { TEXT_LIMITS } from '../constants/text-limits';
import { isFirestoreId } from '../common/primitives';
import { expectEachFieldRequired, issuesOf } from '../testing/schema-cases';
import {
  caseMemberIds,
  CASE_NUMBER_ENTROPY,
  caseNumberReservationId,
  CASE_NUMBER_PATTERN,
  CASE_PRIORITIES,
  CASE_STAGE_LABELS,
  CASE_STAGE_STATUSES,
  CASE_STAGES,
  CASE_STATUSES,
  CASE_TYPES,
  caseGlanceCounts,
  caseProgressPercent,
  caseProgressRequestSchema,
  caseStatusAfterStageChange,
  caseStatusRequestSchema,
  clientIntakeFormSchema,
  clientIntakeSchema,
  defaultCaseName,
  emptyClientIntake,
  emptyProgressStatus,
  generateCaseNumber,
  isCaseStatusDone,
  type ProgressStatus,
  upcomingDeadlines,
} from './case';

describe('case enums', () => {
  it('has six stages in order, their statuses and the case statuses', () => {
    expect(CASE_STAGES).toEqual([
      'initialConsultation',
      'documentsReceived',
      'courtFilingPreparation',
      'courtHearingScheduled',
      'courtApproval',
      'caseClosed',
    ]);
    expect(Object.keys(CASE_STAGE_LABELS)).toEqual([...CASE_STAGES]);
    expect(CASE_STAGE_STATUSES).toEqual(['Pending', 'In Progress', 'Complete']);
    expect(CASE_STATUSES).toEqual(['New', 'In Progress', 'Review', 'Closed']);
    expect(CASE_PRIORITIES).toEqual(['High', 'Medium', 'Low']);
    expect(CASE_TYPES).toHaveLength(7);
    expect(CASE_TYPES).toContain('Property Foreclosure Defense');
  });
});

describe('caseProgressPercent', () => {
  it('counts only Complete stages out of six', () => {
    expect(caseProgressPercent(emptyProgressStatus())).toBe(0);
    expect(
      caseProgressPercent({
        ...emptyProgressStatus(),
        initialConsultation: 'Complete',
        documentsReceived: 'In Progress',
      }),
    ).toBeCloseTo(100 / 6);
    const all = Object.fromEntries(CASE_STAGES.map((stage) => [stage, 'Complete'] as const));
    expect(caseProgressPercent(all)).toBe(100);
    expect(caseProgressPercent(undefined)).toBe(0);
  });
});

describe('caseStatusAfterStageChange', () => {
  const pending = emptyProgressStatus();
  const allComplete = Object.fromEntries(CASE_STAGES.map((stage) => [stage, 'Complete'])) as ProgressStatus;

  it('moves a new case to In Progress once any stage has moved, court approval included', () => {
    expect(caseStatusAfterStageChange('New', pending)).toBe('New');
    expect(caseStatusAfterStageChange('New', { ...pending, initialConsultation: 'In Progress' })).toBe('In Progress');
    expect(caseStatusAfterStageChange('New', { ...pending, courtApproval: 'Complete' })).toBe('In Progress');
  });

  it('closes the case when all six stages are Complete, and only then', () => {
    expect(caseStatusAfterStageChange('New', allComplete)).toBe('Closed');
    expect(caseStatusAfterStageChange('In Progress', allComplete)).toBe('Closed');
    expect(caseStatusAfterStageChange('In Progress', { ...pending, caseClosed: 'Complete' })).toBe('In Progress');
  });

  it('never replaces Review or Closed set by the attorney, and never moves back', () => {
    for (const progress of [pending, allComplete, { ...pending, courtApproval: 'In Progress' as const }]) {
      expect(caseStatusAfterStageChange('Review', progress)).toBe('Review');
      expect(caseStatusAfterStageChange('Closed', progress)).toBe('Closed');
    }
    expect(caseStatusAfterStageChange('In Progress', pending)).toBe('In Progress');
  });
});

describe('client intake', () => {
  const intake = {
    firstName: 'Alice',
    lastName: 'Guardian',
    email: 'alice.guardian@example.com',
    role: 'Guardian',
    caseType: 'Guardianship Property',
    caseName: 'Guardianship Property - Alice',
  };

  it('requires first name, last name and email with the intake message', () => {
    expectEachFieldRequired(
      clientIntakeSchema,
      intake,
      ['firstName', 'lastName', 'email'],
      attorneyTexts.clients.requiredFields,
    );
  });

  it('requires case type, client role and, on the form, case name', () => {
    expectEachFieldRequired(clientIntakeSchema, intake, ['caseType', 'role']);
    expectEachFieldRequired(clientIntakeFormSchema, intake, ['caseType', 'role', 'caseName']);
    expect(issuesOf(clientIntakeSchema, { ...intake, role: 'Attorney' })).toHaveProperty(['role']);
    expect(issuesOf(clientIntakeSchema, { ...intake, caseType: 'Divorce' })).toHaveProperty(['caseType']);
  });

  it('leaves the case number empty for generation and defaults the rest', () => {
    expect(clientIntakeSchema.parse(intake)).toMatchObject({
      caseNumber: '',
      courtFilingNumber: '',
      caseDescription: '',
      phone: '',
      priority: 'Medium',
      dueDate: '',
    });
    expect(clientIntakeSchema.safeParse(emptyClientIntake()).success).toBe(false);
  });

  it('bounds every text field by its use and names the limit', () => {
    const tooLong = {
      firstName: TEXT_LIMITS.name,
      lastName: TEXT_LIMITS.name,
      caseName: TEXT_LIMITS.title,
      caseNumber: TEXT_LIMITS.number,
      courtFilingNumber: TEXT_LIMITS.number,
      caseDescription: TEXT_LIMITS.description,
    } as const;
    for (const [field, max] of Object.entries(tooLong)) {
      expect(clientIntakeSchema.safeParse({ ...intake, [field]: 'x'.repeat(max) }).success, field).toBe(true);
      expect(issuesOf(clientIntakeSchema, { ...intake, [field]: 'x'.repeat(max + 1) })).toEqual({
        [field]: [validationTexts.textTooLong(max)],
      });
    }
    expect(issuesOf(clientIntakeSchema, { ...intake, propertyId: 'a/b' })).toEqual({
      propertyId: [validationTexts.invalidId],
    });
  });

  it('names the case type - first name by default', () => {
    expect(defaultCaseName('Estate Sale', 'Eve')).toBe('Estate Sale - Eve');
    expect(defaultCaseName('Other', ' Eve ')).toBe('Other - Eve');
  });
});

describe('case requests', () => {
  it('accepts only known statuses and stage updates', () => {
    expect(caseStatusRequestSchema.safeParse({ status: 'Review' }).success).toBe(true);
    expect(caseStatusRequestSchema.safeParse({ status: 'Active' }).success).toBe(false);
    expect(caseProgressRequestSchema.safeParse({ stage: 'courtApproval', status: 'Complete' }).success).toBe(true);
    expect(caseProgressRequestSchema.safeParse({ stage: 'courtApproval', status: 'Completed' }).success).toBe(false);
    expect(caseProgressRequestSchema.safeParse({ stage: 'appeal', status: 'Complete' }).success).toBe(false);
  });
});

describe('generateCaseNumber', () => {
  it('formats EK-date-suffix from the creation date and entropy', () => {
    const date = new Date('2026-03-10T12:00:00Z');
    expect(generateCaseNumber(date, 0)).toBe('EK-20260310-222222');
    expect(generateCaseNumber(date, 31)).toBe('EK-20260310-22222Z');
    expect(generateCaseNumber(date, CASE_NUMBER_ENTROPY - 1)).toBe('EK-20260310-ZZZZZZ');
    expect(generateCaseNumber(date, 123456789 % CASE_NUMBER_ENTROPY)).toMatch(CASE_NUMBER_PATTERN);
  });

  it('gives different numbers for different entropy and refuses out-of-range entropy', () => {
    const date = new Date('2026-03-10T12:00:00Z');
    expect(generateCaseNumber(date, 1)).not.toBe(generateCaseNumber(date, 2));
    expect(() => generateCaseNumber(date, -1)).toThrow(RangeError);
    expect(() => generateCaseNumber(date, CASE_NUMBER_ENTROPY)).toThrow(RangeError);
    expect(() => generateCaseNumber(date, 1.5)).toThrow(RangeError);
  });

  it('uses a readable suffix: no 0/O or 1/I look-alikes, 32 characters in each place', () => {
    const date = new Date('2026-03-10T12:00:00Z');
    const seen = new Set<string>();
    for (let entropy = 0; entropy < 32; entropy += 1) {
      const suffix = generateCaseNumber(date, entropy * 32 ** 5).slice(-6);
      expect(suffix.slice(1)).toBe('22222');
      seen.add(suffix.charAt(0));
    }
    expect(seen.size).toBe(32);
    expect([...seen].filter((character) => '0O1I'.includes(character))).toEqual([]);
    expect(CASE_NUMBER_ENTROPY).toBe(32 ** 6);
  });
});

describe('caseNumberReservationId', () => {
  it('keeps a generated number as it is and makes any typed number a valid, distinct document id', () => {
    expect(caseNumberReservationId('EK-20260310-7KQ2ZX')).toBe('EK-20260310-7KQ2ZX');
    expect(caseNumberReservationId('PR-2026-00142')).toBe('PR-2026-00142');
    const typed = ['2026/CV/12', '.', '..', '__name__', 'A B', 'a.b'];
    const ids = typed.map((number) => caseNumberReservationId(number));
    for (const id of ids) expect(isFirestoreId(id), id).toBe(true);
    expect(typed.filter((number) => isFirestoreId(number))).not.toEqual(typed);
    expect(new Set(ids).size).toBe(typed.length);
    expect(ids.map((id) => decodeURIComponent(id))).toEqual(typed);
  });
});

describe('upcomingDeadlines', () => {
  const today = '2026-03-10';
  const due = (id: string, dueDate: string | null, status = 'New') => ({ id, dueDate, status });

  it('lists at most 5 cases due today or later, soonest first', () => {
    const cases = [
      due('late', '2026-12-01'),
      due('past', '2026-03-09'),
      due('today', '2026-03-10'),
      due('none', null),
      due('b', '2026-04-02'),
      due('a', '2026-04-01'),
      due('c', '2026-05-01'),
      due('d', '2026-06-01'),
    ];
    expect(upcomingDeadlines(cases, today).map((c) => c.id)).toEqual(['today', 'a', 'b', 'c', 'd']);
  });

  it('leaves closed cases out and is empty without dates', () => {
    expect(upcomingDeadlines([due('closed', '2026-04-01', 'Closed')], today)).toEqual([]);
    expect(upcomingDeadlines([due('none', null)], today)).toEqual([]);
  });
});

describe('dashboard counts', () => {
  it('counts New, In Progress, Review and High priority', () => {
    expect(
      caseGlanceCounts([
        { status: 'New', priority: 'High' },
        { status: 'New', priority: 'Low' },
        { status: 'In Progress', priority: 'High' },
        { status: 'Review', priority: 'Medium' },
        { status: 'Closed', priority: 'High' },
      ]),
    ).toEqual({ new: 2, inProgress: 1, underReview: 1, highPriority: 3 });
  });

  it('shows Closed and Complete as done', () => {
    expect(isCaseStatusDone('Closed')).toBe(true);
    expect(isCaseStatusDone('Complete')).toBe(true);
    expect(isCaseStatusDone('Active')).toBe(false);
  });
});

describe('case members', () => {
  it('are the attorney alone until the client joins, then the attorney and the client', () => {
    expect(caseMemberIds({ attorneyId: 'avery', clientId: null })).toEqual(['avery']);
    expect(caseMemberIds({ attorneyId: 'avery', clientId: 'alice' })).toEqual(['avery', 'alice']);
  });
});
