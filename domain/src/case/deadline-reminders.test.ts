import { describe, expect, it } from 'vitest';
import { deadlineReminderFor, reminderDueDates } from './deadline-reminders';

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
