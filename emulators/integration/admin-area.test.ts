import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  adminTexts,
  API_ROUTE_NAMES,
  apiPath,
  apiRoutes,
  pendingDelivery,
  ROLES,
  type ApiRoute,
  type MailDelivery,
  type Role,
} from '@estatekey/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../bin/create-admin';
import { createAccountWithRole, type TestAccount, createAccountWithProfile } from './support/accounts';
import { adminAuth, adminDb } from './support/admin';
import { callApi, failedFields, type ApiAnswer } from './support/api-client';
import { inboxMessages } from './support/mail-inbox';
import { readNotifications, readPropertyOrFail, seedProfile, seedProperty } from './support/properties';
import { waitFor } from './support/wait-for';

/** Every route of the admin area: the table's entries under /api/admin that only Admin may call. */
const ADMIN_ROUTES: ApiRoute[] = API_ROUTE_NAMES.map((name) => apiRoutes[name] as ApiRoute).filter((route) =>
  route.path.startsWith('/api/admin/'),
);

type Query = Readonly<Record<string, string>>;

function pathOf(route: Pick<ApiRoute, 'path'>, params: Query = {}, query: Query = {}): `/api/${string}` {
  const search = new URLSearchParams(query).toString();
  return `${apiPath(route, params)}${search === '' ? '' : `?${search}`}`;
}

async function call(
  route: ApiRoute,
  token: string | undefined,
  { params = {}, query = {}, body }: { params?: Query; query?: Query; body?: unknown } = {},
): Promise<ApiAnswer> {
  return await callApi(pathOf(route, params, query), {
    method: route.method,
    ...(token !== undefined ? { token } : {}),
    ...(body !== undefined ? { body } : {}),
  });
}

const PASSWORD = 'integration-password';

async function accountWithProfile(role: Role, name: string = role): Promise<TestAccount> {
  return await createAccountWithProfile(role, 'Admin', `${name}-${randomUUID()}`);
}

async function signIn(email: string): Promise<ApiAnswer> {
  return await callApi(apiPath(apiRoutes.login), { method: 'POST', body: { email, password: PASSWORD } });
}

async function seedIntake(kind: 'property' | 'keyPickup', contactEmail = `visitor-${randomUUID()}@example.com`) {
  const ref = adminDb.collection('intakeRequests').doc();
  const payload =
    kind === 'property'
      ? {
          propertyAddress: `${randomUUID().slice(0, 6)} Intake Road`,
          propertyCity: 'Springfield',
          propertyState: 'IL',
          propertyZip: '62701',
          propertyType: 'residential',
          propertyCondition: 'good',
          contactName: 'Pat Visitor',
          contactEmail,
          contactPhone: '(555) 010-0002',
          additionalInfo: '',
        }
      : {
          appointmentDate: '2030-03-11',
          appointmentTime: '10:00',
          appointmentType: 'Key Pickup Schedule',
          duration: 15,
          details: 'Spare key with the neighbour',
          needsCleanout: false,
          contactName: 'Pat Visitor',
          contactEmail,
          contactPhone: '(555) 010-0002',
        };
  await ref.set({
    id: ref.id,
    kind,
    payload,
    status: 'new',
    submittedBy: null,
    targetId: null,
    note: '',
    createdAt: Timestamp.now(),
  });
  return ref.id;
}

