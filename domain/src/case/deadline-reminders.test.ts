import { describe, expect, it } from 'vitest';
import { deadlineReminderFor, reminderDueDates, saleDeadlineRemindersFor } from './deadline-reminders';

const legalCase = { id: 'c1', dueDate: '2026-03-10', status: 'In Progress', attorneyId: 'avery', clientId: 'alice' };

describe('deadline reminders', () => {
  it('look 7 days and 1 day ahead', () => {
    expect(reminderDueDates('2026-02-27')).toEqual(['2026-03-06', '2026-02-28']);
  });

  it('are due 7 days and 1 day before the due date, to the attorney and the client', () => {
    expect(deadlineReminderFor(legalCase, '2026-03-03')).toEqual({
      caseId: 'c1',
      dueDate: '2026-03-10',
      daysLeft: 7,
      recipients: ['avery', 'alice'],
      key: 'deadline-c1-2026-03-10-7d',
    });
    expect(deadlineReminderFor(legalCase, '2026-03-09')).toMatchObject({
      daysLeft: 1,
      key: 'deadline-c1-2026-03-10-1d',
    });
  });

  it('are not due on other days, without a due date or for a closed case', () => {
    for (const today of ['2026-03-02', '2026-03-04', '2026-03-08', '2026-03-10', '2026-03-11']) {
      expect(deadlineReminderFor(legalCase, today)).toBeUndefined();
    }
    expect(deadlineReminderFor({ ...legalCase, dueDate: null }, '2026-03-03')).toBeUndefined();
    expect(deadlineReminderFor({ ...legalCase, status: 'Closed' }, '2026-03-03')).toBeUndefined();
  });

  it('go to the attorney alone until the client joined', () => {
    expect(deadlineReminderFor({ ...legalCase, clientId: null }, '2026-03-09')?.recipients).toEqual(['avery']);
  });
});

describe('sale deadline reminders', () => {
  const source = {
    propertyId: 'p1',
    propertyAddress: '12 Elm Street',
    parties: ['owner', 'agent', 'avery', 'alice', 'owner'],
    sale: {
      caseLinked: true,
      authority: { preset: 'ca-court-confirmation', lettersIssuedOn: '2026-01-05' },
      hearing: { date: '2026-03-20' },
      offers: [{ id: 'o1', amount: 500_000, status: 'accepted', acceptedOn: '2026-02-28' }],
    },
  } as const;
  const iaea = {
    ...source,
    sale: {
      ...source.sale,
      authority: { preset: 'ca-iaea-full', lettersIssuedOn: '2026-01-05', noticeMailedOn: '2026-03-01' },
      hearing: null,
    },
  } as const;

  it('are due 7 days and 1 day before the hearing, to every party once, keyed by property, date and offset', () => {
    expect(saleDeadlineRemindersFor(source, '2026-03-13')).toEqual([
      {
        propertyId: 'p1',
        propertyAddress: '12 Elm Street',
        kind: 'hearing',
        date: '2026-03-20',
        daysLeft: 7,
        recipients: ['owner', 'agent', 'avery', 'alice'],
        key: 'sale-hearing-p1-2026-03-20-7d',
      },
    ]);
    expect(saleDeadlineRemindersFor(source, '2026-03-19')).toMatchObject([
      { kind: 'hearing', daysLeft: 1, key: 'sale-hearing-p1-2026-03-20-1d' },
    ]);
    for (const today of ['2026-03-12', '2026-03-14', '2026-03-20']) {
      expect(saleDeadlineRemindersFor(source, today)).toEqual([]);
    }
  });

  it('are due before the end of the notice period (mailed 2026-03-01, 15 days: 2026-03-16)', () => {
    expect(saleDeadlineRemindersFor(iaea, '2026-03-09')).toMatchObject([
      { kind: 'noticeEnds', date: '2026-03-16', daysLeft: 7, key: 'sale-noticeEnds-p1-2026-03-16-7d' },
    ]);
    expect(saleDeadlineRemindersFor(iaea, '2026-03-15')).toMatchObject([{ kind: 'noticeEnds', daysLeft: 1 }]);
    expect(saleDeadlineRemindersFor({ ...iaea, sale: { ...iaea.sale, offers: [] } }, '2026-03-09')).toEqual([]);
  });
});
