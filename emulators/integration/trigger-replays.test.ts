import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDaysIso, serverTodayIsoDate } from '@estatekey/domain';
import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { handleCaseUpdated } from '../../functions/src/triggers/cases/handle-case-updated';
import { handleDocumentUpdated } from '../../functions/src/triggers/documents/handle-document-updated';
import { syncReadersOnCaseUpdated } from '../../functions/src/triggers/documents/sync-document-readers';
import { handlePropertyUpdated } from '../../functions/src/triggers/properties/handle-property-updated';
import { handleShowingWritten } from '../../functions/src/triggers/showings/handle-showing-written';
import { createAccountWithProfile } from './support/accounts';
import { adminDb } from './support/admin';
import { seedCase, seedPropertyWithCase } from './support/cases';
import { uploadedDocumentId } from './support/documents';
import { bystanderUid, readNotifications, seedProfile, seedProperty } from './support/properties';
import { waitFor } from './support/wait-for';

/*
 * Cloud Functions delivers an event at least once and in no promised order. Each handler is called here directly with
 * the same event twice, or with an older event after a newer one; notifications, audit entries and reader lists come
 * out as after one delivery in order. (The emulated triggers run on the same writes with their own event ids; the
 * assertions count only what the direct calls' event ids wrote, or the end state both lead to.)
 */

type Change = { before: DocumentSnapshot; after: DocumentSnapshot };

/** Applies `changes` and returns the snapshots on either side, as Cloud Functions hands them over. */
async function change(ref: DocumentReference, changes: Record<string, unknown>): Promise<Change> {
  const before = await ref.get();
  await ref.update(changes);
  return { before, after: await ref.get() };
}

function eventOf(data: Change) {
  return { id: `it-event-${randomUUID()}`, data };
}

async function notificationsFromEvent(uid: string, eventId: string) {
  return (await readNotifications(uid)).filter((notification) => notification.id.startsWith(`${eventId}-`));
}

describe('a property update delivered twice or out of order', () => {
  it('writes one milestone audit entry and one notification per event', async () => {
    const owner = bystanderUid('owner');
    const manager = bystanderUid('manager');
    const id = await seedProperty({ ownerId: owner, sharedWith: { [manager]: 'manage' } });
    const ref = adminDb.collection('properties').doc(id);
    const older = eventOf(await change(ref, { 'statusData.photos': 'In Progress', updatedBy: manager }));
    const newer = eventOf(await change(ref, { 'statusData.photos': 'Completed', updatedBy: manager }));

    for (const event of [newer, older, newer, older]) await handlePropertyUpdated(event);

    const audit = await adminDb.collection('auditLog').where('targetId', '==', id).get();
    const direct = audit.docs.filter((doc) => doc.id.startsWith('it-event-'));
    expect(direct.map((doc) => doc.id).sort()).toEqual([`${older.id}-milestones`, `${newer.id}-milestones`].sort());
    expect(audit.docs.find((doc) => doc.id === `${newer.id}-milestones`)?.get('details')).toEqual({
      changes: { photos: { from: 'In Progress', to: 'Completed' } },
    });
    expect(await notificationsFromEvent(owner, older.id)).toHaveLength(1);
    expect(await notificationsFromEvent(owner, newer.id)).toHaveLength(1);
  });
});

describe('a case update delivered twice', () => {
  it('tells the client once of the new status', async () => {
    const attorney = bystanderUid('attorney');
    const client = bystanderUid('client');
    const caseId = await seedCase({ attorneyId: attorney, clientId: client, status: 'New' });
    const event = eventOf(
      await change(adminDb.collection('cases').doc(caseId), { status: 'In Progress', updatedBy: attorney }),
    );

    expect(await handleCaseUpdated(event)).toBe(1);
    expect(await handleCaseUpdated(event)).toBe(0);
    expect(await notificationsFromEvent(client, event.id)).toHaveLength(1);
  });
});

describe('a first view of a document delivered twice', () => {
  it('tells the uploader once', async () => {
    const uploader = bystanderUid('uploader');
    const reader = bystanderUid('reader');
    const ref = adminDb.collection('documents').doc(`it-document-${randomUUID()}`);
    await ref.set({ uploaderId: uploader, originalName: 'petition.pdf', viewedBy: {}, viewerNames: {} });
    const event = eventOf(
      await change(ref, { [`viewedBy.${reader}`]: Timestamp.now(), [`viewerNames.${reader}`]: 'Rita Reader' }),
    );

    // The emulated trigger sees the same first view and shares the notification id, so either may write it first.
    const created = (await handleDocumentUpdated(event)) + (await handleDocumentUpdated(event));
    expect(created).toBeLessThanOrEqual(1);
    await sleep(1_500);
    const viewed = (await readNotifications(uploader)).filter((n) => n.id.startsWith(`document-viewed-${ref.id}-`));
    expect(viewed).toHaveLength(1);
  });
});

