import type { WriteBatch } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { BATCH_WRITE_LIMIT, writeInBatches } from '../../functions/src/lib/batched-writes';
import { adminDb, adminDbWith } from './support/admin';

// A collection of this test only: no trigger or rule reads it.
const SCRATCH = 'batchedWritesTest';

describe('writeInBatches (the repairs and syncs that may touch more documents than one batch takes)', () => {
  it('writes every item of a list longer than two batches, in batches Firestore accepts', async () => {
    const count = 2 * BATCH_WRITE_LIMIT + 1;
    const runId = crypto.randomUUID();
    const refs = Array.from({ length: count }, (_, index) => adminDb.collection(SCRATCH).doc(`${runId}-${index}`));
    // Which batch each item went into, as the callback sees it.
    const writesPerBatch = new Map<WriteBatch, number>();

    await writeInBatches(adminDb, refs, (batch, ref) => {
      writesPerBatch.set(batch, (writesPerBatch.get(batch) ?? 0) + 1);
      batch.set(ref, { runId });
    });

    expect([...writesPerBatch.values()]).toEqual([BATCH_WRITE_LIMIT, BATCH_WRITE_LIMIT, 1]);
    const written = await adminDb.collection(SCRATCH).where('runId', '==', runId).count().get();
    expect(written.data().count).toBe(count);
  });

  it('writes nothing and commits no batch for an empty list', async () => {
    let batches = 0;
    const countingDb = adminDbWith({
      batch: () => {
        batches += 1;
        return adminDb.batch();
      },
    });
    await writeInBatches(countingDb, [], () => undefined);
    expect(batches).toBe(0);
  });
});
