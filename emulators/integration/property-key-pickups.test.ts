import {
  addDaysIso,
  apiRoutes,
  KEY_PICKUP_TYPE,
  type KeyPickupRequestInput,
  type PropertyKeyPickupCopy,
  serverTodayIsoDate,
} from '@estatekey/domain';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { propertyKeyPickupCopyConverter } from '../../functions/src/lib/converters';
import { createAccountWithProfile, createAccountWithRole } from './support/accounts';
import { adminDb } from './support/admin';
import { callRoute } from './support/api-client';
import { signedInClient } from './support/client-sdk';
import { seedProperty } from './support/properties';
import { waitFor } from './support/wait-for';

const inAWeek = addDaysIso(serverTodayIsoDate(), 7);

function keyPickup(propertyId: string): KeyPickupRequestInput {
  return {
    appointmentDate: inAWeek,
    appointmentTime: '13:30',
    appointmentType: KEY_PICKUP_TYPE,
    duration: 30,
    details: 'Keys are with the neighbour at no. 14.',
    needsCleanout: true,
    propertyAddress: '12 Elm Street, Springfield, IL',
    propertyId,
    contactName: 'Alice Guardian',
    contactEmail: 'alice.guardian@example.com',
    contactPhone: '(555) 010-2000',
  };
}

async function storedCopy(id: string): Promise<PropertyKeyPickupCopy | undefined> {
  return (
    await adminDb.collection('propertyKeyPickups').doc(id).withConverter(propertyKeyPickupCopyConverter).get()
  ).data();
}

const schedule = (token: string, body: unknown) => callRoute(apiRoutes.scheduleAppointment, { body, token });
const cancel = (token: string, id: string) => callRoute(apiRoutes.cancelAppointment, { params: { id }, token });
const unshare = (token: string, body: unknown) => callRoute(apiRoutes.unshareProperty, { body, token });

describe('every member of the property follows its key pickups (propertyKeyPickups, no contact details)', () => {
  it('a booked pickup gets a copy the members list and others may not read; a cancel and a removed share follow', async () => {
    const owner = await createAccountWithRole('Guardian');
    const relative = await createAccountWithProfile('Executor', 'Rita', 'Relative');
    const outsider = await createAccountWithRole('Guardian');
    const propertyId = await seedProperty({ ownerId: owner.uid, sharedWith: { [relative.uid]: 'view' } });

    const booked = await schedule(owner.idToken, keyPickup(propertyId));
    expect(booked.status).toBe(201);
    const appointmentId = apiRoutes.scheduleAppointment.response.parse(booked.body).appointment?._id ?? '';
    const copy = await waitFor('the key pickup’s members’ copy', () => storedCopy(appointmentId));
    expect({ ...copy, memberIds: [...copy.memberIds].sort() }).toEqual({
      id: appointmentId,
      propertyId,
      date: inAWeek,
      time: '13:30',
      duration: 30,
      status: 'scheduled',
      needsCleanout: true,
      memberIds: [owner.uid, relative.uid].sort(),
    });

    const relativeClient = await signedInClient(relative);
    const outsiderClient = await signedInClient(outsider);
    try {
      // The property page's query: the relative lists the pickup, without the booker's contact or details.
      const ofProperty = query(
        collection(relativeClient.db, 'propertyKeyPickups'),
        where('propertyId', '==', propertyId),
        where('memberIds', 'array-contains', relative.uid),
      );
      const listed = await getDocs(ofProperty);
      expect(listed.docs.map((snapshot) => [snapshot.id, snapshot.get('time')])).toEqual([[appointmentId, '13:30']]);
      for (const field of ['contact', 'details', 'userId']) expect(listed.docs[0]?.data()).not.toHaveProperty(field);
      // The appointment itself, with the contact, stays the booker's.
      await expect(getDoc(doc(relativeClient.db, 'appointments', appointmentId))).rejects.toMatchObject({
        code: 'permission-denied',
      });
      // Someone the property is not shared with reads neither.
      await expect(getDoc(doc(outsiderClient.db, 'propertyKeyPickups', appointmentId))).rejects.toMatchObject({
        code: 'permission-denied',
      });

      expect((await cancel(owner.idToken, appointmentId)).status).toBe(200);
      await waitFor('the cancel in the copy', async () =>
        (await storedCopy(appointmentId))?.status === 'cancelled' ? true : undefined,
      );
      expect((await getDocs(ofProperty)).docs.map((snapshot) => snapshot.get('status'))).toEqual(['cancelled']);

      expect((await unshare(owner.idToken, { propertyId, userId: relative.uid })).status).toBe(200);
      await waitFor('the removed member gone from the copy', async () =>
        (await storedCopy(appointmentId))?.memberIds.includes(relative.uid) ? undefined : true,
      );
      await expect(getDoc(doc(relativeClient.db, 'propertyKeyPickups', appointmentId))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    } finally {
      await relativeClient.close();
      await outsiderClient.close();
    }
  });

  it('a shared member booking a pickup on the owner’s property gives the owner the copy; a pickup of no property has none', async () => {
    const owner = await createAccountWithRole('Guardian');
    const agent = await createAccountWithRole('Agent');
    const propertyId = await seedProperty({ ownerId: owner.uid, sharedWith: { [agent.uid]: 'manage' } });
    const booked = await schedule(agent.idToken, keyPickup(propertyId));
    expect(booked.status).toBe(201);
    const appointmentId = apiRoutes.scheduleAppointment.response.parse(booked.body).appointment?._id ?? '';
    await waitFor('the key pickup’s members’ copy', () => storedCopy(appointmentId));

    const ownerClient = await signedInClient(owner);
    try {
      const seen = await getDoc(doc(ownerClient.db, 'propertyKeyPickups', appointmentId));
      expect(seen.get('status')).toBe('scheduled');
    } finally {
      await ownerClient.close();
    }

    const { propertyId: _none, ...unlinked } = keyPickup(propertyId);
    const withoutProperty = await schedule(owner.idToken, unlinked);
    expect(withoutProperty.status).toBe(201);
    const unlinkedId = apiRoutes.scheduleAppointment.response.parse(withoutProperty.body).appointment?._id ?? '';
    // The trigger has run for the linked one already; give this one the same time before looking.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await storedCopy(unlinkedId)).toBeUndefined();
  });
});
