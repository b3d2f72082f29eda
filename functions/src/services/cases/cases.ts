import {
  CASE_NUMBER_ENTROPY,
  canEditCaseFields,
  canReadCaseNotes,
  canViewCase,
  canViewDocument,
  canWriteCaseNotes,
  canWriteCaseProgress,
  caseNotesSchema,
  casesTexts,
  caseStatusAfterStageChange,
  DomainError,
  fullName,
  generateCaseNumber,
  isClientRole,
  mailTexts,
  newCaseFields,
  propertyLinkGrant,
  OPEN_CASE_STATUSES,
  UPCOMING_DEADLINES_LIMIT,
  type AttorneyCaseSummary,
  type AttorneyCasesQuery,
  type Case,
  type CaseNumberReservation,
  type CaseProgressRequest,
  type CaseResponse,
  type CaseStatus,
  type ClientIntake,
  type DocumentResponse,
  type ProgressStatus,
  type Property,
} from '@estatekey/domain';
import { randomInt } from 'node:crypto';
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  caseNotesDoc,
  casesCollection,
  caseNumberReservationDoc,
  documentsCollection,
  propertiesCollection,
  usersCollection,
} from '../../lib/collections';
import { timestampsToDates } from '../../lib/converters';
import { startAfterListed } from '../../lib/list-page';
import { refreshSaleGates } from '../sale/sale-records';
import { recordAudit } from '../../lib/audit-log';
import { toDocumentResponse, requireVisibleCase } from '../documents/documents';
import { createInvitation } from '../accounts/invitations';
import { enqueueMailIn } from '../../lib/mail';
import { getVisibleProperty, propertyAddressLine } from '../properties/properties';
import { getUserProfilesByIds } from '../accounts/users';
import type { RoleCaller } from '../../lib/caller';

/** A case as the attorney's screens read it (spec part 2 §3): the spec's aliases, the client object, the property. */
export function toCaseResponse(
  legalCase: Case,
  extra: { readonly propertyAddress: string | null; readonly attorneyNotes?: string },
): CaseResponse {
  // The readers with documents are the stats' bookkeeping, not part of the case's answer.
  const { clientId, readersWithDocuments: _readers, ...fields } = legalCase;
  return {
    ...fields,
    _id: legalCase.id,
    name: legalCase.caseName,
    type: legalCase.caseType,
    clientName: fullName(legalCase.client),
    clientId: {
      _id: clientId,
      firstName: legalCase.client.firstName,
      lastName: legalCase.client.lastName,
      email: legalCase.client.email,
      phone: legalCase.client.phone,
    },
    propertyId: legalCase.propertyIds[0] ?? null,
    propertyAddress: extra.propertyAddress,
    ...(extra.attorneyNotes !== undefined ? { attorneyNotes: extra.attorneyNotes } : {}),
  };
}

/** 'address, city, state' of each case's first linked property, by property id. */
async function relatedPropertyAddresses(db: Firestore, cases: readonly Case[]): Promise<Map<string, string>> {
  const ids = [...new Set(cases.flatMap((legalCase) => legalCase.propertyIds.slice(0, 1)))];
  if (ids.length === 0) return new Map();
  const snapshots = await db.getAll(...ids.map((id) => propertiesCollection(db).doc(id)));
  return new Map(
    snapshots
      .map((snapshot) => snapshot.data())
      .filter((property): property is Property => property !== undefined)
      .map((property) => [property.id, propertyAddressLine(property)] as const),
  );
}

function addressOf(legalCase: Case, addresses: ReadonlyMap<string, string>): string | null {
  const propertyId = legalCase.propertyIds[0];
  return propertyId === undefined ? null : (addresses.get(propertyId) ?? null);
}

/** The cases a caller runs: an attorney's own, every case for an admin. */
function callerCases(db: Firestore, caller: RoleCaller): Query<Case> {
  return caller.role === 'Admin' ? casesCollection(db) : casesCollection(db).where('attorneyId', '==', caller.uid);
}

