import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../constants/collections';
import { MILESTONE_KEYS } from '../property/milestones';
import { ROLES } from '../roles/roles';
import {
  sameMembers,
  canClientMarkNotificationRead,
  canClientUpdateMilestones,
  canClientUpdateOwnProfile,
  canReadDocument,
  COLLECTION_ACCESS,
  COLLECTION_NAMES,
  isFunctionsOnly,
} from './collections';
import { MILESTONE_EDITORS } from './milestones';

const alice = { uid: 'persona-alice', role: 'Guardian' } as const;
const aaron = { uid: 'persona-aaron', role: 'Agent' } as const;
const avery = { uid: 'persona-avery', role: 'Attorney' } as const;
const ada = { uid: 'persona-ada', role: 'Admin' } as const;
const mallory = { uid: 'persona-mallory', role: 'Guardian' } as const;

describe('COLLECTION_ACCESS', () => {
  it('covers every collection of the data model', () => {
    expect(COLLECTION_NAMES.sort()).toEqual(
      [
        'appointments',
        'auditLog',
        'calendarFeeds',
        'caseNotes',
        'caseNumbers',
        'cases',
        'conversationMessages',
        'conversations',
        'documents',
        'intakeRequests',
        'invitations',
        'mail',
        'notifications',
        'properties',
        'propertyCustodyLog',
        'propertyKeyPickups',
        'propertyOffers',
        'propertyPrivate',
        'rateLimits',
        'showingBuyers',
        'showingSettings',
        'showings',
        'userPrivate',
        'users',
      ].sort(),
    );
  });

  it('lets clients write only profiles, milestones and the read flag', () => {
    const writable = COLLECTION_NAMES.filter((name) => !isFunctionsOnly(name)).sort();
    expect(writable).toEqual(['notifications', 'properties', 'users']);
    for (const name of COLLECTION_NAMES) {
      expect(COLLECTION_ACCESS[name].create.kind, name).toBe('none');
      expect(COLLECTION_ACCESS[name].delete.kind, name).toBe('none');
    }
  });

  it('has a row for every collection functions write, so the rules tests walk each one', () => {
    const patterns = COLLECTION_NAMES.map((name) => COLLECTION_ACCESS[name].path);
    for (const collection of Object.values(COLLECTIONS)) {
      expect(
        patterns.some((pattern) => pattern.split('/').includes(collection)),
        collection,
      ).toBe(true);
    }
  });

  it('lets nobody read secrets, invitations, the mail outbox, feed tokens, case-number reservations, the rate limits or showing settings', () => {
    const serverOnly = [
      'userPrivate',
      'invitations',
      'mail',
      'calendarFeeds',
      'caseNumbers',
      'rateLimits',
      'showingSettings',
    ] as const;
    for (const name of serverOnly) {
      for (const caller of [alice, ada, avery]) {
        expect(canReadDocument(name, caller, { id: caller.uid, parentId: caller.uid, data: {} })).toBe(false);
      }
    }
  });
});

