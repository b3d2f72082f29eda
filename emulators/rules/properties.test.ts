import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  canEditMilestone,
  canUpdateMilestone,
  MILESTONE_KEYS,
  MILESTONE_STATUSES,
  ROLES,
  SALE_GATED_MILESTONES,
  saleMilestoneCompletionAllowed,
  type MilestoneKey,
  type MilestoneStatus,
  type SaleGates,
} from '@estatekey/domain';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type UpdateData,
} from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PERSONA_OF_ROLE, PROPERTY_PATH, PROPERTY_RELATIONS, propertyFixture, propertyRelatedTo } from './fixtures.ts';
import {
  firestoreAs,
  firestoreSignedOut,
  firestoreWithoutRole,
  PERSONAS,
  seedDocuments,
  startRulesTestEnvironment,
} from './harness.ts';

const env = await startRulesTestEnvironment();
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

/** A different value than the one the test writes, so the write really changes the milestone. */
function startingValueBefore(value: MilestoneStatus): MilestoneStatus {
  return value === 'Pending' ? 'Completed' : 'Pending';
}

function milestoneUpdate(db: Firestore, uid: string, changes: Record<string, unknown>): Promise<void> {
  const fields: UpdateData<DocumentData> = { updatedBy: uid, updatedAt: serverTimestamp() };
  for (const [key, value] of Object.entries(changes)) fields[`statusData.${key}`] = value;
  return updateDoc(doc(db, PROPERTY_PATH), fields);
}

describe('property milestones follow MILESTONE_EDITORS and the caller’s relation to the property', () => {
  for (const role of ROLES) {
    const caller = PERSONA_OF_ROLE[role];
    describe(`${role} (${caller.firstName})`, () => {
      const cells = PROPERTY_RELATIONS.flatMap((relation) =>
        MILESTONE_KEYS.flatMap((key) => MILESTONE_STATUSES.map((value) => ({ relation, key, value }))),
      );
      for (const { relation, key, value } of cells) {
        const property = propertyRelatedTo(caller.uid, relation, { [key]: startingValueBefore(value) });
        const allowed = canUpdateMilestone({ role, uid: caller.uid, property }, key);
        it(`as ${relation} ${allowed ? 'may' : 'may not'} set ${key} to ${value}`, async () => {
          await seedDocuments(env, { [PROPERTY_PATH]: property });
          const attempt = milestoneUpdate(firestoreAs(env, caller), caller.uid, { [key]: value });
          if (allowed) await assertSucceeds(attempt);
          else await assertFails(attempt);
        });
      }
    });
  }
});

describe('the sale path gates the offer and closed milestones (saleGates, kept by functions)', () => {
  const gateStates: readonly { name: string; gates: SaleGates | null }[] = [
    { name: 'no saleGates (ordinary sale)', gates: null },
    { name: 'gates closed', gates: { offerMilestoneAllowed: false, closeMilestoneAllowed: false } },
    { name: 'gates open', gates: { offerMilestoneAllowed: true, closeMilestoneAllowed: true } },
    { name: 'only offer open', gates: { offerMilestoneAllowed: true, closeMilestoneAllowed: false } },
  ];
  const gatedKeys = Object.keys(SALE_GATED_MILESTONES) as MilestoneKey[];
  for (const role of ROLES) {
    const caller = PERSONA_OF_ROLE[role];
    for (const relation of ['owner', 'manage share'] as const) {
      for (const key of gatedKeys) {
        const fixture = propertyRelatedTo(caller.uid, relation, { [key]: 'In Progress' });
        // Only the roles that may set the milestone at all are gated; the others are refused by the table above.
        if (!canUpdateMilestone({ role, uid: caller.uid, property: fixture }, key)) continue;
        for (const { name, gates } of gateStates) {
          const allowed = saleMilestoneCompletionAllowed(key, gates);
          it(`${role} as ${relation}, ${name}: ${allowed ? 'may' : 'may not'} set ${key} Completed`, async () => {
            const property = gates === null ? fixture : { ...fixture, saleGates: gates };
            await seedDocuments(env, { [PROPERTY_PATH]: property });
            const attempt = milestoneUpdate(firestoreAs(env, caller), caller.uid, { [key]: 'Completed' });
            if (allowed) await assertSucceeds(attempt);
            else await assertFails(attempt);
          });
          if (!allowed) {
            it(`${role} as ${relation}, ${name}: may still move ${key} short of Completed`, async () => {
              await seedDocuments(env, { [PROPERTY_PATH]: { ...fixture, saleGates: gates } });
              await assertSucceeds(milestoneUpdate(firestoreAs(env, caller), caller.uid, { [key]: 'Pending' }));
            });
          }
        }
      }
    }
  }

  it('a gated milestone already Completed may stay Completed while another milestone changes', async () => {
    const alice = PERSONAS.alice;
    const closedGates = { offerMilestoneAllowed: false, closeMilestoneAllowed: false };
    await seedDocuments(env, {
      [PROPERTY_PATH]: { ...propertyRelatedTo(alice.uid, 'owner', { offer: 'Completed' }), saleGates: closedGates },
    });
    await assertSucceeds(milestoneUpdate(firestoreAs(env, alice), alice.uid, { keyPickup: 'Completed' }));
  });
});

