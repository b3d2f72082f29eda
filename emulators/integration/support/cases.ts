import { randomUUID } from 'node:crypto';
import { emptyProgressStatus, type CasePriority, type CaseStatus, type ProgressStatus } from '@estatekey/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './admin';
import { seedProperty, type PropertySeed } from './properties';

export interface CaseSeed {
  readonly attorneyId: string;
  readonly clientId: string | null;
  readonly caseName?: string;
  readonly propertyIds?: readonly string[];
  readonly progressStatus?: Partial<ProgressStatus>;
  readonly status?: CaseStatus;
  readonly priority?: CasePriority;
  readonly dueDate?: string | null;
  readonly createdAt?: Date;
}

/** Writes `cases/{id}` as the attorney's intake and the client's acceptance would have, and returns its id. */
export async function seedCase(seed: CaseSeed): Promise<string> {
  const id = `it-case-${randomUUID()}`;
  await adminDb
    .collection('cases')
    .doc(id)
    .set({
      title: seed.caseName ?? 'Estate of Harold Guardian',
      caseName: seed.caseName ?? 'Estate of Harold Guardian',
      caseType: 'Probate Real Estate',
      caseNumber: `EK-20260301-${randomUUID().slice(0, 6).toUpperCase()}`,
      courtFilingNumber: '',
      description: '',
      status: seed.status ?? 'New',
      priority: seed.priority ?? 'Medium',
      dueDate: seed.dueDate ?? null,
      attorneyId: seed.attorneyId,
      clientId: seed.clientId,
      client: { firstName: 'Alice', lastName: 'Guardian', email: 'alice@example.com', phone: '', role: 'Guardian' },
      propertyIds: [...(seed.propertyIds ?? [])],
      progressStatus: { ...emptyProgressStatus(), ...seed.progressStatus },
      memberIds: seed.clientId ? [seed.attorneyId, seed.clientId] : [seed.attorneyId],
      createdAt: seed.createdAt ? Timestamp.fromDate(seed.createdAt) : Timestamp.now(),
      updatedBy: seed.attorneyId,
    });
  return id;
}

/** A property and a case associated both ways (the property's caseIds, the case's propertyIds); returns both ids. */
export async function seedPropertyWithCase(
  property: PropertySeed,
  legalCase: Omit<CaseSeed, 'propertyIds'>,
): Promise<{ propertyId: string; caseId: string }> {
  const propertyId = await seedProperty(property);
  const caseId = await seedCase({ ...legalCase, propertyIds: [propertyId] });
  await adminDb
    .collection('properties')
    .doc(propertyId)
    .update({ caseIds: [caseId] });
  return { propertyId, caseId };
}
