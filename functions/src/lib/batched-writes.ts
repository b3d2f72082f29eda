import type { Firestore, WriteBatch } from 'firebase-admin/firestore';

/** Most writes one Firestore batch takes. */
export const BATCH_WRITE_LIMIT = 500;

/**
 * Writes `items` in batches of at most `BATCH_WRITE_LIMIT`, one batch after the other. Each batch is atomic, the whole
 * is not: for repairs and syncs that set documents to a state derived afresh on each run, so a run that stops half-way
 * is finished by the next.
 */
export async function writeInBatches<Item>(
  db: Firestore,
  items: readonly Item[],
  write: (batch: WriteBatch, item: Item) => void,
): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH_WRITE_LIMIT) {
    const batch = db.batch();
    for (const item of items.slice(start, start + BATCH_WRITE_LIMIT)) write(batch, item);
    await batch.commit();
  }
}