async function withPropertyAddresses(db: Firestore, cases: readonly Case[]): Promise<CaseResponse[]> {
  const addresses = await relatedPropertyAddresses(db, cases);
  return cases.map((legalCase) => toCaseResponse(legalCase, { propertyAddress: addressOf(legalCase, addresses) }));
}

/**
 * An attorney's own cases, every case for an admin: newest first (createdAt, then id), or with a due span
 * (`dueFrom`/`dueTo`, both ends included) only the cases due in it, soonest first (dueDate, then id). All of them, or
 * at most `query.limit` after the case `query.after` (400 when it is not one of the caller's), read with the limit in
 * Firestore, so a paging client pays its page however many cases the firm runs. Needs the composite indexes
 * (attorneyId, createdAt desc, __name__ desc) and (attorneyId, dueDate, __name__). Serves `GET /api/attorney/cases`.
 */
export async function listAttorneyCases(
  db: Firestore,
  caller: RoleCaller,
  query: AttorneyCasesQuery = {},
): Promise<CaseResponse[]> {
  const own = callerCases(db, caller);
  const spanned = query.dueFrom !== undefined || query.dueTo !== undefined;
  let due = own;
  if (query.dueFrom !== undefined) due = due.where('dueDate', '>=', query.dueFrom);
  if (query.dueTo !== undefined) due = due.where('dueDate', '<=', query.dueTo);
  const ordered = spanned
    ? due.orderBy('dueDate').orderBy(FieldPath.documentId())
    : due.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  const paged = await startAfterListed(
    ordered,
    casesCollection(db),
    query.after,
    (legalCase) => caller.role === 'Admin' || legalCase.attorneyId === caller.uid,
  );
  const cases = (await (query.limit === undefined ? paged : paged.limit(query.limit)).get()).docs.map((doc) =>
    doc.data(),
  );
  return await withPropertyAddresses(db, cases);
}

/**
 * The dashboard's 'At a Glance' counts and 'Upcoming Deadlines' over the caller's whole caseload, as four count()
 * aggregates and one query limited to UPCOMING_DEADLINES_LIMIT, so they cost the same for twenty cases or two thousand
 * (the domain's caseGlanceCounts and upcomingDeadlines are the rule they answer). Needs the composite index
 * (attorneyId, status, dueDate, __name__). Serves `GET /api/attorney/case-summary`.
 */
export async function attorneyCaseSummary(
  db: Firestore,
  caller: RoleCaller,
  today: string,
): Promise<AttorneyCaseSummary> {
  const own = callerCases(db, caller);
  const count = async (query: Query<Case>) => (await query.count().get()).data().count;
  const [fresh, inProgress, underReview, highPriority, due] = await Promise.all([
    count(own.where('status', '==', 'New')),
    count(own.where('status', '==', 'In Progress')),
    count(own.where('status', '==', 'Review')),
    count(own.where('priority', '==', 'High')),
    own
      .where('status', 'in', OPEN_CASE_STATUSES)
      .where('dueDate', '>=', today)
      .orderBy('dueDate')
      .orderBy(FieldPath.documentId())
      .limit(UPCOMING_DEADLINES_LIMIT)
      .get(),
  ]);
  return {
    glance: { new: fresh, inProgress, underReview, highPriority },
    upcomingDeadlines: await withPropertyAddresses(
      db,
      due.docs.map((doc) => doc.data()),
    ),
  };
}

async function visibleCase(db: Firestore, caller: RoleCaller, caseId: string): Promise<Case> {
  return requireVisibleCase((await casesCollection(db).doc(caseId).get()).data(), caller);
}

async function readNotes(db: Firestore, caseId: string): Promise<string> {
  const stored = (await caseNotesDoc(db, caseId).get()).data();
  return stored ? caseNotesSchema.parse(timestampsToDates(stored)).attorneyNotes : '';
}

