import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  apiPath,
  apiRoutes,
  MILESTONE_LABELS,
  type Notification,
  notificationContentTexts,
  propertiesTexts,
} from '@estatekey/domain';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { handlePropertyUpdated } from '../../functions/src/triggers/properties/handle-property-updated';
import { createAccountWithRole } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi } from './support/api-client';
import { bystanderUid, notificationsOf, readNotifications, seedProfile, seedProperty } from './support/properties';
import { waitFor } from './support/wait-for';

const ADDRESS_LINE = '12 Elm Street, Springfield, IL';

function propertyRef(id: string) {
  return adminDb.collection('properties').doc(id);
}

/** Applies `changes` to the property and returns the snapshots on either side, as Cloud Functions hands them over. */
async function updateProperty(id: string, changes: Record<string, unknown>) {
  const before = await propertyRef(id).get();
  await propertyRef(id).update({ ...changes, updatedAt: FieldValue.serverTimestamp() });
  const after = await propertyRef(id).get();
  return { before, after };
}

function replayableEvent(data: { before: DocumentSnapshot; after: DocumentSnapshot }) {
  return { id: `it-event-${randomUUID()}`, data };
}

/** The notifications a handler call with this event id wrote for `uid` (the emulated trigger writes its own). */
async function notificationsFromEvent(uid: string, eventId: string): Promise<Notification[]> {
  return (await readNotifications(uid)).filter((notification) => notification.id.startsWith(`${eventId}-`));
}

describe('handlePropertyUpdated', () => {
  it('notifies every other member once of a milestone change, also when the event is delivered twice', async () => {
    const owner = bystanderUid('owner');
    const viewer = bystanderUid('viewer');
    const manager = bystanderUid('manager');
    const id = await seedProperty({ ownerId: owner, sharedWith: { [viewer]: 'view', [manager]: 'manage' } });
    const event = replayableEvent(
      await updateProperty(id, {
        'statusData.photos': 'Completed',
        'statusData.listing': 'In Progress',
        updatedBy: manager,
      }),
    );

    const firstDelivery = await handlePropertyUpdated(event);
    const secondDelivery = await handlePropertyUpdated(event);

    expect(firstDelivery).toBe(2);
    expect(secondDelivery).toBe(0);
    const expected = {
      ...propertiesTexts.notifications.milestonesChanged(ADDRESS_LINE, [
        { milestone: MILESTONE_LABELS.photos, status: 'Completed' },
        { milestone: MILESTONE_LABELS.listing, status: 'In Progress' },
      ]),
      category: 'property',
      link: '/submit-property',
      read: false,
    };
    for (const member of [owner, viewer]) {
      const notifications = await notificationsFromEvent(member, event.id);
      expect(notifications).toHaveLength(1);
      expect(notifications[0]).toMatchObject(expected);
    }
    expect(await notificationsFromEvent(manager, event.id)).toHaveLength(0);
    expect(expected.message).toBe(
      '12 Elm Street, Springfield, IL: Professional photos is now Completed; Property listed is now In Progress.',
    );
  });

  it('tells users once that a property was shared with them, that their level changed, or that it was unshared', async () => {
    const owner = bystanderUid('owner');
    const promoted = bystanderUid('promoted');
    const removed = bystanderUid('removed');
    const added = bystanderUid('added');
    const id = await seedProperty({ ownerId: owner, sharedWith: { [promoted]: 'view', [removed]: 'view' } });
    const event = replayableEvent(
      await updateProperty(id, {
        sharedWith: { [promoted]: 'manage', [added]: 'view' },
        memberIds: [owner, added, promoted],
        updatedBy: owner,
      }),
    );

    expect(await handlePropertyUpdated(event)).toBe(3);
    expect(await handlePropertyUpdated(event)).toBe(0);

    const only = async (uid: string) => {
      const notifications = await notificationsFromEvent(uid, event.id);
      expect(notifications).toHaveLength(1);
      return notifications[0];
    };
    expect(await only(added)).toMatchObject({
      ...notificationContentTexts.propertyShared(ADDRESS_LINE, 'view'),
      category: 'property',
    });
    expect(await only(promoted)).toMatchObject(propertiesTexts.notifications.permissionChanged(ADDRESS_LINE, 'manage'));
    expect(await only(removed)).toMatchObject(propertiesTexts.notifications.unshared(ADDRESS_LINE));
    expect(await notificationsFromEvent(owner, event.id)).toHaveLength(0);
  });

  it('writes nothing for an update that changes neither milestones nor shares', async () => {
    const owner = bystanderUid('owner');
    const viewer = bystanderUid('viewer');
    const id = await seedProperty({ ownerId: owner, sharedWith: { [viewer]: 'view' } });
    const event = replayableEvent(await updateProperty(id, { additionalInfo: 'New roof in 2019.' }));

    expect(await handlePropertyUpdated(event)).toBe(0);
    expect(await readNotifications(viewer)).toHaveLength(0);
  });

  it('skips a property document that does not have the property shape', async () => {
    const owner = bystanderUid('owner');
    const viewer = bystanderUid('viewer');
    const id = await seedProperty({ ownerId: owner, sharedWith: { [viewer]: 'view' } });
    const event = replayableEvent(await updateProperty(id, { 'statusData.photos': 'Done', updatedBy: owner }));

    expect(await handlePropertyUpdated(event)).toBe(0);
    expect(await notificationsFromEvent(viewer, event.id)).toHaveLength(0);
  });
});