describe('a showing request delivered after the decision that answered it', () => {
  it('leaves no request notification offering a decision, and tells the agent once', async () => {
    const owner = bystanderUid('owner');
    const agent = bystanderUid('agent');
    const propertyId = await seedProperty({ ownerId: owner });
    const date = addDaysIso(serverTodayIsoDate(), 7);
    const ref = adminDb.collection('showings').doc(`it-showing-${randomUUID()}`);
    await ref.set({
      agentId: agent,
      ownerId: owner,
      propertyId,
      memberIds: [owner, agent],
      propertyAddress: '12 Elm Street, Springfield, IL',
      date,
      startTime: '15:00',
      endTime: '15:30',
      fullStartTime: `${date}T15:00`,
      fullEndTime: `${date}T15:30`,
      clientName: 'Seeded Client',
      status: 'requested',
      createdAt: Timestamp.now(),
    });
    const moved = eventOf(
      await change(ref, {
        startTime: '16:00',
        endTime: '16:30',
        fullStartTime: `${date}T16:00`,
        fullEndTime: `${date}T16:30`,
      }),
    );
    const confirmed = eventOf(await change(ref, { status: 'confirmed' }));
    // The emulated trigger of the confirmation marks every request notification there is when it runs; it tells the
    // agent last, so once the agent has its notice, it is done and cannot mark the request the late event writes below.
    await waitFor('the emulated trigger of the confirmation', async () =>
      (await readNotifications(agent)).length > 0 ? true : undefined,
    );

    expect(await handleShowingWritten(confirmed)).toBe(1);
    expect(await handleShowingWritten(confirmed)).toBe(0);
    // The move, delivered after the decision: its request notification is written now, and must not offer a decision.
    expect(await handleShowingWritten(moved)).toBe(1);
    expect(await handleShowingWritten(moved)).toBe(0);

    const requests = await notificationsFromEvent(owner, moved.id);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.action).toMatchObject({ kind: 'showingDecision', showingId: ref.id, outcome: 'confirmed' });
    expect(await notificationsFromEvent(agent, confirmed.id)).toHaveLength(1);
  });
});

describe('case updates delivered out of order', () => {
  it("end in the reader lists of the case's current state", async () => {
    const admin = await createAccountWithProfile('Admin', 'Replay', `admin-${randomUUID()}`);
    const agent = bystanderUid('agent');
    await seedProfile({ uid: agent, role: 'Agent', firstName: 'Aaron', lastName: 'Agent' });
    const { propertyId, caseId } = await seedPropertyWithCase(
      { ownerId: bystanderUid('owner'), sharedWith: { [agent]: 'view' } },
      { attorneyId: bystanderUid('attorney'), clientId: bystanderUid('client') },
    );
    const documentId = await uploadedDocumentId(admin.idToken, { caseId });
    const readerIds = async () =>
      (await adminDb.collection('documents').doc(documentId).get()).get('readerIds') as string[];
    expect(await readerIds()).toContain(agent);

    const caseRef = adminDb.collection('cases').doc(caseId);
    const renamed = eventOf(await change(caseRef, { caseName: 'Estate of Harold Guardian (renamed)' }));
    const unlinked = eventOf(await change(caseRef, { propertyIds: FieldValue.arrayRemove(propertyId) }));
    await adminDb.collection('properties').doc(propertyId).update({ caseIds: [] });
    await waitFor('the emulated trigger to drop the agent from the readers', async () =>
      (await readerIds()).includes(agent) ? undefined : true,
    );
    const settled = await readerIds();

    await syncReadersOnCaseUpdated(unlinked);
    await syncReadersOnCaseUpdated(renamed);
    await syncReadersOnCaseUpdated(renamed);

    expect((await readerIds()).sort()).toEqual(settled.sort());
    expect(await readerIds()).not.toContain(agent);
    expect((await adminDb.collection('documents').doc(documentId).get()).get('caseName')).toBe(
      'Estate of Harold Guardian (renamed)',
    );
  });
});
