import { describe, expect, it } from 'vitest';
import { adminTexts } from '../messages/admin-texts';
import {
  adminMailOutboxQuerySchema,
  adminUsersQuerySchema,
  canChangeReviewStatus,
  intakeConvertRequestSchema,
  intakeUpdateRequestSchema,
  reviewRequestSchema,
  reviewTransitionMessage,
} from './admin';

describe('property review moves', () => {
  it('go pending → reviewing → approved / rejected, and a decided property back to reviewing', () => {
    expect(canChangeReviewStatus('pending', 'reviewing')).toBe(true);
    expect(canChangeReviewStatus('reviewing', 'approved')).toBe(true);
    expect(canChangeReviewStatus('reviewing', 'rejected')).toBe(true);
    expect(canChangeReviewStatus('rejected', 'reviewing')).toBe(true);
    expect(canChangeReviewStatus('pending', 'approved')).toBe(false);
    expect(canChangeReviewStatus('approved', 'rejected')).toBe(false);
    expect(reviewTransitionMessage('pending', 'approved')).toBe(
      'A property that is pending cannot be marked approved.',
    );
  });

  it('need a reason to reject', () => {
    const failed = reviewRequestSchema.safeParse({ status: 'rejected', reason: '  ' });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: adminTexts.errors.rejectReasonRequired,
    });
    expect(reviewRequestSchema.parse({ status: 'approved' })).toEqual({ status: 'approved' });
  });
});

describe('admin request bodies and queries', () => {
  it('convert an intake request for an existing user or an invited owner (Guardian unless told)', () => {
    expect(intakeConvertRequestSchema.parse({ ownerId: 'u1' })).toEqual({ ownerId: 'u1' });
    expect(intakeConvertRequestSchema.parse({ inviteEmail: 'Owner@Example.com ' })).toMatchObject({ role: 'Guardian' });
    expect(intakeConvertRequestSchema.safeParse({ ownerId: 'u1', inviteEmail: 'a@example.com' }).success).toBe(false);
    expect(intakeConvertRequestSchema.safeParse({}).success).toBe(false);
  });

  it('never set an intake request converted by hand', () => {
    expect(intakeUpdateRequestSchema.safeParse({ status: 'converted' }).success).toBe(false);
    expect(intakeUpdateRequestSchema.parse({ status: 'dismissed', note: ' spam ' })).toEqual({
      status: 'dismissed',
      note: 'spam',
    });
  });

  it('read the page size and treat a blank search as none', () => {
    expect(adminUsersQuerySchema.parse({ query: '  ' })).toEqual({ limit: 50, query: undefined });
    expect(adminUsersQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ role: 'Owner' }).success).toBe(false);
  });
});

describe('the mail outbox list query', () => {
  it('takes a delivery state in either case, and refuses an unknown one', () => {
    expect(adminMailOutboxQuerySchema.parse({ state: 'error' }).state).toBe('ERROR');
    expect(adminMailOutboxQuerySchema.parse({ state: 'RETRY' }).state).toBe('RETRY');
    expect(adminMailOutboxQuerySchema.parse({}).state).toBeUndefined();
    expect(adminMailOutboxQuerySchema.safeParse({ state: 'lost' }).success).toBe(false);
  });
});