describe('canReadDocument', () => {
  const property = { id: 'p1', data: { ownerId: alice.uid, memberIds: [alice.uid, aaron.uid] } };

  it('lets members and admins read a property, others not', () => {
    expect(canReadDocument('properties', alice, property)).toBe(true);
    expect(canReadDocument('properties', aaron, property)).toBe(true);
    expect(canReadDocument('properties', ada, property)).toBe(true);
    expect(canReadDocument('properties', mallory, property)).toBe(false);
    expect(canReadDocument('properties', avery, property)).toBe(false);
    expect(canReadDocument('properties', null, property)).toBe(false);
  });

  it('leaves an unverified account its own profile and notifications only (DESIGN §5)', () => {
    const unverifiedAlice = { ...alice, emailVerified: false };
    const unverifiedAda = { ...ada, emailVerified: false };
    expect(canReadDocument('properties', unverifiedAlice, property)).toBe(false);
    expect(canReadDocument('properties', unverifiedAda, property)).toBe(false);
    expect(canReadDocument('users', unverifiedAlice, { id: alice.uid, data: {} })).toBe(true);
    expect(canReadDocument('users', unverifiedAda, { id: alice.uid, data: {} })).toBe(false);
    expect(canReadDocument('notifications', unverifiedAlice, { id: 'n1', parentId: alice.uid, data: {} })).toBe(true);
    // Every grant but the own-profile/notification ones is gone, in every collection, for every role.
    const uid = alice.uid;
    const everyGrantMatches = {
      id: uid,
      parentId: uid,
      parentCaseAttorneyId: uid,
      parentPropertyData: { memberIds: [uid], saleAttorneyIds: [uid] },
      parentConversationData: { participantIds: [uid] },
      data: { memberIds: [uid], readerIds: [uid], userId: uid, agentId: uid, ownerId: uid, participantIds: [uid] },
    };
    for (const name of COLLECTION_NAMES) {
      for (const role of ROLES) {
        // Verified, an admin matches a grant of every collection that has one.
        if (role === 'Admin') {
          expect(canReadDocument(name, { uid, role }, everyGrantMatches), name).toBe(
            COLLECTION_ACCESS[name].read.length > 0,
          );
        }
        const owns = name === 'users' || name === 'notifications';
        expect(canReadDocument(name, { uid, role, emailVerified: false }, everyGrantMatches), `${name} ${role}`).toBe(
          owns,
        );
      }
    }
  });

  it('lets users read only their own profile and notifications', () => {
    expect(canReadDocument('users', alice, { id: alice.uid, data: {} })).toBe(true);
    expect(canReadDocument('users', mallory, { id: alice.uid, data: {} })).toBe(false);
    expect(canReadDocument('users', ada, { id: alice.uid, data: {} })).toBe(true);
    expect(canReadDocument('notifications', alice, { id: 'n1', parentId: alice.uid, data: {} })).toBe(true);
    expect(canReadDocument('notifications', ada, { id: 'n1', parentId: alice.uid, data: {} })).toBe(false);
  });

  it('scopes documents by readers, appointments by owner, showings by agent and owner', () => {
    expect(canReadDocument('documents', alice, { id: 'd', data: { readerIds: [alice.uid] } })).toBe(true);
    expect(canReadDocument('documents', mallory, { id: 'd', data: { readerIds: [alice.uid] } })).toBe(false);
    expect(canReadDocument('appointments', alice, { id: 'a', data: { userId: alice.uid } })).toBe(true);
    expect(canReadDocument('appointments', mallory, { id: 'a', data: { userId: alice.uid } })).toBe(false);
    const showing = { id: 's', data: { agentId: aaron.uid, ownerId: alice.uid } };
    expect(canReadDocument('showings', aaron, showing)).toBe(true);
    expect(canReadDocument('showings', alice, showing)).toBe(true);
    expect(canReadDocument('showings', mallory, showing)).toBe(false);
  });

  it('lets only the case attorney and admins read case notes', () => {
    const notes = { id: 'notes', parentId: 'c1', data: {}, parentCaseAttorneyId: avery.uid };
    expect(canReadDocument('caseNotes', avery, notes)).toBe(true);
    expect(canReadDocument('caseNotes', ada, notes)).toBe(true);
    expect(canReadDocument('caseNotes', alice, notes)).toBe(false);
    expect(canReadDocument('caseNotes', { uid: 'other', role: 'Attorney' }, notes)).toBe(false);
  });

  it("lets the property's members, its linked cases' attorneys and admins read its offers", () => {
    const offer = {
      id: 'o1',
      parentId: 'p1',
      data: {},
      parentPropertyData: { memberIds: [alice.uid, aaron.uid], saleAttorneyIds: [avery.uid] },
    };
    expect(canReadDocument('propertyOffers', alice, offer)).toBe(true);
    expect(canReadDocument('propertyOffers', aaron, offer)).toBe(true);
    expect(canReadDocument('propertyOffers', avery, offer)).toBe(true);
    expect(canReadDocument('propertyOffers', ada, offer)).toBe(true);
    expect(canReadDocument('propertyOffers', mallory, offer)).toBe(false);
    expect(canReadDocument('propertyOffers', { uid: 'other', role: 'Attorney' }, offer)).toBe(false);
  });

  it("lets the property's members, its linked cases' attorneys and admins read its custody log, and no client write it", () => {
    const entry = {
      id: 'c1',
      parentId: 'p1',
      data: {},
      parentPropertyData: { memberIds: [alice.uid, aaron.uid], saleAttorneyIds: [avery.uid] },
    };
    for (const reader of [alice, aaron, avery, ada])
      expect(canReadDocument('propertyCustodyLog', reader, entry)).toBe(true);
    expect(canReadDocument('propertyCustodyLog', mallory, entry)).toBe(false);
    expect(COLLECTION_ACCESS.propertyCustodyLog.create.kind).toBe('none');
    expect(COLLECTION_ACCESS.propertyCustodyLog.update.kind).toBe('none');
  });

  it('keeps intake requests and the audit log for admins', () => {
    for (const role of ROLES) {
      const caller = { uid: 'u', role };
      expect(canReadDocument('intakeRequests', caller, { id: 'i', data: {} })).toBe(role === 'Admin');
      expect(canReadDocument('auditLog', caller, { id: 'l', data: {} })).toBe(role === 'Admin');
    }
  });
});