describe('the admin area', () => {
  let admin: TestAccount;
  let others: Map<Role, TestAccount>;

  beforeAll(async () => {
    admin = await accountWithProfile('Admin');
    const otherRoles = ROLES.filter((role) => role !== 'Admin');
    others = new Map(
      await Promise.all(otherRoles.map(async (role) => [role, await accountWithProfile(role)] as const)),
    );
  });

  describe('every admin path', () => {
    it('is in the route table, admin-only', () => {
      expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(12);
      for (const route of ADMIN_ROUTES) expect(route.access, route.path).toEqual(['Admin']);
    });

    it.each(ADMIN_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
      '%s answers 401 without a token and 403 to every other role',
      async (_name, route) => {
        const params = { id: 'it-anything' };
        expect((await call(route, undefined, { params })).status).toBe(401);
        for (const [role, account] of others) {
          expect((await call(route, account.idToken, { params })).status, role).toBe(403);
        }
      },
    );
  });

  describe('users', () => {
    it('lists users newest first a page at a time, by role and by name or e-mail prefix', async () => {
      const lastName = `Pager${randomUUID().slice(0, 8)}`;
      const uids = [`it-page-${randomUUID()}`, `it-page-${randomUUID()}`, `it-page-${randomUUID()}`];
      for (const [index, uid] of uids.entries()) {
        await adminDb
          .collection('users')
          .doc(uid)
          .set({
            firstName: 'Paula',
            lastName,
            email: `${uid}@example.com`,
            role: index === 0 ? 'Executor' : 'Guardian',
            searchTokens: [lastName.toLowerCase(), 'paula'],
            createdAt: Timestamp.fromMillis(Date.now() + index),
          });
      }
      const search = lastName.toLowerCase();
      const first = await call(apiRoutes.adminUsers, admin.idToken, { query: { query: search, limit: '2' } });
      expect(first.status).toBe(200);
      const firstPage = apiRoutes.adminUsers.response.parse(first.body);
      expect(firstPage.users.map((user) => user._id)).toEqual([uids[2], uids[1]]);
      expect(firstPage.users[0]).toMatchObject({ lastName, role: 'Guardian', disabled: false });
      expect(firstPage.nextPageToken).not.toBeNull();

      const second = apiRoutes.adminUsers.response.parse(
        (
          await call(apiRoutes.adminUsers, admin.idToken, {
            query: { query: search, limit: '2', pageToken: firstPage.nextPageToken ?? '' },
          })
        ).body,
      );
      expect(second.users.map((user) => user._id)).toEqual([uids[0]]);
      expect(second.nextPageToken).toBeNull();

      const executors = apiRoutes.adminUsers.response.parse(
        (await call(apiRoutes.adminUsers, admin.idToken, { query: { query: search, role: 'Executor' } })).body,
      );
      expect(executors.users.map((user) => user._id)).toEqual([uids[0]]);

      const badToken = await call(apiRoutes.adminUsers, admin.idToken, { query: { pageToken: 'bm8tc3VjaC1kb2M' } });
      expect(badToken.status).toBe(400);
      expect(failedFields(badToken)).toEqual(['query.pageToken']);
    });

    it('changes a role at once: claim and profile together, the old token refused, the next sign-in carries it', async () => {
      const user = await accountWithProfile('Guardian', 'Promoted');
      // Revocation counts in whole seconds: a token issued in the second of the revocation would still be accepted.
      await sleep(1100);
      const answer = await call(apiRoutes.adminChangeUserRole, admin.idToken, {
        params: { id: user.uid },
        body: { role: 'Agent' },
      });
      expect(answer.status).toBe(200);
      expect(apiRoutes.adminChangeUserRole.response.parse(answer.body).user.role).toBe('Agent');
      expect((await adminDb.collection('users').doc(user.uid).get()).get('role')).toBe('Agent');
      expect((await adminAuth.getUser(user.uid)).customClaims?.['role']).toBe('Agent');

      expect((await callApi(apiPath(apiRoutes.me), { token: user.idToken })).status).toBe(401);
      const signedIn = await signIn(user.email);
      expect(signedIn.status).toBe(200);
      const { token } = apiRoutes.login.response.parse(signedIn.body);
      expect((await callApi(pathOf(apiRoutes.agentProperties), { token })).status).toBe(200);

      const audit = await adminDb.collection('auditLog').where('targetId', '==', user.uid).get();
      expect(audit.docs.map((doc) => doc.data())).toContainEqual(
        expect.objectContaining({
          action: 'user.roleChanged',
          actorId: admin.uid,
          details: { from: 'Guardian', to: 'Agent' },
        }),
      );
    });

    it('refuses an admin changing their own role or disabling themselves (409), changing nothing', async () => {
      const demote = await call(apiRoutes.adminChangeUserRole, admin.idToken, {
        params: { id: admin.uid },
        body: { role: 'Guardian' },
      });
      expect(demote.status).toBe(409);
      expect(demote.body).toMatchObject({ message: adminTexts.errors.selfRoleChange });
      const disable = await call(apiRoutes.adminSetUserDisabled, admin.idToken, {
        params: { id: admin.uid },
        body: { disabled: true },
      });
      expect(disable.status).toBe(409);
      expect(disable.body).toMatchObject({ message: adminTexts.errors.selfDisable });
      const record = await adminAuth.getUser(admin.uid);
      expect(record.customClaims?.['role']).toBe('Admin');
      expect(record.disabled).toBe(false);
    });

    it('disables a user, who then cannot sign in, and enables them again', async () => {
      const user = await accountWithProfile('Executor', 'Disabled');
      const disabled = await call(apiRoutes.adminSetUserDisabled, admin.idToken, {
        params: { id: user.uid },
        body: { disabled: true },
      });
      expect(disabled.status).toBe(200);
      expect(apiRoutes.adminSetUserDisabled.response.parse(disabled.body).user.disabled).toBe(true);
      expect((await signIn(user.email)).status).toBe(401);
      expect((await callApi(apiPath(apiRoutes.me), { token: user.idToken })).status).toBe(401);

      expect(
        (
          await call(apiRoutes.adminSetUserDisabled, admin.idToken, {
            params: { id: user.uid },
            body: { disabled: false },
          })
        ).status,
      ).toBe(200);
      expect((await signIn(user.email)).status).toBe(200);
      const actions = (await adminDb.collection('auditLog').where('targetId', '==', user.uid).get()).docs.map((doc) =>
        doc.get('action'),
      );
      expect(actions).toEqual(expect.arrayContaining(['user.disabled', 'user.enabled']));
    });

    it('resends the verification mail of an unverified user, and answers 409 for a verified one and 404 for an id that is no account', async () => {
      const unverified = await createAccountWithRole('Guardian', { emailVerified: false });
      await seedProfile({
        uid: unverified.uid,
        role: 'Guardian',
        firstName: 'Una',
        lastName: 'Verified',
        email: unverified.email,
      });
      const answer = await call(apiRoutes.adminResendVerification, admin.idToken, { params: { id: unverified.uid } });
      expect(answer.status).toBe(200);
      await waitFor('the verification mail', async () =>
        (await inboxMessages()).find((message) => message.to.some((to) => to.address === unverified.email)),
      );
      const verified = others.get('Agent');
      expect(
        (await call(apiRoutes.adminResendVerification, admin.idToken, { params: { id: verified?.uid ?? '' } })).status,
      ).toBe(409);
      const nobody = await call(apiRoutes.adminResendVerification, admin.idToken, {
        params: { id: `no-such-user-${randomUUID()}` },
      });
      expect(nobody.status).toBe(404);
    });
  });

  describe('property reviews', () => {
    it('moves pending → reviewing → rejected (reason required) and notifies the owner', async () => {
      const owner = await accountWithProfile('Guardian', 'Owner');
      const propertyId = await seedProperty({ ownerId: owner.uid, address: `${randomUUID().slice(0, 6)} Review Way` });
      const review = (body: unknown) =>
        call(apiRoutes.adminReviewProperty, admin.idToken, { params: { id: propertyId }, body });

      const skipped = await review({ status: 'approved' });
      expect(skipped.status).toBe(409);
      expect(skipped.body).toMatchObject({ message: 'A property that is pending cannot be marked approved.' });
      expect((await review({ status: 'reviewing' })).status).toBe(200);
      const noReason = await review({ status: 'rejected' });
      expect(noReason.status).toBe(400);
      expect(failedFields(noReason)).toEqual(['reason']);
      const rejected = await review({ status: 'rejected', reason: 'The deed is missing.' });
      expect(rejected.status).toBe(200);
      expect(await readPropertyOrFail(propertyId)).toMatchObject({
        status: 'rejected',
        reviewReason: 'The deed is missing.',
      });

      const notification = await waitFor('the rejection notification', async () =>
        (await readNotifications(owner.uid)).find((item) => item.message.includes('The deed is missing.')),
      );
      expect(notification.title).toBe('Property review updated');
      const audit = await adminDb.collection('auditLog').where('targetId', '==', propertyId).get();
      expect(audit.docs.map((doc) => doc.get('action'))).toContain('property.reviewStatusChanged');
    });

    it('lists properties with owner and progress, filtered by review status', async () => {
      const owner = await accountWithProfile('Executor', 'Lister');
      const propertyId = await seedProperty({
        ownerId: owner.uid,
        statusData: { cleanout: 'Completed', inspection: 'In Progress' },
      });
      const answer = await call(apiRoutes.adminProperties, admin.idToken, {
        query: { status: 'pending', query: owner.email },
      });
      expect(answer.status).toBe(200);
      const page = apiRoutes.adminProperties.response.parse(answer.body);
      const listed = page.properties.find((property) => property._id === propertyId);
      expect(listed?.owner).toMatchObject({ _id: owner.uid, email: owner.email });
      expect(listed?.progressPercent).toBeGreaterThan(0);
      const approved = apiRoutes.adminProperties.response.parse(
        (await call(apiRoutes.adminProperties, admin.idToken, { query: { status: 'approved', query: owner.email } }))
          .body,
      );
      expect(approved.properties).toEqual([]);
    });
  });

  describe('the intake queue', () => {
    it('lists requests by kind and status and records status changes with a note', async () => {
      const id = await seedIntake('keyPickup');
      const update = await call(apiRoutes.adminUpdateIntake, admin.idToken, {
        params: { id },
        body: { status: 'contacted', note: 'Called back' },
      });
      expect(update.status).toBe(200);
      expect(apiRoutes.adminUpdateIntake.response.parse(update.body).request).toMatchObject({
        status: 'contacted',
        note: 'Called back',
      });
      const listed = apiRoutes.adminIntake.response.parse(
        (await call(apiRoutes.adminIntake, admin.idToken, { query: { kind: 'keyPickup', status: 'contacted' } })).body,
      );
      expect(listed.requests.map((request) => request._id)).toContain(id);
      expect(listed.requests.every((request) => request.kind === 'keyPickup' && request.status === 'contacted')).toBe(
        true,
      );
      const byHand = await call(apiRoutes.adminUpdateIntake, admin.idToken, {
        params: { id },
        body: { status: 'converted' },
      });
      expect(byHand.status).toBe(400);
    });

    it('converts a property submission into a property of an existing user, once (a second convert is a 409)', async () => {
      const owner = await accountWithProfile('Guardian', 'Converted');
      const id = await seedIntake('property');
      const convert = () =>
        call(apiRoutes.adminConvertIntake, admin.idToken, { params: { id }, body: { ownerId: owner.uid } });
      const [first, second] = await Promise.all([convert(), convert()]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const { targetId } = apiRoutes.adminConvertIntake.response.parse(first.status === 200 ? first.body : second.body);
      expect(await readPropertyOrFail(targetId)).toMatchObject({ ownerId: owner.uid, status: 'pending' });
      const owned = await callApi(apiPath(apiRoutes.userProperties), { token: owner.idToken });
      expect((owned.body as { _id: string }[]).map((property) => property._id)).toContain(targetId);
      expect((await adminDb.collection('intakeRequests').doc(id).get()).data()).toMatchObject({
        status: 'converted',
        targetId,
      });

      const again = await convert();
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ message: adminTexts.errors.alreadyConverted });
      const properties = await adminDb.collection('properties').where('ownerId', '==', owner.uid).get();
      expect(properties.size).toBe(1);
    });

    it('converts a property submission for an invited owner, who gets the invitation mail', async () => {
      const inviteEmail = `invited-${randomUUID()}@example.com`;
      const id = await seedIntake('property', inviteEmail);
      const answer = await call(apiRoutes.adminConvertIntake, admin.idToken, { params: { id }, body: { inviteEmail } });
      expect(answer.status).toBe(200);
      const { targetId } = apiRoutes.adminConvertIntake.response.parse(answer.body);
      const invitations = await adminDb.collection('invitations').where('purpose.propertyId', '==', targetId).get();
      expect(invitations.size).toBe(1);
      const mail = await waitFor('the invitation mail', async () =>
        (await inboxMessages()).find((message) => message.to.some((to) => to.address === inviteEmail)),
      );
      expect(mail.text).toContain('/client-signup/');
    });

    it('converts a key pickup request into a scheduled pickup of an existing user; unknown users are refused', async () => {
      const owner = await accountWithProfile('Executor', 'Pickup');
      const id = await seedIntake('keyPickup');
      const unknown = await call(apiRoutes.adminConvertIntake, admin.idToken, {
        params: { id },
        body: { ownerId: `it-nobody-${randomUUID()}` },
      });
      expect(unknown.status).toBe(400);
      expect(failedFields(unknown)).toEqual(['ownerId']);
      const invite = await call(apiRoutes.adminConvertIntake, admin.idToken, {
        params: { id },
        body: { inviteEmail: 'someone@example.com' },
      });
      expect(invite.status).toBe(400);
      expect((await adminDb.collection('intakeRequests').doc(id).get()).get('status')).toBe('new');

      const answer = await call(apiRoutes.adminConvertIntake, admin.idToken, {
        params: { id },
        body: { ownerId: owner.uid },
      });
      expect(answer.status).toBe(200);
      const { targetId } = apiRoutes.adminConvertIntake.response.parse(answer.body);
      const appointment = (await adminDb.collection('appointments').doc(targetId).get()).data();
      expect(appointment).toMatchObject({ userId: owner.uid, date: '2030-03-11', time: '10:00', status: 'scheduled' });
    });
  });

  describe('mail delivery problems', () => {
    it('lists failed mail newest first with recipient, template, attempts, reason and times, a page at a time', async () => {
      const queuedAt = new Date(Date.now() + 60_000);
      const seedMail = async (to: string, delivery: Partial<MailDelivery>, minutesLater: number) => {
        const ref = adminDb.collection('mail').doc(`it-${randomUUID()}`);
        // Written in ERROR or SUCCESS, states the mail triggers leave alone.
        await ref.set({
          id: ref.id,
          to,
          message: { subject: `Outbox ${ref.id}`, text: 'Not shown to admins.' },
          delivery: { ...pendingDelivery(), ...delivery },
          template: 'notification',
          createdAt: new Date(queuedAt.getTime() + minutesLater * 60_000),
        });
        return ref.id;
      };
      const lastAttemptAt = new Date(queuedAt.getTime() + 5 * 60_000);
      const refusedId = await seedMail(
        'no-such-mailbox@example.com',
        { state: 'ERROR', attempts: 1, error: 'EENVELOPE: 550 5.1.1 mailbox unavailable', startTime: lastAttemptAt },
        2,
      );
      const gaveUpId = await seedMail(
        'slow.server@example.com',
        { state: 'ERROR', attempts: 19, error: 'Gave up after 19 attempts: ECONNREFUSED', startTime: lastAttemptAt },
        1,
      );
      const sentId = await seedMail('alice.guardian@example.com', { state: 'SUCCESS', attempts: 1 }, 3);

      const firstAnswer = await call(apiRoutes.adminMailOutbox, admin.idToken, {
        query: { state: 'error', limit: '1' },
      });
      expect(firstAnswer.status).toBe(200);
      const first = apiRoutes.adminMailOutbox.response.parse(firstAnswer.body);
      expect(first.mails).toEqual([
        {
          _id: refusedId,
          to: ['no-such-mailbox@example.com'],
          subject: `Outbox ${refusedId}`,
          template: 'notification',
          state: 'ERROR',
          attempts: 1,
          error: 'EENVELOPE: 550 5.1.1 mailbox unavailable',
          createdAt: new Date(queuedAt.getTime() + 2 * 60_000),
          lastAttemptAt,
          nextAttemptAt: null,
          sentAt: null,
        },
      ]);
      expect(first.nextPageToken).not.toBeNull();
      const second = apiRoutes.adminMailOutbox.response.parse(
        (
          await call(apiRoutes.adminMailOutbox, admin.idToken, {
            query: { state: 'error', limit: '1', pageToken: first.nextPageToken ?? '' },
          })
        ).body,
      );
      expect(second.mails.map((mail) => [mail._id, mail.error])).toEqual([
        [gaveUpId, 'Gave up after 19 attempts: ECONNREFUSED'],
      ]);

      const all = apiRoutes.adminMailOutbox.response.parse(
        (await call(apiRoutes.adminMailOutbox, admin.idToken, { query: { limit: '3' } })).body,
      );
      expect(all.mails.map((mail) => mail._id)).toEqual([sentId, refusedId, gaveUpId]);
      expect((await call(apiRoutes.adminMailOutbox, admin.idToken, { query: { state: 'lost' } })).status).toBe(400);
    });
  });

  describe('npm run create-admin', () => {
    it('promotes an existing account, whose next sign-in may use the admin area', async () => {
      const user = await accountWithProfile('Guardian', 'Operator');
      await sleep(1100);
      const result = await createOrPromoteAdmin({ auth: adminAuth, db: adminDb }, { email: user.email });
      expect(result).toMatchObject({ uid: user.uid, created: false });
      expect((await adminDb.collection('users').doc(user.uid).get()).get('role')).toBe('Admin');
      expect((await call(apiRoutes.adminStats, user.idToken)).status).toBe(401);
      const { token } = apiRoutes.login.response.parse((await signIn(user.email)).body);
      expect((await call(apiRoutes.adminStats, token)).status).toBe(200);
    });

    it('creates a verified admin account with the given password', async () => {
      const email = `first-admin-${randomUUID()}@example.com`;
      const result = await createOrPromoteAdmin(
        { auth: adminAuth, db: adminDb },
        { email, password: PASSWORD, firstName: 'First', lastName: 'Admin' },
      );
      expect(result.created).toBe(true);
      const signedIn = await signIn(email);
      expect(signedIn.status).toBe(200);
      const { token, user } = apiRoutes.login.response.parse(signedIn.body);
      expect(user).toMatchObject({ role: 'Admin', emailVerified: true, firstName: 'First' });
      expect((await call(apiRoutes.adminUsers, token, { query: { role: 'Admin' } })).status).toBe(200);
    });
  });

  it('counts users by role, properties by review status and open intake requests', async () => {
    const before = apiRoutes.adminStats.response.parse((await call(apiRoutes.adminStats, admin.idToken)).body);
    await seedIntake('property');
    const after = apiRoutes.adminStats.response.parse((await call(apiRoutes.adminStats, admin.idToken)).body);
    expect(after.openIntake).toBeGreaterThanOrEqual(before.openIntake + 1);
    expect(after.usersByRole.Admin).toBeGreaterThanOrEqual(1);
    expect(Object.keys(after.propertiesByStatus).sort()).toEqual(['approved', 'pending', 'rejected', 'reviewing']);
  });
});