describe('property milestone values', () => {
  const badValues: readonly unknown[] = ['Complete', 'Done', 'pending', '', null, 1, true];
  for (const role of ROLES) {
    const caller = PERSONA_OF_ROLE[role];
    const key = MILESTONE_KEYS.find((candidate) => canEditMilestone(role, candidate));
    if (!key) continue;
    for (const value of badValues) {
      it(`${role} owner may not set ${key} to ${JSON.stringify(value)}`, async () => {
        await seedDocuments(env, { [PROPERTY_PATH]: propertyRelatedTo(caller.uid, 'owner') });
        await assertFails(milestoneUpdate(firestoreAs(env, caller), caller.uid, { [key]: value }));
      });
    }
  }

  it('an admin may not add a milestone that does not exist', async () => {
    await seedDocuments(env, { [PROPERTY_PATH]: propertyRelatedTo(PERSONAS.ada.uid, 'outsider') });
    await assertFails(milestoneUpdate(firestoreAs(env, PERSONAS.ada), PERSONAS.ada.uid, { bogus: 'Completed' }));
  });

  it('an admin may not remove a milestone', async () => {
    await seedDocuments(env, { [PROPERTY_PATH]: propertyRelatedTo(PERSONAS.ada.uid, 'outsider') });
    await assertFails(milestoneUpdate(firestoreAs(env, PERSONAS.ada), PERSONAS.ada.uid, { keyPickup: deleteField() }));
  });

  it('a guardian may set several of her milestones in one write', async () => {
    await seedDocuments(env, { [PROPERTY_PATH]: propertyRelatedTo(PERSONAS.alice.uid, 'owner') });
    await assertSucceeds(
      milestoneUpdate(firestoreAs(env, PERSONAS.alice), PERSONAS.alice.uid, {
        keyPickup: 'Completed',
        cleanout: 'In Progress',
      }),
    );
  });

  it('one milestone the role may not edit spoils the whole write', async () => {
    await seedDocuments(env, { [PROPERTY_PATH]: propertyRelatedTo(PERSONAS.alice.uid, 'owner') });
    await assertFails(
      milestoneUpdate(firestoreAs(env, PERSONAS.alice), PERSONAS.alice.uid, {
        keyPickup: 'Completed',
        marketing: 'Completed',
      }),
    );
  });

  it('an account without a role claim may not set milestones even on its own property', async () => {
    const uid = 'account-without-role';
    await seedDocuments(env, { [PROPERTY_PATH]: propertyFixture(uid) });
    await assertFails(milestoneUpdate(firestoreWithoutRole(env, uid), uid, { keyPickup: 'Completed' }));
  });
});