describe('direct client writes', () => {
  const property = { ownerId: alice.uid, sharedWith: { [aaron.uid]: 'manage', 'persona-eve': 'view' } };

  it('lets the owner set the milestones of their role, cell by cell', () => {
    for (const key of MILESTONE_KEYS) {
      expect(canClientUpdateMilestones(alice, property, { [key]: 'Completed' }), key).toBe(
        MILESTONE_EDITORS.Guardian.includes(key),
      );
      expect(canClientUpdateMilestones(aaron, property, { [key]: 'In Progress' }), key).toBe(
        MILESTONE_EDITORS.Agent.includes(key),
      );
      expect(canClientUpdateMilestones(ada, property, { [key]: 'Pending' })).toBe(true);
    }
  });

  it('refuses view shares, outsiders, unknown values and empty updates', () => {
    expect(canClientUpdateMilestones({ uid: 'persona-eve', role: 'Executor' }, property, { photos: 'Completed' })).toBe(
      false,
    );
    expect(canClientUpdateMilestones(mallory, property, { photos: 'Completed' })).toBe(false);
    expect(canClientUpdateMilestones(alice, property, { photos: 'Done' })).toBe(false);
    expect(canClientUpdateMilestones(alice, property, {})).toBe(false);
    expect(canClientUpdateMilestones(alice, property, { photos: 'Completed', marketing: 'Completed' })).toBe(false);
    expect(canClientUpdateMilestones(null, property, { photos: 'Completed' })).toBe(false);
  });

  it('lets no client write a case: stages and status move through the API', () => {
    expect(COLLECTION_ACCESS.cases.update).toEqual({ kind: 'none' });
    expect(COLLECTION_ACCESS.cases.create).toEqual({ kind: 'none' });
  });

  it('lets users edit only their own non-privileged fields', () => {
    expect(canClientUpdateOwnProfile(alice, alice.uid, ['firstName', 'companyName'])).toBe(true);
    expect(canClientUpdateOwnProfile(alice, alice.uid, ['role'])).toBe(false);
    expect(canClientUpdateOwnProfile(alice, alice.uid, ['email'])).toBe(false);
    expect(canClientUpdateOwnProfile(alice, alice.uid, ['onboardingCompleted'])).toBe(false);
    expect(canClientUpdateOwnProfile(alice, mallory.uid, ['firstName'])).toBe(false);
    expect(canClientUpdateOwnProfile(alice, alice.uid, [])).toBe(false);
  });

  it('lets users mark only their own notifications read', () => {
    expect(canClientMarkNotificationRead(alice, alice.uid, { read: true })).toBe(true);
    expect(canClientMarkNotificationRead(alice, alice.uid, { read: false })).toBe(false);
    expect(canClientMarkNotificationRead(alice, alice.uid, { read: true, title: 'x' })).toBe(false);
    expect(canClientMarkNotificationRead(mallory, alice.uid, { read: true })).toBe(false);
  });
});

describe('sameMembers', () => {
  it.each([
    [['u1', 'u2'], ['u2', 'u1'], true],
    [['u1'], ['u1', 'u2'], false],
    [['u1', 'u3'], ['u1', 'u2'], false],
    [[], [], true],
    [undefined, [], false],
    [['u1', 7], ['u1', 'u2'], false],
  ])('stored %j against members %j: %s', (stored, members, same) => {
    expect(sameMembers(stored, members)).toBe(same);
  });
});
