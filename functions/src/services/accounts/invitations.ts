import { randomUUID } from 'node:crypto';
import {
  casesTexts,
  type ClientRole,
  type CreateAccountRequest,
  DomainError,
  errorsTexts,
  fullName,
  type Invitation,
  invitationTexts,
  invitationExpiresAt,
  type InvitationPurpose,
  isInvitationUsable,
  mailTexts,
  matchesInvitation,
  normalizeSearchTokens,
  paths,
  userProfileSchema,
  type VerifyInvitationResponse,
} from '@estatekey/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  casesCollection,
  documentsCollection,
  invitationsCollection,
  propertiesCollection,
  usersCollection,
} from '../../lib/collections';
import { deletingAuthUserOnFailure, type AccountServices } from './accounts';
import { recordAudit } from '../../lib/audit-log';
import { enqueueMailIn, type MailMessage } from '../../lib/mail';
import { propertyMemberIds } from '../properties/properties';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens';
import { getUserProfileById } from './users';
import { stringErrorCode } from '../../lib/error-code';

/*
 * Client invitations (DESIGN §5): a 256-bit token travels only in the mailed link `/client-signup/{token}`; the server
 * keeps its SHA-256 as the id of `invitations/{hash}`. It expires after 7 days and creates at most one account.
 */

export interface InvitationRequest {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone?: string;
  readonly role: ClientRole;
  readonly purpose: InvitationPurpose;
  /** The attorney (or admin) sending it: named on the signup page, notified when it is accepted. */
  readonly invitedBy: string;
  /** The sender's name as the mail shows it. */
  readonly inviterName: string;
  /** What the invitation is about as the mail names it: the case name, or the property's address. */
  readonly about: string;
  /** The address already has an account: the mail asks to sign in and accept instead of creating one. */
  readonly existingAccount?: boolean;
}

export interface InvitationOptions {
  /** Write in this transaction (after its reads), so the invitation and its mail exist exactly when the rest does. */
  readonly transaction?: Transaction;
  /** Public address of the web app; the link starts with it. */
  readonly appBaseUrl: string;
  readonly now?: Date;
}

/** The link of the invitation mail: the web app's /client-signup/{token} page. */
export function invitationLink(appBaseUrl: string, token: string): string {
  return `${appBaseUrl}${paths.clientSignup(token)}`;
}

function invitationMail(request: InvitationRequest, link: string): MailMessage {
  if (request.purpose.kind === 'caseClient') {
    const text = request.existingAccount ? mailTexts.invitation.existingAccountText : mailTexts.invitation.text;
    return {
      subject: mailTexts.invitation.subject(request.inviterName),
      text: text(request.firstName, request.inviterName, request.about, link),
    };
  }
  const mail = casesTexts.mail.propertyOwnerInvitation;
  return {
    subject: mail.subject(request.inviterName),
    text: mail.text(request.firstName, request.inviterName, request.about, link),
  };
}

function purposeTarget(purpose: InvitationPurpose): { targetType: 'case' | 'property'; targetId: string } {
  return purpose.kind === 'caseClient'
    ? { targetType: 'case', targetId: purpose.caseId }
    : { targetType: 'property', targetId: purpose.propertyId };
}

async function writeInvitation(
  transaction: Transaction,
  db: Firestore,
  request: InvitationRequest,
  options: InvitationOptions,
): Promise<string> {
  const now = options.now ?? new Date();
  const token = newSecretToken();
  const ref = invitationsCollection(db).doc(hashSecretToken(token));
  const client = {
    firstName: request.firstName.trim(),
    lastName: request.lastName.trim(),
    email: request.email.trim().toLowerCase(),
    phone: request.phone ?? '',
    role: request.role,
  };
  transaction.create(ref, {
    id: ref.id,
    purpose: request.purpose,
    invitedBy: request.invitedBy,
    client,
    expiresAt: invitationExpiresAt(now),
    acceptedAt: null,
    acceptedBy: null,
    createdAt: now,
  });
  enqueueMailIn(
    transaction,
    db,
    client.email,
    invitationMail(request, invitationLink(options.appBaseUrl, token)),
    'invitation',
  );
  await recordAudit(
    db,
    {
      actorId: request.invitedBy,
      action: 'invitation.sent',
      targetType: 'invitation',
      targetId: ref.id,
      details: { email: client.email, role: client.role, ...purposeTarget(request.purpose) },
    },
    { transaction },
  );
  return ref.id;
}