describe('property milestone writes are stamped with the caller and the server time', () => {
  const alice = PERSONAS.alice;

  beforeEach(() => seedDocuments(env, { [PROPERTY_PATH]: propertyRelatedTo(alice.uid, 'owner') }));

  it('the owner may not record someone else as updatedBy', async () => {
    await assertFails(milestoneUpdate(firestoreAs(env, alice), PERSONAS.eve.uid, { keyPickup: 'Completed' }));
  });

  it('a milestone write must set updatedBy (the previous updater is not kept)', async () => {
    await seedDocuments(env, {
      [PROPERTY_PATH]: { ...propertyRelatedTo(alice.uid, 'owner'), updatedBy: PERSONAS.aaron.uid },
    });
    await assertFails(
      updateDoc(doc(firestoreAs(env, alice), PROPERTY_PATH), {
        'statusData.keyPickup': 'Completed',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('updatedAt must be the server time, not a time chosen by the client', async () => {
    await assertFails(
      updateDoc(doc(firestoreAs(env, alice), PROPERTY_PATH), {
        'statusData.keyPickup': 'Completed',
        updatedBy: alice.uid,
        updatedAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')),
      }),
    );
  });
});

describe('property fields other than milestones are written only by functions', () => {
  const otherFieldChanges: Record<string, Record<string, unknown>> = {
    address: { address: '1 Other Road' },
    'review status': { status: 'approved' },
    sharedWith: { [`sharedWith.${PERSONAS.mallory.uid}`]: 'manage' },
    memberIds: { memberIds: [PERSONAS.alice.uid, PERSONAS.mallory.uid] },
    ownerId: { ownerId: PERSONAS.mallory.uid },
    caseIds: { caseIds: ['some-case'] },
    createdAt: { createdAt: serverTimestamp() },
    'a lockbox code': { 'details.lockboxCode': '4821' },
    saleGates: { saleGates: { offerMilestoneAllowed: true, closeMilestoneAllowed: true } },
    saleAuthority: { saleAuthority: { preset: 'tx-independent', lettersIssuedOn: '2026-01-02', objections: [] } },
    saleHearing: { saleHearing: { date: '2026-03-01', outcome: 'confirmed' } },
    saleAttorneyIds: { saleAttorneyIds: [PERSONAS.mallory.uid] },
  };

  for (const caller of [PERSONAS.alice, PERSONAS.ada]) {
    for (const [field, change] of Object.entries(otherFieldChanges)) {
      it(`${caller.role} may not change ${field}, even alongside a permitted milestone`, async () => {
        await seedDocuments(env, { [PROPERTY_PATH]: propertyRelatedTo(PERSONAS.alice.uid, 'owner') });
        await assertFails(
          updateDoc(doc(firestoreAs(env, caller), PROPERTY_PATH), {
            ...change,
            'statusData.keyPickup': 'Completed',
            updatedBy: caller.uid,
            updatedAt: serverTimestamp(),
          }),
        );
      });
    }
  }

  for (const caller of [PERSONAS.alice, PERSONAS.ada]) {
    it(`${caller.role} may not create a property directly`, async () => {
      await assertFails(setDoc(doc(firestoreAs(env, caller), PROPERTY_PATH), propertyFixture(caller.uid)));
    });

    it(`${caller.role} may not delete a property directly`, async () => {
      await seedDocuments(env, { [PROPERTY_PATH]: propertyRelatedTo(PERSONAS.alice.uid, 'owner') });
      await assertFails(deleteDoc(doc(firestoreAs(env, caller), PROPERTY_PATH)));
    });
  }
});

describe('who reads a property', () => {
  const readers = [
    { who: 'the owner', persona: PERSONAS.alice, relation: 'owner', allowed: true },
    { who: 'a manage share', persona: PERSONAS.aaron, relation: 'manage share', allowed: true },
    { who: 'a view share', persona: PERSONAS.aaron, relation: 'view share', allowed: true },
    { who: 'an outsider', persona: PERSONAS.mallory, relation: 'outsider', allowed: false },
    { who: 'an admin with no share', persona: PERSONAS.ada, relation: 'outsider', allowed: true },
  ] as const;

  for (const { who, persona, relation, allowed } of readers) {
    it(`${who} ${allowed ? 'may' : 'may not'} read it`, async () => {
      await seedDocuments(env, { [PROPERTY_PATH]: propertyRelatedTo(persona.uid, relation) });
      const attempt = getDoc(doc(firestoreAs(env, persona), PROPERTY_PATH));
      if (allowed) await assertSucceeds(attempt);
      else await assertFails(attempt);
    });
  }

  it('a signed-out visitor may not read it', async () => {
    await seedDocuments(env, { [PROPERTY_PATH]: propertyRelatedTo(PERSONAS.alice.uid, 'owner') });
    await assertFails(getDoc(doc(firestoreSignedOut(env), PROPERTY_PATH)));
  });

  it('a member may list the properties whose memberIds contain her', async () => {
    await seedDocuments(env, { [PROPERTY_PATH]: propertyRelatedTo(PERSONAS.aaron.uid, 'view share') });
    const db = firestoreAs(env, PERSONAS.aaron);
    await assertSucceeds(
      getDocs(query(collection(db, 'properties'), where('memberIds', 'array-contains', PERSONAS.aaron.uid))),
    );
  });

  it('a non-admin may not list every property', async () => {
    await seedDocuments(env, { [PROPERTY_PATH]: propertyRelatedTo(PERSONAS.aaron.uid, 'view share') });
    await assertFails(getDocs(collection(firestoreAs(env, PERSONAS.aaron), 'properties')));
  });

  it('an admin may list every property', async () => {
    await seedDocuments(env, { [PROPERTY_PATH]: propertyRelatedTo(PERSONAS.alice.uid, 'owner') });
    await assertSucceeds(getDocs(collection(firestoreAs(env, PERSONAS.ada), 'properties')));
  });
});

describe('the lockbox code is never readable through Firestore (served by GET /api/properties/{id}/lockbox)', () => {
  const ACCESS_PATH = `${PROPERTY_PATH}/private/access`;
  const sealed = 'v1.aXY.dGFn.Y2lwaGVydGV4dA';

  async function seedLockboxProperty(details: Record<string, unknown> = { keyPickupMethod: 'lockbox' }) {
    await seedDocuments(env, {
      [PROPERTY_PATH]: { ...propertyRelatedTo(PERSONAS.aaron.uid, 'view share'), details },
      [ACCESS_PATH]: { lockboxCode: sealed, updatedBy: PERSONAS.alice.uid },
    });
  }

  it('a view-share agent reads the property, which holds no code, and may not read its private access document', async () => {
    await seedLockboxProperty();
    const aaron = firestoreAs(env, PERSONAS.aaron);
    const property = await assertSucceeds(getDoc(doc(aaron, PROPERTY_PATH)));
    expect(property.get('details')).toEqual({ keyPickupMethod: 'lockbox' });
    await assertFails(getDoc(doc(aaron, ACCESS_PATH)));
    await assertFails(getDocs(collection(aaron, `${PROPERTY_PATH}/private`)));
  });

  for (const persona of [PERSONAS.alice, PERSONAS.ada, PERSONAS.mallory]) {
    it(`${persona.firstName} (${persona.role}) may neither read nor write the private access document`, async () => {
      await seedLockboxProperty();
      const db = firestoreAs(env, persona);
      await assertFails(getDoc(doc(db, ACCESS_PATH)));
      await assertFails(setDoc(doc(db, ACCESS_PATH), { lockboxCode: '1234' }));
      await assertFails(deleteDoc(doc(db, ACCESS_PATH)));
    });
  }

  it('a property still carrying a plaintext code takes no client write until the repair moved it', async () => {
    await seedLockboxProperty({ keyPickupMethod: 'lockbox', lockboxCode: '4821' });
    await assertFails(
      milestoneUpdate(firestoreAs(env, PERSONAS.alice), PERSONAS.alice.uid, { keyPickup: 'Completed' }),
    );
  });

  it('the owner may still set milestones of a property whose code is kept privately', async () => {
    await seedLockboxProperty();
    await assertSucceeds(
      milestoneUpdate(firestoreAs(env, PERSONAS.alice), PERSONAS.alice.uid, { keyPickup: 'Completed' }),
    );
  });
});

describe("the sale's offers (properties/{id}/offers) are read like the property, and by the linked cases' attorneys", () => {
  const OFFER_PATH = `${PROPERTY_PATH}/offers/offer-1`;
  const offer = {
    propertyId: 'property-under-test',
    buyerName: 'Bob Buyer',
    amountCents: 50_000_000,
    depositCents: 1_000_000,
    financing: 'cash',
    contingencies: [],
    expiresOn: '2026-12-31',
    status: 'received',
    createdBy: PERSONAS.alice.uid,
    createdAt: Timestamp.fromMillis(0),
    updatedAt: Timestamp.fromMillis(0),
    updatedBy: PERSONAS.alice.uid,
  };
  const property = {
    ...propertyFixture(PERSONAS.alice.uid, { [PERSONAS.aaron.uid]: 'view' }),
    saleAttorneyIds: [PERSONAS.avery.uid],
  };
  const readers = [
    { who: 'the owner', persona: PERSONAS.alice, allowed: true },
    { who: 'a shared agent', persona: PERSONAS.aaron, allowed: true },
    { who: "a linked case's attorney", persona: PERSONAS.avery, allowed: true },
    { who: 'an admin', persona: PERSONAS.ada, allowed: true },
    { who: 'an outsider', persona: PERSONAS.mallory, allowed: false },
  ];

  for (const { who, persona, allowed } of readers) {
    it(`${who} ${allowed ? 'may' : 'may not'} read an offer, and may not write one`, async () => {
      await seedDocuments(env, { [PROPERTY_PATH]: property, [OFFER_PATH]: offer });
      const db = firestoreAs(env, persona);
      const read = getDoc(doc(db, OFFER_PATH));
      if (allowed) await assertSucceeds(read);
      else await assertFails(read);
      await assertFails(updateDoc(doc(db, OFFER_PATH), { status: 'accepted' }));
      await assertFails(setDoc(doc(db, `${PROPERTY_PATH}/offers/by-client`), offer));
    });
  }

  it('an attorney no longer listed (the case was unlinked) may not read it', async () => {
    await seedDocuments(env, { [PROPERTY_PATH]: { ...property, saleAttorneyIds: [] }, [OFFER_PATH]: offer });
    await assertFails(getDoc(doc(firestoreAs(env, PERSONAS.avery), OFFER_PATH)));
  });
});
