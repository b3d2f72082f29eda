import { addDaysIso, apiPath, apiRoutes, apiErrorBodySchema, errorsTexts, serverTodayIsoDate } from '@estatekey/domain';
import type {
  DocumentReference,
  Firestore,
  ReadOnlyTransactionOptions,
  ReadWriteTransactionOptions,
  Transaction,
} from 'firebase-admin/firestore';

type TransactionOptions = ReadWriteTransactionOptions | ReadOnlyTransactionOptions;
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/src/http/app';
import { withServer } from '../../functions/src/testing/serve-app';
import { createAccountWithRole } from './support/accounts';
import { adminAuth, adminDb, adminDbWith } from './support/admin';
import { bystanderUid, seedProperty } from './support/properties';

/*
 * A transaction that keeps losing to concurrent ones: Firestore answers ABORTED, the Admin SDK retries (5 attempts
 * with back-off) and gives up. The API's real app runs against the emulators here, with one fault injected: every
 * attempt of a transaction that writes a showing runs its reads and queues its writes, then loses instead of
 * committing. The other transactions of the request (the rate limiter's) commit as usual.
 */

const ABORTED = 10;

function lostTransaction(): Error {
  return Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), {
    code: ABORTED,
    details: 'Transaction lock timeout.',
  });
}

/** adminDb, except that each attempt of a transaction writing to `collection` loses once its function has run. */
function losingTransactionsOn(collection: string, attempts: { count: number }): Firestore {
  return adminDbWith({
    runTransaction: <T>(update: (transaction: Transaction) => Promise<T>, options?: TransactionOptions) =>
      adminDb.runTransaction(async (transaction) => {
        let writesCollection = false;
        const watched = new Proxy(transaction, {
          get(inner, name) {
            const value: unknown = Reflect.get(inner, name, inner);
            if (typeof value !== 'function') return value;
            return (...args: unknown[]) => {
              const [ref] = args as [DocumentReference | undefined];
              if (['set', 'create', 'update'].includes(String(name)) && ref?.parent?.id === collection) {
                writesCollection = true;
              }
              const answer: unknown = Reflect.apply(value as (...a: unknown[]) => unknown, inner, args);
              // The chainable writes answer the transaction itself: keep answering the watching proxy.
              return answer === inner ? watched : answer;
            };
          },
        });
        const result = await update(watched);
        if (!writesCollection) return result;
        attempts.count += 1;
        throw lostTransaction();
      }, options),
  });
}

describe('a transaction that keeps losing (ABORTED)', () => {
  it('answers 503 with Retry-After and the try-again text, after the SDK retried, and writes nothing', async () => {
    const agent = await createAccountWithRole('Agent');
    const propertyId = await seedProperty({ ownerId: bystanderUid('owner'), sharedWith: { [agent.uid]: 'view' } });
    const attempts = { count: 0 };
    const app = createApp({
      auth: adminAuth,
      db: losingTransactionsOn('showings', attempts),
      trustedProxyHops: () => 0,
    });

    const answer = await withServer(app, async (origin) => {
      // The SDK's back-off between its attempts adds up to several seconds.
      const response = await fetch(`${origin}${apiPath(apiRoutes.createShowing)}`, {
        signal: AbortSignal.timeout(60_000),
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${agent.idToken}` },
        body: JSON.stringify({
          propertyId,
          date: addDaysIso(serverTodayIsoDate(), 7),
          startTime: '10:00',
          endTime: '10:30',
          clientName: 'Bob Buyer',
        }),
      });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    });

    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe('1');
    expect(apiErrorBodySchema.parse(answer.body).message).toBe(errorsTexts.busy);
    // The SDK tried again before giving up: the answer is for a transaction that kept losing, not one lost once.
    expect(attempts.count).toBeGreaterThan(1);
    const [showings, buyers] = await Promise.all([
      adminDb.collection('showings').where('propertyId', '==', propertyId).get(),
      adminDb.collection('showingBuyers').where('agentId', '==', agent.uid).get(),
    ]);
    expect(showings.size).toBe(0);
    expect(buyers.size).toBe(0);
  });
});