/**
 * Creates an invitation and queues its mail, recorded as 'invitation.sent'. Returns the invitation's id (the token's
 * hash); the token itself exists only in the mail. Given a transaction, it only writes, so call it after the
 * transaction's reads.
 */
export async function createInvitation(
  db: Firestore,
  request: InvitationRequest,
  options: InvitationOptions,
): Promise<{ invitationId: string }> {
  const { transaction } = options;
  const invitationId = transaction
    ? await writeInvitation(transaction, db, request, options)
    : await db.runTransaction((own) => writeInvitation(own, db, request, options));
  return { invitationId };
}

const invalidInvitation = () => DomainError.badRequest(errorsTexts.invitationInvalid);

async function usableInvitation(db: Firestore, token: string, now: Date) {
  const snapshot = await invitationsCollection(db).doc(hashSecretToken(token)).get();
  const invitation = snapshot.data();
  if (!invitation || !isInvitationUsable(invitation, now)) throw invalidInvitation();
  return { snapshot, invitation };
}

/** The invited person and who invited them; 400 when unusable. Serves `GET /api/client/verify-invitation/{token}`. */
export async function verifyInvitation(
  db: Firestore,
  token: string,
  now: Date = new Date(),
): Promise<VerifyInvitationResponse> {
  const { invitation } = await usableInvitation(db, token, now);
  const { firstName, lastName, email } = invitation.client;
  const [inviter, accounts] = await Promise.all([
    getUserProfileById(db, invitation.invitedBy),
    usersCollection(db).where('email', '==', email).limit(1).select().get(),
  ]);
  return {
    client: { firstName, lastName, email },
    attorney: { firstName: inviter?.firstName ?? '', lastName: inviter?.lastName ?? '' },
    accountExists: !accounts.empty,
  };
}

/**
 * Applies what accepting does inside the finishing transaction: the client joins the case (and may read the documents
 * already filed under it), or the new account becomes the property's owner. Reads first, then returns the writes.
 */
async function applyPurpose(
  transaction: Transaction,
  db: Firestore,
  purpose: InvitationPurpose,
  uid: string,
): Promise<() => void> {
  const changedBy = { updatedBy: uid, updatedAt: FieldValue.serverTimestamp() };
  if (purpose.kind === 'caseClient') {
    const caseRef = casesCollection(db).doc(purpose.caseId);
    const legalCase = (await transaction.get(caseRef)).data();
    if (!legalCase || (legalCase.clientId !== null && legalCase.clientId !== uid)) throw invalidInvitation();
    const filed = await transaction.get(documentsCollection(db).where('caseId', '==', purpose.caseId));
    return () => {
      transaction.update(caseRef, { clientId: uid, memberIds: FieldValue.arrayUnion(uid), ...changedBy });
      for (const document of filed.docs) transaction.update(document.ref, { readerIds: FieldValue.arrayUnion(uid) });
    };
  }
  const propertyRef = propertiesCollection(db).doc(purpose.propertyId);
  const property = (await transaction.get(propertyRef)).data();
  if (!property) throw invalidInvitation();
  const { [uid]: _ownShare, ...sharedWith } = property.sharedWith;
  return () => {
    transaction.update(propertyRef, {
      ownerId: uid,
      sharedWith,
      memberIds: propertyMemberIds(uid, sharedWith),
      ...changedBy,
    });
  };
}

/**
 * Claims the invitation for `uid`: a write conditional on the document being unchanged since it was read as usable,
 * so of any number of simultaneous redemptions exactly one claims it and the others are refused as used.
 */
async function claimInvitation(db: Firestore, token: string, uid: string, now: Date): Promise<Invitation> {
  const { snapshot, invitation } = await usableInvitation(db, token, now);
  try {
    await snapshot.ref.update({ acceptedAt: now, acceptedBy: uid }, { lastUpdateTime: snapshot.updateTime });
  } catch {
    throw invalidInvitation();
  }
  return invitation;
}

