import { describe, expect, it } from 'vitest';
import { failedDelivery, MAIL_DELIVERY_STATES, mailDeliverySchema, mailSchema, pendingDelivery } from './mail';
import { MAIL_MAX_ATTEMPTS } from '../constants/app';
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

  it('retries transient failures until the attempts run out', () => {
    let delivery = pendingDelivery();
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
      delivery = failedDelivery(delivery, 'ECONNREFUSED', true);
      expect(delivery).toMatchObject({ state: 'RETRY', attempts: attempt, error: 'ECONNREFUSED' });
    }
    expect(failedDelivery(delivery, 'ECONNREFUSED', true).state).toBe('ERROR');
  });

  it('keeps the start of an overlong error text, so the stored delivery still parses', () => {
    const delivery = failedDelivery(pendingDelivery(), `550 ${'x'.repeat(10_000)}`, false);
    expect(delivery.error).toHaveLength(TEXT_LIMITS.note);
    expect(mailDeliverySchema.safeParse(delivery).success).toBe(true);
  });

  it('gives up at once on a permanent failure', () => {
    expect(failedDelivery(pendingDelivery(), '550 mailbox unavailable', false)).toMatchObject({
      state: 'ERROR',
      attempts: 1,
    });
  });
});
