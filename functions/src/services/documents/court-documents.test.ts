import { documentsTexts, type Case } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { attorneyNamesOf } from './court-documents';

vi.mock('firebase-functions/logger', () => ({ logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const cases = [
  { id: 'case-1', attorneyId: 'avery' },
  { id: 'case-2', attorneyId: 'blake' },
] as unknown as Case[];

/** A Firestore whose profile reads fail, as when the users collection cannot be reached. */
const unreachableProfiles = {
  collection: () => ({ withConverter: () => ({ doc: (id: string) => ({ id }) }), doc: (id: string) => ({ id }) }),
  getAll: () => Promise.reject(new Error('14 UNAVAILABLE')),
} as unknown as Firestore;

describe('attorneyNamesOf', () => {
  it("names every case 'Legal Counsel' when the attorney names cannot be read, so the documents still load", async () => {
    const names = await attorneyNamesOf(unreachableProfiles, cases);
    expect([...names]).toEqual([
      ['case-1', documentsTexts.legalCounsel],
      ['case-2', documentsTexts.legalCounsel],
    ]);
  });
});