describe('the deployed property trigger', () => {
  /** Waits until `uid` has `count` notifications, then a little longer, to catch a duplicate arriving late. */
  async function settledNotifications(uid: string, count: number): Promise<Notification[]> {
    await waitFor(`${count} notification(s) for ${uid}`, async () =>
      (await notificationsOf(uid).count().get()).data().count >= count ? true : undefined,
    );
    await sleep(1_500);
    return await readNotifications(uid);
  }

  it('gives each other member exactly one notification for a milestone update made through the Admin SDK', async () => {
    const owner = bystanderUid('owner');
    const agent = bystanderUid('agent');
    const viewer = bystanderUid('viewer');
    const id = await seedProperty({ ownerId: owner, sharedWith: { [agent]: 'manage', [viewer]: 'view' } });

    await propertyRef(id).update({
      'statusData.showings': 'In Progress',
      updatedBy: agent,
      updatedAt: FieldValue.serverTimestamp(),
    });

    const expected = propertiesTexts.notifications.milestonesChanged(ADDRESS_LINE, [
      { milestone: MILESTONE_LABELS.showings, status: 'In Progress' },
    ]);
    for (const member of [owner, viewer]) {
      const notifications = await settledNotifications(member, 1);
      expect(notifications).toHaveLength(1);
      expect(notifications[0]).toMatchObject({
        ...expected,
        category: 'property',
        link: '/submit-property',
        read: false,
      });
    }
    expect(await readNotifications(agent)).toHaveLength(0);
  });

  it('tells a user once that a property was shared with them through the API, and once that it was unshared', async () => {
    const owner = await createAccountWithRole('Guardian');
    const agent = await createAccountWithRole('Agent');
    await seedProfile({ uid: agent.uid, role: 'Agent', firstName: 'Aaron', lastName: 'Agent', email: agent.email });
    const id = await seedProperty({ ownerId: owner.uid });

    const shared = await callApi(apiPath(apiRoutes.shareProperty), {
      method: 'POST',
      token: owner.idToken,
      body: { propertyId: id, userId: agent.uid, permissionLevel: 'view' },
    });
    expect(shared.status).toBe(200);
    const afterShare = await settledNotifications(agent.uid, 1);
    expect(afterShare).toHaveLength(1);
    expect(afterShare[0]).toMatchObject(notificationContentTexts.propertyShared(ADDRESS_LINE, 'view'));

    const unshared = await callApi(apiPath(apiRoutes.unshareProperty), {
      method: 'DELETE',
      token: owner.idToken,
      body: { propertyId: id, userId: agent.uid },
    });
    expect(unshared.status).toBe(200);
    const afterUnshare = await settledNotifications(agent.uid, 2);
    expect(afterUnshare).toHaveLength(2);
    expect(afterUnshare.map((notification) => notification.title).sort()).toEqual(
      [
        notificationContentTexts.propertyShared(ADDRESS_LINE, 'view').title,
        propertiesTexts.notifications.unshared(ADDRESS_LINE).title,
      ].sort(),
    );
    expect(await readNotifications(owner.uid)).toHaveLength(0);
  });
});
