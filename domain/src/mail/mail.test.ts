import { describe, expect, it } from 'vitest';
import {
  failedDelivery,
  isMailClaimable,
  MAIL_DELIVERY_STATES,
  mailDeliverySchema,
  mailRetryDelayMs,
  mailSchema,
  pendingDelivery,
  type MailDelivery,
} from './mail';
import { TEXT_LIMITS } from '../constants/text-limits';

describe('mail outbox', () => {
  it('has the delivery states of the send-email state machine', () => {
    expect(MAIL_DELIVERY_STATES).toEqual(['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY']);
  });

  it('accepts a queued mail to one or more addresses', () => {
    const mail = {
      id: 'm1',
      to: 'alice.guardian@example.com',
      message: { subject: 'Verify', text: 'Open the link' },
      delivery: pendingDelivery(),
      createdAt: new Date(),
    };
    expect(mailSchema.safeParse(mail).success).toBe(true);
    expect(mailSchema.safeParse({ ...mail, to: ['a@example.com', 'b@example.com'] }).success).toBe(true);
    expect(mailSchema.safeParse({ ...mail, to: 'nobody' }).success).toBe(false);
    expect(mailSchema.safeParse({ ...mail, to: [] }).success).toBe(false);
    expect(mailSchema.safeParse({ ...mail, delivery: { ...pendingDelivery(), state: 'SENT' } }).success).toBe(false);
  });

  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const queuedAt = new Date('2026-11-20T08:00:00Z');
  const at = (ms: number) => new Date(queuedAt.getTime() + ms);
  const transientFailure = (now: Date) => ({ error: 'ECONNREFUSED', transient: true, now, queuedAt });

  it('backs off 1 min, 5 min, 15 min, 1 h, then every 6 h', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map(mailRetryDelayMs)).toEqual([
      MINUTE,
      MINUTE,
      5 * MINUTE,
      15 * MINUTE,
      HOUR,
      6 * HOUR,
      6 * HOUR,
      6 * HOUR,
    ]);
  });

  it('schedules each retry of a transient failure at the next back-off, and ends in ERROR after 3 days', () => {
    // A fake clock: every attempt happens exactly when it is due.
    let delivery: MailDelivery = pendingDelivery();
    let now = queuedAt;
    const pauses: number[] = [];
    for (;;) {
      delivery = failedDelivery(delivery, transientFailure(now));
      if (delivery.state !== 'RETRY') break;
      expect(delivery.error).toBe('ECONNREFUSED');
      const next = delivery.nextAttemptAt ?? now;
      pauses.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(pauses.slice(0, 6)).toEqual([MINUTE, 5 * MINUTE, 15 * MINUTE, HOUR, 6 * HOUR, 6 * HOUR]);
    expect(now.getTime() - queuedAt.getTime()).toBeLessThanOrEqual(3 * 24 * HOUR);
    expect(now.getTime() - queuedAt.getTime()).toBeGreaterThan(3 * 24 * HOUR - 6 * HOUR);
    expect(delivery).toMatchObject({
      state: 'ERROR',
      attempts: pauses.length + 1,
      nextAttemptAt: null,
      error: `Gave up after ${pauses.length + 1} attempts: ECONNREFUSED`,
    });
  });

  it('lets a deliverer claim a PENDING mail at once, a RETRY when due and a PROCESSING one after its lease', () => {
    const now = at(HOUR);
    const retry = (nextAttemptAt: Date | null): MailDelivery => ({
      ...pendingDelivery(),
      state: 'RETRY',
      nextAttemptAt,
    });
    const processing = (startTime: Date): MailDelivery => ({ ...pendingDelivery(), state: 'PROCESSING', startTime });
    const sweep = ['RETRY', 'PROCESSING'] as const;

    expect(isMailClaimable(pendingDelivery(), ['PENDING'], now)).toBe(true);
    expect(isMailClaimable(pendingDelivery(), sweep, now)).toBe(false);
    expect(isMailClaimable(retry(now), sweep, now)).toBe(true);
    expect(isMailClaimable(retry(null), sweep, now)).toBe(true);
    expect(isMailClaimable(retry(at(HOUR + 1)), sweep, now)).toBe(false);
    expect(isMailClaimable(processing(at(50 * MINUTE)), sweep, now)).toBe(true);
    expect(isMailClaimable(processing(at(51 * MINUTE)), sweep, now)).toBe(false);
    expect(isMailClaimable(processing(at(0)), ['RETRY'], now)).toBe(false);
    expect(isMailClaimable({ ...pendingDelivery(), state: 'SUCCESS' }, [...MAIL_DELIVERY_STATES], now)).toBe(false);
  });

  it('keeps the start of an overlong error text, so the stored delivery still parses', () => {
    const delivery = failedDelivery(pendingDelivery(), {
      error: `550 ${'x'.repeat(10_000)}`,
      transient: false,
      now: queuedAt,
      queuedAt,
    });
    expect(delivery.error).toHaveLength(TEXT_LIMITS.note);
    expect(mailDeliverySchema.safeParse(delivery).success).toBe(true);
  });

  it('gives up at once on a permanent failure', () => {
    const failure = { error: '550 mailbox unavailable', transient: false, now: queuedAt, queuedAt };
    expect(failedDelivery(pendingDelivery(), failure)).toMatchObject({
      state: 'ERROR',
      attempts: 1,
      error: '550 mailbox unavailable',
      nextAttemptAt: null,
    });
  });
});
