import {
  emptyProgressStatus,
  emptyStatusData,
  type Case,
  type MilestoneKey,
  type MilestoneStatus,
  type PermissionLevel,
  type Property,
  type Role,
} from '@estatekey/domain';
import { propertyFormFixture } from '@estatekey/domain/testing/fixtures';
import { FIXTURE_TIME, PERSONAS } from './harness.ts';

/** The persona that plays each role in the matrix tests. */
export const PERSONA_OF_ROLE = {
  Admin: PERSONAS.ada,
  Guardian: PERSONAS.alice,
  Executor: PERSONAS.eve,
  Attorney: PERSONAS.avery,
  Agent: PERSONAS.aaron,
} as const satisfies Record<Role, { role: Role }>;

export const PROPERTY_RELATIONS = ['owner', 'manage share', 'view share', 'outsider'] as const;
export type PropertyRelation = (typeof PROPERTY_RELATIONS)[number];

export const PROPERTY_ID = 'property-under-test';
export const PROPERTY_PATH = `properties/${PROPERTY_ID}`;

export type PropertyFixture = Omit<Property, 'id'>;
type Milestones = Partial<Record<MilestoneKey, MilestoneStatus>>;

export function propertyFixture(
  ownerId: string,
  sharedWith: Record<string, PermissionLevel> = {},
  statusData: Milestones = {},
): PropertyFixture {
  return {
    ownerId,
    ...propertyFormFixture({
      contactInfo: { name: 'Alice Guardian', email: PERSONAS.alice.email, phone: PERSONAS.alice.phone },
    }),
    status: 'reviewing',
    statusData: { ...emptyStatusData(), ...statusData },
    sharedWith,
    memberIds: [ownerId, ...Object.keys(sharedWith)],
    caseIds: [],
    caseLinksByShare: {},
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
    updatedBy: ownerId,
  };
}

/** A property that stands in the given relation to `callerUid`; someone else owns it unless the caller does. */
export function propertyRelatedTo(
  callerUid: string,
  relation: PropertyRelation,
  statusData: Milestones = {},
): PropertyFixture {
  const otherOwner = callerUid === PERSONAS.alice.uid ? PERSONAS.eve.uid : PERSONAS.alice.uid;
  switch (relation) {
    case 'owner':
      return propertyFixture(callerUid, {}, statusData);
    case 'manage share':
      return propertyFixture(otherOwner, { [callerUid]: 'manage' }, statusData);
    case 'view share':
      return propertyFixture(otherOwner, { [callerUid]: 'view' }, statusData);
    case 'outsider':
      return propertyFixture(otherOwner, {}, statusData);
  }
}

export const CASE_ID = 'case-under-test';
export const CASE_PATH = `cases/${CASE_ID}`;

/** Avery's case with Alice as the client. */
export function caseFixture(): Omit<Case, 'id'> {
  return {
    title: 'Estate of Harold Guardian',
    caseName: 'Probate Real Estate - Alice',
    caseType: 'Probate Real Estate',
    caseNumber: 'PR-2026-0001',
    courtFilingNumber: '',
    description: 'Sale of the family home under court supervision.',
    status: 'In Progress',
    priority: 'High',
    dueDate: '2026-03-01',
    attorneyId: PERSONAS.avery.uid,
    clientId: PERSONAS.alice.uid,
    client: {
      firstName: PERSONAS.alice.firstName,
      lastName: PERSONAS.alice.lastName,
      email: PERSONAS.alice.email,
      phone: PERSONAS.alice.phone,
      role: 'Guardian',
    },
    propertyIds: [PROPERTY_ID],
    progressStatus: emptyProgressStatus(),
    memberIds: [PERSONAS.avery.uid, PERSONAS.alice.uid],
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
    updatedBy: PERSONAS.avery.uid,
  };
}
