import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPath, apiRoutes, calendarFeedPath, type Role } from '@estatekey/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { collection, doc, getDoc, getDocs, limit, query } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashSecretToken } from '../../functions/src/lib/secret-tokens';
import { TEST_ACCOUNT_PASSWORD, type TestAccount, createAccountWithProfile } from './support/accounts';
import { adminAuth, adminDb } from './support/admin';
import { callApi } from './support/api-client';
import { seedPropertyWithCase } from './support/cases';
import { signInClient } from './support/client-firestore';
import { uploadedDocumentId } from './support/documents';
import { apiUrl, fetchWithTimeout } from './support/endpoints';
import { bystanderUid, seedProperty } from './support/properties';
import { waitFor } from './support/wait-for';

/*
 * What a revoked session keeps: a role change, disabling an account and signing out everywhere end the user's sessions
 * in the API (writes at once, reads once the API's cached session state expires), in Firestore (the rules compare the token's auth_time with the profile's revocation time),
 * in the documents they read through an Agent's share, and in their calendar feed.
 */

async function accountWithProfile(role: Role): Promise<TestAccount> {
  return await createAccountWithProfile(role, 'Revoked', `${role}-${randomUUID()}`);
}

/** Revocation counts in whole seconds: a session signed in in the revocation second itself stays valid. */
async function nextSecond(): Promise<void> {
  await sleep(1_100);
}

function permissionDenied(read: Promise<unknown>) {
  return expect(read).rejects.toMatchObject({ code: 'permission-denied' });
}

async function changeRole(admin: TestAccount, uid: string, role: Role) {
  const answer = await callApi(apiPath(apiRoutes.adminChangeUserRole, { id: uid }), {
    method: 'PUT',
    token: admin.idToken,
    body: { role },
  });
  expect(answer.status).toBe(200);
}

async function setDisabled(admin: TestAccount, uid: string, disabled: boolean) {
  const answer = await callApi(apiPath(apiRoutes.adminSetUserDisabled, { id: uid }), {
    method: 'PUT',
    token: admin.idToken,
    body: { disabled },
  });
  expect(answer.status).toBe(200);
}

let admin: TestAccount;

beforeAll(async () => {
  admin = await accountWithProfile('Admin');
});

describe('a revoked session ends in Firestore too', () => {
  it("a demoted admin's session, signed in before the demotion, no longer reads the audit log through the SDK", async () => {
    const demoted = await accountWithProfile('Admin');
    const session = await signInClient(demoted.email);
    try {
      const auditLog = query(collection(session.db, 'auditLog'), limit(1));
      await getDocs(auditLog);
      await nextSecond();
      await changeRole(admin, demoted.uid, 'Guardian');

      await permissionDenied(getDocs(auditLog));
      await permissionDenied(getDoc(doc(session.db, 'users', admin.uid)));
      // The profile carries Auth's revocation second, which the web app compares with its own token.
      const { tokensValidAfterTime } = await adminAuth.getUser(demoted.uid);
      const stored: unknown = (await adminDb.collection('users').doc(demoted.uid).get()).get('tokensRevokedAt');
      expect(stored).toBe(Math.floor(Date.parse(tokensValidAfterTime ?? '') / 1000));
    } finally {
      await session.close();
    }
  });

  it('signing out everywhere ends the Firestore session that asked for it, and the next sign-in reads again', async () => {
    const owner = await accountWithProfile('Guardian');
    const propertyId = await seedProperty({ ownerId: owner.uid });
    const session = await signInClient(owner.email);
    try {
      const property = doc(session.db, 'properties', propertyId);
      await getDoc(property);
      await nextSecond();
      expect((await callApi(apiPath(apiRoutes.logout), { method: 'POST', token: session.idToken })).status).toBe(200);
      await permissionDenied(getDoc(property));
    } finally {
      await session.close();
    }
    const again = await signInClient(owner.email);
    try {
      expect((await getDoc(doc(again.db, 'properties', propertyId))).exists()).toBe(true);
    } finally {
      await again.close();
    }
  });

  it("a disabled member's open session no longer reads the property shared with her", async () => {
    const member = await accountWithProfile('Executor');
    const propertyId = await seedProperty({ ownerId: bystanderUid('owner'), sharedWith: { [member.uid]: 'view' } });
    const session = await signInClient(member.email);
    try {
      const property = doc(session.db, 'properties', propertyId);
      await getDoc(property);
      await setDisabled(admin, member.uid, true);
      await permissionDenied(getDoc(property));
      const stored = (await adminDb.collection('users').doc(member.uid).get()).get('tokensRevokedAt') as number;
      const { tokensValidAfterTime } = await adminAuth.getUser(member.uid);
      expect(stored).toBeGreaterThan(Math.floor(Date.parse(tokensValidAfterTime ?? '') / 1000));
    } finally {
      await session.close();
      await setDisabled(admin, member.uid, false);
    }
    // Enabled again, the revocation second is Auth's own again: sessions signed in from then on read.
    const stored: unknown = (await adminDb.collection('users').doc(member.uid).get()).get('tokensRevokedAt');
    const { tokensValidAfterTime } = await adminAuth.getUser(member.uid);
    expect(stored).toBe(Math.floor(Date.parse(tokensValidAfterTime ?? '') / 1000));
  });
});

