import { randomUUID } from 'node:crypto';
import { apiPath, apiRoutes, apiTexts, errorsTexts, type NotificationCategory } from '@estatekey/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAccountWithRole, type TestAccount } from './support/accounts';
import { callApi, failedFields } from './support/api-client';
import { notificationsOf, readNotifications } from './support/properties';

async function seedNotification(
  uid: string,
  fields: { title: string; createdAt: Date; read?: boolean; category?: NotificationCategory },
): Promise<string> {
  const id = `it-notification-${randomUUID()}`;
  await notificationsOf(uid)
    .doc(id)
    .set({
      id,
      title: fields.title,
      message: `${fields.title} happened.`,
      read: fields.read ?? false,
      category: fields.category ?? 'property',
      link: '/submit-property',
      createdAt: fields.createdAt,
    });
  return id;
}

function readPath(id: string): `/api/${string}` {
  return apiPath(apiRoutes.markNotificationRead, { id });
}

describe('notifications API', () => {
  let alice: TestAccount;
  let mallory: TestAccount;
  let alicesIds: { oldest: string; middle: string; newest: string };
  let mallorysId: string;

  beforeEach(async () => {
    [alice, mallory] = await Promise.all([createAccountWithRole('Guardian'), createAccountWithRole('Guardian')]);
    alicesIds = {
      middle: await seedNotification(alice.uid, { title: 'Middle', createdAt: new Date('2026-02-01T09:00:00Z') }),
      newest: await seedNotification(alice.uid, {
        title: 'Newest',
        createdAt: new Date('2026-03-01T09:00:00Z'),
        category: 'appointment',
      }),
      oldest: await seedNotification(alice.uid, {
        title: 'Oldest',
        createdAt: new Date('2026-01-01T09:00:00Z'),
        read: true,
        category: 'system',
      }),
    };
    mallorysId = await seedNotification(mallory.uid, {
      title: 'Mallory’s',
      createdAt: new Date('2026-02-15T09:00:00Z'),
    });
  });

  describe('GET /api/notifications', () => {
    it('answers 401 without a token', async () => {
      expect((await callApi(apiPath(apiRoutes.notifications))).status).toBe(401);
    });

    it('answers only the caller’s notifications, newest first, as the domain schema describes them', async () => {
      const answer = await callApi(apiPath(apiRoutes.notifications), { token: alice.idToken });

      expect(answer.status).toBe(200);
      const notifications = apiRoutes.notifications.response.parse(answer.body);
      expect(notifications.map((notification) => notification._id)).toEqual([
        alicesIds.newest,
        alicesIds.middle,
        alicesIds.oldest,
      ]);
      expect(notifications[0]).toMatchObject({
        _id: alicesIds.newest,
        title: 'Newest',
        message: 'Newest happened.',
        read: false,
        category: 'appointment',
        link: '/submit-property',
        createdAt: new Date('2026-03-01T09:00:00Z'),
      });
    });

    it('answers at most `limit`, the next ones after the last id of the previous answer', async () => {
      const page = async (query: string) => {
        const answer = await callApi(`${apiPath(apiRoutes.notifications)}${query}`, { token: alice.idToken });
        expect(answer.status).toBe(200);
        return apiRoutes.notifications.response.parse(answer.body).map((notification) => notification._id);
      };

      expect(await page('?limit=2')).toEqual([alicesIds.newest, alicesIds.middle]);
      expect(await page(`?limit=2&after=${alicesIds.middle}`)).toEqual([alicesIds.oldest]);
      expect(await page(`?after=${alicesIds.oldest}`)).toEqual([]);
    });

    it('answers 400 for a limit out of bounds and for `after` naming another user’s notification', async () => {
      for (const query of ['?limit=0', '?limit=201', `?after=${mallorysId}`]) {
        const answer = await callApi(`${apiPath(apiRoutes.notifications)}${query}`, { token: alice.idToken });
        expect(answer.status).toBe(400);
      }
      const answer = await callApi(`${apiPath(apiRoutes.notifications)}?after=${mallorysId}`, { token: alice.idToken });
      expect((answer.body as { message: string }).message).toBe(apiTexts.unknownAfter);
    });
  });

  describe('PUT /api/notifications/{id}/read', () => {
    it('answers 401 without a token and changes nothing', async () => {
      expect((await callApi(readPath(alicesIds.middle), { method: 'PUT' })).status).toBe(401);
      expect((await notificationsOf(alice.uid).doc(alicesIds.middle).get()).data()?.read).toBe(false);
    });

    it('answers 404 for another user’s notification, as for one that does not exist, and changes nothing', async () => {
      const othersAnswer = await callApi(readPath(mallorysId), { method: 'PUT', token: alice.idToken });
      const missingAnswer = await callApi(readPath(`it-missing-${randomUUID()}`), {
        method: 'PUT',
        token: alice.idToken,
      });

      expect(othersAnswer.status).toBe(404);
      expect(othersAnswer.body).toEqual({ message: errorsTexts.notificationNotFound });
      expect(missingAnswer.body).toEqual(othersAnswer.body);
      expect((await notificationsOf(mallory.uid).doc(mallorysId).get()).data()?.read).toBe(false);
      expect(await notificationsOf(alice.uid).doc(mallorysId).get()).toHaveProperty('exists', false);
    });

    it('answers 400 to an id that cannot be a document id', async () => {
      const answer = await callApi(readPath('x'.repeat(1501)), { method: 'PUT', token: alice.idToken });
      expect(answer.status).toBe(400);
      expect(failedFields(answer)).toEqual(['params.id']);
    });

    it('marks that one notification read and leaves the others unread', async () => {
      const answer = await callApi(readPath(alicesIds.middle), { method: 'PUT', token: alice.idToken });

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: apiTexts.notificationRead });
      const stored = await readNotifications(alice.uid);
      expect(Object.fromEntries(stored.map((notification) => [notification.id, notification.read]))).toEqual({
        [alicesIds.oldest]: true,
        [alicesIds.middle]: true,
        [alicesIds.newest]: false,
      });
    });
  });

  describe('PUT /api/notifications/read-all', () => {
    it('answers 401 without a token and changes nothing', async () => {
      expect((await callApi(apiPath(apiRoutes.markAllNotificationsRead), { method: 'PUT' })).status).toBe(401);
      expect((await readNotifications(alice.uid)).filter((notification) => !notification.read)).toHaveLength(2);
    });

    it('marks every unread notification of the caller read, counts them, and leaves other users’ alone', async () => {
      const answer = await callApi(apiPath(apiRoutes.markAllNotificationsRead), {
        method: 'PUT',
        token: alice.idToken,
      });

      expect(answer.status).toBe(200);
      expect(apiRoutes.markAllNotificationsRead.response.parse(answer.body)).toEqual({
        message: apiTexts.allNotificationsRead,
        updated: 2,
      });
      expect((await readNotifications(alice.uid)).every((notification) => notification.read)).toBe(true);
      expect((await notificationsOf(mallory.uid).doc(mallorysId).get()).data()?.read).toBe(false);

      const again = await callApi(apiPath(apiRoutes.markAllNotificationsRead), { method: 'PUT', token: alice.idToken });
      expect(apiRoutes.markAllNotificationsRead.response.parse(again.body).updated).toBe(0);
    });

    it('handles more unread notifications than one Firestore batch takes', async () => {
      const eve = await createAccountWithRole('Executor');
      const writer = notificationsOf(eve.uid).firestore.bulkWriter();
      const writes = Array.from({ length: 520 }, (_, index) => {
        const ref = notificationsOf(eve.uid).doc(`it-bulk-${index}`);
        return writer.set(ref, {
          id: ref.id,
          title: `Bulk ${index}`,
          message: 'Bulk.',
          read: false,
          category: 'system',
          link: '',
          createdAt: new Date(),
        });
      });
      await writer.close();
      await Promise.all(writes);

      const answer = await callApi(apiPath(apiRoutes.markAllNotificationsRead), { method: 'PUT', token: eve.idToken });

      expect(answer.status).toBe(200);
      expect(apiRoutes.markAllNotificationsRead.response.parse(answer.body).updated).toBe(520);
      const unread = await notificationsOf(eve.uid).where('read', '==', false).count().get();
      expect(unread.data().count).toBe(0);
    });
  });
});