/** Makes a claimed invitation usable again after the account could not be created. */
async function releaseInvitation(db: Firestore, invitationId: string, uid: string): Promise<void> {
  const ref = invitationsCollection(db).doc(invitationId);
  await db.runTransaction(async (transaction) => {
    if ((await transaction.get(ref)).data()?.acceptedBy !== uid) return;
    transaction.update(ref, { acceptedAt: null, acceptedBy: null });
  });
}

/** Applies the claimed invitation's purpose for `uid` and records the acceptance, in one transaction. */
async function acceptClaimedInvitation(
  db: Firestore,
  invitation: Invitation,
  uid: string,
  writeAccount: (transaction: Transaction) => void = () => undefined,
): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const ref = invitationsCollection(db).doc(invitation.id);
    if ((await transaction.get(ref)).data()?.acceptedBy !== uid) throw invalidInvitation();
    const applyWrites = await applyPurpose(transaction, db, invitation.purpose, uid);
    writeAccount(transaction);
    applyWrites();
    await recordAudit(
      db,
      {
        actorId: uid,
        action: 'invitation.accepted',
        targetType: 'invitation',
        targetId: invitation.id,
        details: { invitedBy: invitation.invitedBy, ...purposeTarget(invitation.purpose) },
      },
      { transaction },
    );
  });
}

/**
 * An existing account accepts an invitation sent to its address. The
 * caller is signed in with a verified e-mail (the route's guard: unverified accounts are never linked) equal to the
 * invitation's, so only the person who reads that mailbox and holds that account joins. Single use, as redemption.
 * Serves `POST /api/client/accept-invitation/{token}`.
 */
export async function acceptInvitationAsUser(
  db: Firestore,
  caller: { readonly uid: string; readonly email: string | null },
  token: string,
  now: Date = new Date(),
): Promise<void> {
  const { invitation: preview } = await usableInvitation(db, token, now);
  if (caller.email === null || caller.email.trim().toLowerCase() !== preview.client.email.trim().toLowerCase()) {
    throw DomainError.forbidden(invitationTexts.emailMismatch);
  }
  const invitation = await claimInvitation(db, token, caller.uid, now);
  try {
    await acceptClaimedInvitation(db, invitation, caller.uid);
  } catch (error) {
    await releaseInvitation(db, invitation.id, caller.uid);
    throw error;
  }
}

/**
 * Creates the invited person's account. Names and e-mail must repeat the invitation's. The invitation is claimed
 * first (single use, see claimInvitation); then the Auth account is created verified (the mail proved the address)
 * with the invited role, and one transaction writes the profile, applies the purpose and records the acceptance. Any
 * failure after the claim deletes the Auth account and releases the invitation.
 * Serves `POST /api/client/create-account/{token}`.
 */
export async function redeemInvitation(
  { auth, db }: AccountServices,
  token: string,
  request: CreateAccountRequest,
  now: Date = new Date(),
): Promise<{ uid: string }> {
  const { invitation: preview } = await usableInvitation(db, token, now);
  if (!matchesInvitation(request, preview.client)) {
    throw DomainError.badRequest(errorsTexts.invitationEmailMismatch);
  }
  const uid = randomUUID().replaceAll('-', '');
  const invitation = await claimInvitation(db, token, uid, now);
  const { client } = invitation;
  try {
    await auth.createUser({
      uid,
      email: client.email,
      password: request.password,
      displayName: fullName(client),
      emailVerified: true,
    });
  } catch (error) {
    await releaseInvitation(db, invitation.id, uid);
    if (stringErrorCode(error) === 'auth/email-already-exists') throw DomainError.conflict(errorsTexts.emailExists);
    throw error;
  }

  await deletingAuthUserOnFailure(auth, uid, async () => {
    try {
      await auth.setCustomUserClaims(uid, { role: client.role });
      await acceptClaimedInvitation(db, invitation, uid, (transaction) => {
        const profile = userProfileSchema.parse({
          id: uid,
          firstName: client.firstName,
          lastName: client.lastName,
          email: client.email,
          phone: client.phone,
          role: client.role,
          emailVerified: true,
          onboardingCompleted: false,
          searchTokens: normalizeSearchTokens(client),
          createdAt: now,
        });
        transaction.create(usersCollection(db).doc(uid), { ...profile, createdAt: FieldValue.serverTimestamp() });
      });
    } catch (error) {
      await releaseInvitation(db, invitation.id, uid);
      throw error;
    }
  });
  return { uid };
}
