import { createHash, randomUUID } from 'node:crypto';
import {
  apiPath,
  apiRoutes,
  apiTexts,
  attorneyTexts,
  CASE_NUMBER_PATTERN,
  casesTexts,
  CLIENT_INTAKE_RATE_LIMIT,
  type ClientIntakeInput,
  errorsTexts,
  INVITATION_RECIPIENT_RATE_LIMIT,
  invitationTexts,
  mailTexts,
  notificationContentTexts,
} from '@estatekey/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithRole, type TestAccount, createAccountWithProfile } from './support/accounts';
import { adminAuth, adminDb } from './support/admin';
import { callApi, type ApiAnswer } from './support/api-client';
import { createInvitation } from '../../functions/src/services/accounts/invitations';
import {
  invitationTokenOf,
  mailLinkOf,
  queuedInvitationMail,
  queuedInvitationToken,
  queuedInvitationTokens,
  queuedMails,
} from './support/invitations';
import { readNotifications, readPropertyOrFail, seedProfile, seedProperty } from './support/properties';
import { logInThroughApi } from './support/registered-accounts';
import { waitFor } from './support/wait-for';

const PASSWORD = 'invited-client-1';

function intakeFor(email: string, overrides: Partial<ClientIntakeInput> = {}): ClientIntakeInput {
  return {
    firstName: 'Ivy',
    lastName: 'Invitee',
    email,
    phone: '',
    role: 'Executor',
    caseType: 'Estate Sale',
    caseName: 'Estate Sale - Ivy',
    caseDescription: 'Sale of the family home.',
    caseNumber: '',
    courtFilingNumber: '',
    priority: 'High',
    dueDate: '',
    ...overrides,
  };
}

function newClientEmail(): string {
  return `it-invitee-${randomUUID()}@example.com`;
}

async function submitIntake(token: string, intake: ClientIntakeInput): Promise<ApiAnswer> {
  return await callApi(apiPath(apiRoutes.submitClient), { method: 'POST', token, body: intake });
}

function verifyPath(token: string): `/api/${string}` {
  return apiPath(apiRoutes.verifyInvitation, { token });
}

function createAccountPath(token: string): `/api/${string}` {
  return apiPath(apiRoutes.createClientAccount, { token });
}

function acceptPath(token: string): `/api/${string}` {
  return apiPath(apiRoutes.acceptInvitation, { token });
}

function accountRequest(email: string, overrides: Record<string, string> = {}) {
  return { firstName: 'Ivy', lastName: 'Invitee', email, password: PASSWORD, ...overrides };
}

async function readCase(caseId: string) {
  return (await adminDb.collection('cases').doc(caseId).get()).data();
}