describe('a revoked session ends in the API: writes are refused at once, reads within 30 s', () => {
  const mePath = apiPath(apiRoutes.me);
  const writePath = apiPath(apiRoutes.resetCalendarFeed);

  async function readsRefused(token: string): Promise<void> {
    await waitFor(
      'reads with the revoked token to be refused',
      async () => ((await callApi(mePath, { token })).status === 401 ? true : undefined),
      { intervalMs: 1_000 },
    );
  }

  it("a demoted user's old token", async () => {
    const user = await accountWithProfile('Agent');
    expect((await callApi(mePath, { token: user.idToken })).status).toBe(200);
    await nextSecond();
    await changeRole(admin, user.uid, 'Guardian');

    expect((await callApi(writePath, { method: 'POST', token: user.idToken })).status).toBe(401);
    await readsRefused(user.idToken);
  });

  it("a disabled user's token, until the account is enabled again", async () => {
    const user = await accountWithProfile('Guardian');
    expect((await callApi(mePath, { token: user.idToken })).status).toBe(200);
    await setDisabled(admin, user.uid, true);
    try {
      expect((await callApi(writePath, { method: 'POST', token: user.idToken })).status).toBe(401);
      await readsRefused(user.idToken);
    } finally {
      await setDisabled(admin, user.uid, false);
    }
  });
});

describe('a role change resyncs the reader lists of documents', () => {
  it('an Agent made Guardian leaves the readers of the case documents of a property shared with them (API 404)', async () => {
    const agent = await accountWithProfile('Agent');
    const { caseId } = await seedPropertyWithCase(
      { ownerId: bystanderUid('owner'), sharedWith: { [agent.uid]: 'view' } },
      { attorneyId: bystanderUid('attorney'), clientId: bystanderUid('client') },
    );
    const documentId = await uploadedDocumentId(admin.idToken, { caseId });
    const documentPath = apiPath(apiRoutes.document, { id: documentId });
    const readerIds = async () =>
      (await adminDb.collection('documents').doc(documentId).get()).get('readerIds') as string[];
    expect(await readerIds()).toContain(agent.uid);
    expect((await callApi(documentPath, { token: agent.idToken })).status).toBe(200);

    await changeRole(admin, agent.uid, 'Guardian');

    await waitFor('the former agent to leave the readers', async () =>
      (await readerIds()).includes(agent.uid) ? undefined : true,
    );
    const signedIn = await callApi(apiPath(apiRoutes.login), {
      method: 'POST',
      body: { email: agent.email, password: TEST_ACCOUNT_PASSWORD },
    });
    const { token } = apiRoutes.login.response.parse(signedIn.body);
    expect((await callApi(documentPath, { token })).status).toBe(404);
  });
});

describe("a disabled account's calendar feed", () => {
  async function fetchFeedStatus(feedToken: string): Promise<number> {
    const response = await fetchWithTimeout(apiUrl(calendarFeedPath(feedToken)));
    await response.arrayBuffer();
    return response.status;
  }

  it('stops answering when the account is disabled: the feeds are deleted, and a leftover one is refused', async () => {
    const user = await accountWithProfile('Guardian');
    const created = await callApi(apiPath(apiRoutes.resetCalendarFeed), { method: 'POST', token: user.idToken });
    const { feedToken } = apiRoutes.resetCalendarFeed.response.parse(created.body);
    expect(await fetchFeedStatus(feedToken)).toBe(200);
    const unknownTokenStatus = await fetchFeedStatus(`${'x'.repeat(43)}`);

    await setDisabled(admin, user.uid, true);
    try {
      expect(await fetchFeedStatus(feedToken)).toBe(unknownTokenStatus);
      expect((await adminDb.collection('calendarFeeds').where('userId', '==', user.uid).get()).size).toBe(0);

      // A feed document that outlived the disable (written back here) is refused all the same.
      const hash = hashSecretToken(feedToken);
      await adminDb
        .collection('calendarFeeds')
        .doc(hash)
        .set({ id: hash, userId: user.uid, createdAt: Timestamp.now() });
      expect(await fetchFeedStatus(feedToken)).toBe(unknownTokenStatus);
    } finally {
      await setDisabled(admin, user.uid, false);
    }
  });
});