/**
 * The case with its related property and the documents filed under it that the caller
 * may read. The notes come only to those who may read them (never to a client, see canReadCaseNotes).
 * Serves `GET /api/attorney/cases/{id}`.
 */
export async function getAttorneyCase(
  db: Firestore,
  caller: RoleCaller,
  caseId: string,
): Promise<{ caseDetails: CaseResponse; documents: DocumentResponse[] }> {
  const legalCase = await visibleCase(db, caller, caseId);
  const actor = { ...caller, case: legalCase };
  const [addresses, attorneyNotes, filed] = await Promise.all([
    relatedPropertyAddresses(db, [legalCase]),
    canReadCaseNotes(actor) ? readNotes(db, caseId) : Promise.resolve(undefined),
    documentsCollection(db).where('caseId', '==', caseId).get(),
  ]);
  const clientName = fullName(legalCase.client);
  const documents = filed.docs
    .map((doc) => doc.data())
    .filter((document) => canViewDocument({ ...caller, document }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((document) => toDocumentResponse(document, caller.uid, clientName));
  return {
    caseDetails: toCaseResponse(legalCase, {
      propertyAddress: addressOf(legalCase, addresses),
      ...(attorneyNotes !== undefined ? { attorneyNotes } : {}),
    }),
    documents,
  };
}

/**
 * Reads the case in `transaction` for a change: 404 unless the caller sees it, 403 unless `allowed` says the caller
 * may make this change.
 */
async function caseToChange(
  transaction: Transaction,
  db: Firestore,
  caller: RoleCaller,
  caseId: string,
  allowed: (actor: RoleCaller & { case: Case }) => boolean,
) {
  const ref = casesCollection(db).doc(caseId);
  const legalCase = requireVisibleCase((await transaction.get(ref)).data(), caller);
  if (!allowed({ ...caller, case: legalCase })) throw DomainError.forbidden();
  return { ref, legalCase };
}

/**
 * The private notes document, with the change audit-logged (not the text).
 * Serves `PUT /api/attorney/cases/{id}/notes`.
 */
export async function saveCaseNotes(db: Firestore, caller: RoleCaller, caseId: string, notes: string): Promise<void> {
  await db.runTransaction(async (transaction) => {
    await caseToChange(transaction, db, caller, caseId, canWriteCaseNotes);
    transaction.set(caseNotesDoc(db, caseId), {
      attorneyNotes: notes,
      updatedBy: caller.uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    await recordAudit(
      db,
      { actorId: caller.uid, action: 'case.notesUpdated', targetType: 'case', targetId: caseId, details: {} },
      { transaction },
    );
  });
}

/**
 * Sets the case's status; choosing the status the case already has changes (and records) nothing.
 * Serves `PUT /api/cases/{id}/status`.
 */
export async function updateCaseStatus(
  db: Firestore,
  caller: RoleCaller,
  caseId: string,
  status: CaseStatus,
): Promise<CaseStatus> {
  await db.runTransaction(async (transaction) => {
    const { ref, legalCase } = await caseToChange(transaction, db, caller, caseId, canEditCaseFields);
    if (legalCase.status === status) return;
    transaction.update(ref, { status, updatedBy: caller.uid, updatedAt: FieldValue.serverTimestamp() });
    await recordAudit(
      db,
      {
        actorId: caller.uid,
        action: 'case.statusUpdated',
        targetType: 'case',
        targetId: caseId,
        details: { from: legalCase.status, to: status },
      },
      { transaction },
    );
  });
  return status;
}

/**
 * Moves one stage; the case's overall status follows as the domain's caseStatusAfterStageChange decides (never
 * replacing Review or Closed) and comes back for the screen. Setting a stage to the value it has changes nothing.
 * Serves `PUT /api/attorney/cases/{id}/progress`.
 */
export async function updateCaseProgress(
  db: Firestore,
  caller: RoleCaller,
  caseId: string,
  change: CaseProgressRequest,
): Promise<{ progressStatus: ProgressStatus; status: CaseStatus }> {
  return await db.runTransaction(async (transaction) => {
    const { ref, legalCase } = await caseToChange(transaction, db, caller, caseId, canWriteCaseProgress);
    const before = legalCase.progressStatus[change.stage];
    if (before === change.status) return { progressStatus: legalCase.progressStatus, status: legalCase.status };
    const progressStatus = { ...legalCase.progressStatus, [change.stage]: change.status };
    const status = caseStatusAfterStageChange(legalCase.status, progressStatus);
    transaction.update(ref, {
      [`progressStatus.${change.stage}`]: change.status,
      status,
      updatedBy: caller.uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    await recordAudit(
      db,
      {
        actorId: caller.uid,
        action: 'case.progressUpdated',
        targetType: 'case',
        targetId: caseId,
        details: { stage: change.stage, from: before, to: change.status },
      },
      { transaction },
    );
    return { progressStatus, status };
  });
}

/**
 * The attorney's name of each listed case the caller may see; cases that do not
 * exist or that the caller may not see are left out.
 * Serves `GET /api/cases/attorneys?caseIds=`.
 */
export async function caseAttorneyNames(
  db: Firestore,
  caller: RoleCaller,
  caseIds: readonly string[],
): Promise<Record<string, { name: string }>> {
  if (caseIds.length === 0) return {};
  const snapshots = await db.getAll(...caseIds.map((id) => casesCollection(db).doc(id)));
  const visible = snapshots
    .map((snapshot) => snapshot.data())
    .filter((legalCase): legalCase is Case => legalCase !== undefined)
    .filter((legalCase) => canViewCase({ ...caller, case: legalCase }));
  if (visible.length === 0) return {};
  const attorneys = await getUserProfilesByIds(
    db,
    visible.map((legalCase) => legalCase.attorneyId),
  );
  return Object.fromEntries(
    visible.map((legalCase) => [legalCase.id, { name: fullName(attorneys.get(legalCase.attorneyId) ?? {}) }]),
  );
}

/** Generated numbers tried before an intake gives up; with 32^6 suffixes a day, a second try is already rare. */
const CASE_NUMBER_ATTEMPTS = 5;

/**
 * Reserves the case's number in the intake's transaction (read here, created with the case): a typed number that is
 * taken answers 409; a generated one is drawn again until free. Two intakes racing for one number contend only on that
 * number's reservation document, so one of them retries and sees it taken.
 */
async function reserveCaseNumber(
  transaction: Transaction,
  db: Firestore,
  typedNumber: string,
  now: Date,
): Promise<{ caseNumber: string; ref: DocumentReference<CaseNumberReservation> }> {
  if (typedNumber !== '') {
    const ref = caseNumberReservationDoc(db, typedNumber);
    if ((await transaction.get(ref)).exists) throw DomainError.conflict(casesTexts.errors.caseNumberTaken);
    return { caseNumber: typedNumber, ref };
  }
  for (let attempt = 0; attempt < CASE_NUMBER_ATTEMPTS; attempt += 1) {
    const caseNumber = generateCaseNumber(now, randomInt(CASE_NUMBER_ENTROPY));
    const ref = caseNumberReservationDoc(db, caseNumber);
    if (!(await transaction.get(ref)).exists) return { caseNumber, ref };
  }
  throw new Error(`No free case number after ${CASE_NUMBER_ATTEMPTS} attempts`);
}

export interface IntakeOutcome {
  readonly caseId: string;
  readonly caseNumber: string;
}

/**
 * The case, and in the same transaction the invitation of its client with its mail. The
 * intake never adds anyone to a case: a client joins only by accepting the invitation, as a new account from the link or
 * signed in with an existing account of that verified address (acceptInvitationAsUser). An address whose account cannot
 * be a client gets a mail that says so instead of an invitation; the attorney's answer is the same for every address,
 * so the intake tells nobody who has an account. The case number, typed or generated, is reserved in the same
 * transaction (reserveCaseNumber). A property named by the intake is linked only when it is the caller's to give (domain
 * `propertyLinkGrant`: owned, or a 'manage' share; 404 when the caller does not see it, 403 otherwise).
 * Serves `POST /api/attorney/clients`.
 */
export async function submitClientIntake(
  db: Firestore,
  caller: RoleCaller,
  intake: ClientIntake,
  options: { readonly appBaseUrl: string; readonly now?: Date },
): Promise<IntakeOutcome> {
  const now = options.now ?? new Date();
  const email = intake.email.toLowerCase();
  const caseRef = casesCollection(db).doc();
  const typedNumber = intake.caseNumber.trim();
  const outcome = await db.runTransaction(async (transaction) => {
    // Reads first, as transactions require.
    const [attorney, existing] = await Promise.all([
      transaction.get(usersCollection(db).doc(caller.uid)),
      transaction.get(usersCollection(db).where('email', '==', email).limit(1)),
    ]);
    const account = existing.docs[0]?.data();
    const property = intake.propertyId
      ? await getVisibleProperty(db, caller, intake.propertyId, transaction)
      : undefined;
    // The new case has no client yet, so only a property the caller owns or manages (or an admin's pick) may be linked.
    const grant = property
      ? propertyLinkGrant({ ...caller, case: { attorneyId: caller.uid, clientId: null } }, property.property)
      : null;
    if (property && grant === null) throw DomainError.forbidden();
    const reservation = await reserveCaseNumber(transaction, db, typedNumber, now);
    const { caseNumber } = reservation;

    const attorneyName = fullName(attorney.data() ?? {});
    // An admin's intake makes the admin the case's attorney of record.
    const attorneyId = caller.uid;
    const legalCase = newCaseFields(intake, {
      id: caseRef.id,
      caseNumber,
      attorneyId,
      email,
      createdAt: now,
      createdBy: caller.uid,
    });
    const { caseName } = legalCase;
    transaction.create(caseRef, {
      ...legalCase,
      propertyIds: property ? [property.ref.id] : [],
    });
    transaction.create(reservation.ref, { id: reservation.ref.id, caseNumber, caseId: caseRef.id, createdAt: now });
    if (property) {
      transaction.update(property.ref, {
        caseIds: FieldValue.arrayUnion(caseRef.id),
        ...(grant === 'manageShare' ? { [`caseLinksByShare.${caseRef.id}`]: caller.uid } : {}),
        updatedBy: caller.uid,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    const invitable = account === undefined || isClientRole(account.role);
    await recordAudit(
      db,
      {
        actorId: caller.uid,
        action: 'case.created',
        targetType: 'case',
        targetId: caseRef.id,
        details: { caseNumber, clientEmail: email, invitation: invitable ? 'sent' : 'notAClientAccount' },
      },
      { transaction },
    );
    if (invitable) {
      await createInvitation(
        db,
        {
          email,
          firstName: intake.firstName,
          lastName: intake.lastName,
          phone: intake.phone,
          role: intake.role,
          purpose: { kind: 'caseClient', caseId: caseRef.id },
          invitedBy: caller.uid,
          inviterName: attorneyName,
          about: caseName,
          existingAccount: account !== undefined,
        },
        { transaction, appBaseUrl: options.appBaseUrl, now },
      );
    } else {
      enqueueMailIn(
        transaction,
        db,
        email,
        {
          subject: mailTexts.invitation.subject(attorneyName),
          text: mailTexts.invitation.notAClientAccountText(intake.firstName, attorneyName, caseName),
        },
        'invitation',
      );
    }
    return { caseId: caseRef.id, caseNumber };
  });
  // The property linked by the intake takes the sale gates of a linked case.
  if (intake.propertyId) await refreshSaleGates(db, intake.propertyId, now);
  return outcome;
}