describe('client intake and invitations', () => {
  let attorney: TestAccount;

  beforeAll(async () => {
    attorney = await createAccountWithProfile('Attorney', 'Avery', 'Attorney');
  });

  /** An intake for a new e-mail: the case, and the token of the invitation mail queued for it. */
  async function invited(overrides: Partial<ClientIntakeInput> = {}) {
    const email = newClientEmail();
    const answer = await submitIntake(attorney.idToken, intakeFor(email, overrides));
    expect(answer.status).toBe(201);
    const { caseId, caseNumber } = apiRoutes.submitClient.response.parse(answer.body);
    return { email, caseId, caseNumber, token: await queuedInvitationToken(email) };
  }

  describe('POST /api/attorney/clients', () => {
    it('answers 401 without a token and 403 to a client', async () => {
      expect((await submitIntake('', intakeFor(newClientEmail()))).status).toBe(401);
      const guardian = await createAccountWithRole('Guardian');
      expect((await submitIntake(guardian.idToken, intakeFor(newClientEmail()))).status).toBe(403);
    });

    it("refuses missing names or e-mail with 'Please fill all required fields' and writes nothing", async () => {
      const email = newClientEmail();
      for (const field of ['firstName', 'lastName', 'email'] as const) {
        const answer = await submitIntake(attorney.idToken, intakeFor(email, { [field]: '' }));
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ message: attorneyTexts.clients.requiredFields });
      }
      expect(await queuedInvitationTokens(email)).toEqual([]);
    });

    it('creates the case with a generated number and mails an invitation whose token only the link holds', async () => {
      const { email, caseId, caseNumber, token } = await invited();
      expect(caseNumber).toMatch(CASE_NUMBER_PATTERN);
      expect(await readCase(caseId)).toMatchObject({
        caseNumber,
        caseName: 'Estate Sale - Ivy',
        attorneyId: attorney.uid,
        clientId: null,
        memberIds: [attorney.uid],
        status: 'New',
        priority: 'High',
        client: { firstName: 'Ivy', lastName: 'Invitee', email, role: 'Executor' },
      });
      const tokenHash = createHash('sha256').update(token).digest('hex');
      const invitation = await adminDb.collection('invitations').doc(tokenHash).get();
      expect(invitation.data()).toMatchObject({
        purpose: { kind: 'caseClient', caseId },
        invitedBy: attorney.uid,
        acceptedAt: null,
      });
      expect(JSON.stringify(invitation.data())).not.toContain(token);
      const expiresAt = (invitation.get('expiresAt') as Timestamp).toMillis();
      const createdAt = (invitation.get('createdAt') as Timestamp).toMillis();
      expect(expiresAt - createdAt).toBe(7 * 24 * 60 * 60 * 1000);
    });

    it("names a case sent without a name '{caseType} - {firstName}', as the form would", async () => {
      // An attorney of its own, so the per-attorney intake limit other tests spend is not touched.
      const namer = await createAccountWithProfile('Attorney', 'Nora', 'Namer');
      for (const caseName of ['', '   ']) {
        const answer = await submitIntake(namer.idToken, intakeFor(newClientEmail(), { caseName }));
        expect(answer.status).toBe(201);
        const { caseNumber } = apiRoutes.submitClient.response.parse(answer.body);
        const stored = await adminDb.collection('cases').where('caseNumber', '==', caseNumber).get();
        expect(stored.docs.map((doc) => doc.get('caseName'))).toEqual(['Estate Sale - Ivy']);
        expect(stored.docs[0]?.get('title')).toBe('Estate Sale - Ivy');
      }
    });

    it('keeps a typed case number and refuses one another case uses', async () => {
      const caseNumber = `PR-${randomUUID().slice(0, 8)}`;
      const first = await submitIntake(attorney.idToken, intakeFor(newClientEmail(), { caseNumber }));
      expect(first.status).toBe(201);
      expect(apiRoutes.submitClient.response.parse(first.body).caseNumber).toBe(caseNumber);
      const second = await submitIntake(attorney.idToken, intakeFor(newClientEmail(), { caseNumber }));
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ message: casesTexts.errors.caseNumberTaken });
      const stored = await adminDb.collection('cases').where('caseNumber', '==', caseNumber).get();
      expect(stored.size).toBe(1);
    });

    it('refuses a typed case number that an earlier intake was given, and writes no second case', async () => {
      // An attorney of its own, so the per-attorney intake limit other tests spend is not touched.
      const numberer = await createAccountWithProfile('Attorney', 'Nico', 'Numberer');
      const generated = await submitIntake(numberer.idToken, intakeFor(newClientEmail()));
      expect(generated.status).toBe(201);
      const { caseNumber } = apiRoutes.submitClient.response.parse(generated.body);
      expect(caseNumber).toMatch(CASE_NUMBER_PATTERN);
      const typed = await submitIntake(numberer.idToken, intakeFor(newClientEmail(), { caseNumber }));
      expect(typed.status).toBe(409);
      expect(typed.body).toMatchObject({ message: casesTexts.errors.caseNumberTaken });
      const stored = await adminDb.collection('cases').where('caseNumber', '==', caseNumber).get();
      expect(stored.size).toBe(1);
    });

    it("refuses a taken typed number that holds characters a document id cannot ('/')", async () => {
      const slasher = await createAccountWithProfile('Attorney', 'Sol', 'Slasher');
      const caseNumber = `2026/CV/${randomUUID().slice(0, 8)}`;
      const first = await submitIntake(slasher.idToken, intakeFor(newClientEmail(), { caseNumber }));
      expect(first.status).toBe(201);
      const second = await submitIntake(slasher.idToken, intakeFor(newClientEmail(), { caseNumber }));
      expect(second.status).toBe(409);
    });

    it('generates distinct case numbers for simultaneous intakes', async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => submitIntake(attorney.idToken, intakeFor(newClientEmail()))),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 5 }, () => 201));
      const numbers = answers.map((answer) => apiRoutes.submitClient.response.parse(answer.body).caseNumber);
      expect(new Set(numbers).size).toBe(5);
    });

    it('invites an existing client account like any address: nobody is added to a case without accepting', async () => {
      const client = await createAccountWithProfile('Guardian', 'Gail', 'Guardian');
      const answer = await submitIntake(attorney.idToken, intakeFor(client.email, { role: 'Guardian' }));
      expect(answer.status).toBe(201);
      const { caseId, message } = apiRoutes.submitClient.response.parse(answer.body);
      expect(message).toBe(apiTexts.clientSubmitted);
      expect(await readCase(caseId)).toMatchObject({ clientId: null, memberIds: [attorney.uid] });
      const mail = await queuedInvitationMail(client.email);
      expect(mail.message.text).toBe(
        mailTexts.invitation.existingAccountText('Ivy', 'Avery Attorney', 'Estate Sale - Ivy', mailLinkOf(mail)),
      );
      const verified = await callApi(verifyPath(invitationTokenOf(mail)));
      expect(apiRoutes.verifyInvitation.response.parse(verified.body).accountExists).toBe(true);
      // Not a member yet: the case is not theirs to see, and no notification told them it is.
      const listed = await callApi(apiPath(apiRoutes.myCases), { token: client.idToken });
      expect(apiRoutes.myCases.response.parse(listed.body)).toEqual([]);
      expect(await readNotifications(client.uid)).toEqual([]);
    });

    it('gives one answer for every address, and tells a non-client account by mail that it cannot be used', async () => {
      const agent = await createAccountWithProfile('Agent', 'Aaron', 'Agent');
      const answers = [
        await submitIntake(attorney.idToken, intakeFor(agent.email)),
        await submitIntake(attorney.idToken, intakeFor(newClientEmail())),
        await submitIntake(attorney.idToken, intakeFor((await createAccountWithProfile('Executor', 'E', 'X')).email)),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      const messages = answers.map((answer) => apiRoutes.submitClient.response.parse(answer.body).message);
      expect(new Set(messages)).toEqual(new Set([apiTexts.clientSubmitted]));
      expect(await queuedInvitationTokens(agent.email)).toEqual([]);
      const [notice] = await queuedMails(agent.email);
      expect(notice?.message.text).toBe(
        mailTexts.invitation.notAClientAccountText('Ivy', 'Avery Attorney', 'Estate Sale - Ivy'),
      );
      const { caseId } = apiRoutes.submitClient.response.parse(answers[0]?.body);
      const invitations = await adminDb.collection('invitations').where('purpose.caseId', '==', caseId).get();
      expect(invitations.size).toBe(0);
      expect(await readCase(caseId)).toMatchObject({ clientId: null, memberIds: [attorney.uid] });
    });

    it('does not hand a case to whoever registered the client’s address first without verifying it', async () => {
      const squatter = await createAccountWithRole('Guardian', { emailVerified: false });
      await seedProfile({
        uid: squatter.uid,
        role: 'Guardian',
        firstName: 'Ivy',
        lastName: 'Invitee',
        email: squatter.email,
      });
      const answer = await submitIntake(attorney.idToken, intakeFor(squatter.email));
      expect(answer.status).toBe(201);
      const { caseId } = apiRoutes.submitClient.response.parse(answer.body);
      expect(await readCase(caseId)).toMatchObject({ clientId: null, memberIds: [attorney.uid] });
      // Even holding the mailed link, an unverified account cannot accept.
      const accepted = await callApi(acceptPath(await queuedInvitationToken(squatter.email)), {
        method: 'POST',
        token: squatter.idToken,
      });
      expect(accepted.status).toBe(403);
      expect(await readCase(caseId)).toMatchObject({ clientId: null, memberIds: [attorney.uid] });
    });

    it('limits intakes per receiving address and per attorney, and a refused intake writes nothing', async () => {
      const email = newClientEmail();
      const sender = await createAccountWithProfile('Attorney', 'Sam', 'Sender');
      for (let sent = 0; sent < INVITATION_RECIPIENT_RATE_LIMIT.max; sent += 1) {
        expect((await submitIntake(sender.idToken, intakeFor(email))).status).toBe(201);
      }
      // Another attorney, the same inbox: the inbox's limit holds whoever sends.
      const refused = await submitIntake(attorney.idToken, intakeFor(email.toUpperCase()));
      expect(refused.status).toBe(429);
      expect(await queuedInvitationTokens(email)).toHaveLength(INVITATION_RECIPIENT_RATE_LIMIT.max);
      const cases = await adminDb.collection('cases').where('client.email', '==', email).get();
      expect(cases.size).toBe(INVITATION_RECIPIENT_RATE_LIMIT.max);

      // One after another: the intakes would otherwise queue on the case-number counter's transaction.
      const statuses: number[] = [];
      for (let more = CLIENT_INTAKE_RATE_LIMIT.max - INVITATION_RECIPIENT_RATE_LIMIT.max + 1; more > 0; more -= 1) {
        statuses.push((await submitIntake(sender.idToken, intakeFor(newClientEmail()))).status);
      }
      expect(statuses.filter((status) => status === 429)).toEqual([429]);
      expect(statuses.at(-1)).toBe(429);
      const sent = await adminDb.collection('cases').where('attorneyId', '==', sender.uid).get();
      expect(sent.size).toBe(CLIENT_INTAKE_RATE_LIMIT.max);
    }, 90_000);
  });

  describe('POST /api/client/accept-invitation/{token}', () => {
    // An attorney of its own: each intake counts against its sender's hourly limit.
    let inviter: TestAccount;
    beforeAll(async () => {
      inviter = await createAccountWithProfile('Attorney', 'Ines', 'Inviter');
    });

    async function invitedAccount(role: 'Guardian' | 'Executor' = 'Guardian') {
      const client = await createAccountWithProfile(role, 'Gail', 'Guardian');
      const answer = await submitIntake(inviter.idToken, intakeFor(client.email, { role }));
      const { caseId } = apiRoutes.submitClient.response.parse(answer.body);
      return { client, caseId, token: await queuedInvitationToken(client.email) };
    }

    it('joins the signed-in account of the invited, verified address to the case, once', async () => {
      const { client, caseId, token } = await invitedAccount();
      const answer = await callApi(acceptPath(token), { method: 'POST', token: client.idToken });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ message: invitationTexts.accepted });
      expect(await readCase(caseId)).toMatchObject({ clientId: client.uid, memberIds: [inviter.uid, client.uid] });
      const listed = await callApi(apiPath(apiRoutes.myCases), { token: client.idToken });
      expect(apiRoutes.myCases.response.parse(listed.body).map((legalCase) => legalCase._id)).toEqual([caseId]);
      const again = await callApi(acceptPath(token), { method: 'POST', token: client.idToken });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ message: errorsTexts.invitationInvalid });
    });

    it('refuses another account holding the link, and an account that cannot be a client', async () => {
      const { caseId, token } = await invitedAccount();
      const other = await createAccountWithProfile('Guardian', 'Mallory', 'Other');
      const stolen = await callApi(acceptPath(token), { method: 'POST', token: other.idToken });
      expect(stolen.status).toBe(403);
      expect(stolen.body).toMatchObject({ message: invitationTexts.emailMismatch });
      const agent = await createAccountWithRole('Agent');
      const byAgent = await callApi(acceptPath(token), { method: 'POST', token: agent.idToken });
      expect(byAgent.status).toBe(403);
      expect(byAgent.body).toMatchObject({ message: invitationTexts.acceptNeedsClientAccount });
      expect((await callApi(acceptPath(token), { method: 'POST' })).status).toBe(401);
      expect(await readCase(caseId)).toMatchObject({ clientId: null, memberIds: [inviter.uid] });
      // Still usable by the invited account after the refusals.
      expect((await callApi(verifyPath(token))).status).toBe(200);
    });
  });

  describe('GET /api/client/verify-invitation/{token}', () => {
    it('names the invited client and the attorney', async () => {
      const { email, token } = await invited();
      const answer = await callApi(verifyPath(token));
      expect(answer.status).toBe(200);
      expect(apiRoutes.verifyInvitation.response.parse(answer.body)).toEqual({
        client: { firstName: 'Ivy', lastName: 'Invitee', email },
        attorney: { firstName: 'Avery', lastName: 'Attorney' },
        accountExists: false,
      });
    });

    it('refuses an unknown token', async () => {
      const answer = await callApi(verifyPath('not-a-real-token'));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: errorsTexts.invitationInvalid });
    });
  });

  describe('POST /api/client/create-account/{token}', () => {
    it('creates the verified client account, joins it to the case and notifies the attorney', async () => {
      const { email, caseId, token } = await invited();
      const answer = await callApi(createAccountPath(token), { method: 'POST', body: accountRequest(email) });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ message: apiTexts.accountCreated });

      const user = await adminAuth.getUserByEmail(email);
      expect(user.emailVerified).toBe(true);
      expect(user.customClaims).toEqual({ role: 'Executor' });
      const profile = (await adminDb.collection('users').doc(user.uid).get()).data();
      expect(profile).toMatchObject({ firstName: 'Ivy', lastName: 'Invitee', email, role: 'Executor' });
      expect(await readCase(caseId)).toMatchObject({ clientId: user.uid, memberIds: [attorney.uid, user.uid] });

      // The new client signs in and finds the case.
      const idToken = await logInThroughApi({ email, password: PASSWORD });
      const listed = await callApi(apiPath(apiRoutes.myCases), { token: idToken });
      expect(listed.status).toBe(200);
      expect(apiRoutes.myCases.response.parse(listed.body).map((legalCase) => legalCase._id)).toEqual([caseId]);

      const joined = await waitFor('the attorney’s notification', async () => {
        const notifications = await readNotifications(attorney.uid);
        return notifications.find((notification) => notification.link.endsWith(caseId));
      });
      expect(joined.message).toBe(
        notificationContentTexts.invitationAccepted('Ivy Invitee', 'Estate Sale - Ivy').message,
      );
    });

    it('works once: a used invitation is refused, for verification and redemption', async () => {
      const { email, token } = await invited();
      expect((await callApi(createAccountPath(token), { method: 'POST', body: accountRequest(email) })).status).toBe(
        201,
      );
      const again = await callApi(createAccountPath(token), { method: 'POST', body: accountRequest(email) });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ message: errorsTexts.invitationInvalid });
      expect((await callApi(verifyPath(token))).status).toBe(400);
    });

    it('refuses an expired invitation and creates no account', async () => {
      const { email, token } = await invited();
      const tokenHash = createHash('sha256').update(token).digest('hex');
      await adminDb
        .collection('invitations')
        .doc(tokenHash)
        .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
      expect((await callApi(verifyPath(token))).status).toBe(400);
      const answer = await callApi(createAccountPath(token), { method: 'POST', body: accountRequest(email) });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: errorsTexts.invitationInvalid });
      await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    });

    it('locks names and e-mail to the invitation and requires a password of at least 8', async () => {
      const { email, token, caseId } = await invited();
      const changes: Record<string, string>[] = [
        { firstName: 'Mallory' },
        { lastName: 'Other' },
        { email: newClientEmail() },
      ];
      for (const changed of changes) {
        const answer = await callApi(createAccountPath(token), {
          method: 'POST',
          body: accountRequest(email, changed),
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ message: errorsTexts.invitationEmailMismatch });
      }
      const short = await callApi(createAccountPath(token), {
        method: 'POST',
        body: accountRequest(email, { password: '1234567' }),
      });
      expect(short.status).toBe(400);
      await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
      expect(await readCase(caseId)).toMatchObject({ clientId: null });
      // Still usable after the refusals.
      expect((await callApi(verifyPath(token))).status).toBe(200);
    });

    // 16, not more: the Functions emulator starts a worker per concurrent request, and 50 of them on a 2-core CI
    // machine outran the request timeout; the race it guards, many redemptions in flight at once, is the same at 16.
    it('creates exactly one account from 16 simultaneous redemptions', async () => {
      const { email, caseId, token } = await invited();
      const answers = await Promise.all(
        Array.from({ length: 16 }, () =>
          callApi(createAccountPath(token), { method: 'POST', body: accountRequest(email), timeoutMs: 90_000 }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 400)).toHaveLength(15);
      const user = await adminAuth.getUserByEmail(email);
      expect(await readCase(caseId)).toMatchObject({ clientId: user.uid, memberIds: [attorney.uid, user.uid] });
      const profiles = await adminDb.collection('users').where('email', '==', email).get();
      expect(profiles.size).toBe(1);
    }, 120_000);
  });

  describe('an admin’s property-owner invitation', () => {
    it('makes the new account the owner of the property the admin held for it', async () => {
      const admin = await createAccountWithProfile('Admin', 'Ada', 'Admin');
      const agentUid = `it-agent-${randomUUID()}`;
      const propertyId = await seedProperty({ ownerId: admin.uid, sharedWith: { [agentUid]: 'view' } });
      const email = newClientEmail();
      await createInvitation(
        adminDb,
        {
          email,
          firstName: 'Owen',
          lastName: 'Owner',
          role: 'Guardian',
          purpose: { kind: 'propertyOwner', propertyId },
          invitedBy: admin.uid,
          inviterName: 'Ada Admin',
          about: '12 Elm Street',
        },
        { appBaseUrl: 'http://app.test' },
      );
      const token = await queuedInvitationToken(email);
      const verified = await callApi(verifyPath(token));
      expect(verified.body).toEqual({
        client: { firstName: 'Owen', lastName: 'Owner', email },
        attorney: { firstName: 'Ada', lastName: 'Admin' },
        accountExists: false,
      });
      const answer = await callApi(createAccountPath(token), {
        method: 'POST',
        body: { firstName: 'Owen', lastName: 'Owner', email, password: PASSWORD },
      });
      expect(answer.status).toBe(201);
      const user = await adminAuth.getUserByEmail(email);
      expect(user.customClaims).toEqual({ role: 'Guardian' });
      const property = await readPropertyOrFail(propertyId);
      expect(property.ownerId).toBe(user.uid);
      expect(property.memberIds).toEqual([user.uid, agentUid]);
      expect(property.sharedWith).toEqual({ [agentUid]: 'view' });
    });
  });
});
