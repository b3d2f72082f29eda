import { isClientRole, type Role } from '../roles/roles';

/** What a case decision needs to know about `cases/{id}` (DESIGN §4). */
export interface CaseAccessFields {
  readonly attorneyId: string;
  /** null until the client accepts the invitation. */
  readonly clientId: string | null;
  /** Attorney plus client (once joined). */
  readonly memberIds: readonly string[];
}

/** What a document decision needs to know about `documents/{id}`. */
export interface DocumentAccessFields {
  readonly readerIds: readonly string[];
}

export interface CaseActor<Fields extends keyof CaseAccessFields = keyof CaseAccessFields> {
  readonly role: Role;
  readonly uid: string;
  readonly case: Pick<CaseAccessFields, Fields>;
}

export interface DocumentActor {
  /** null for an account whose token has no role claim yet: it still reads what it is a reader of. */
  readonly role: Role | null;
  readonly uid: string;
  readonly document: DocumentAccessFields;
}

/** Those who run a case: its attorney (with the Attorney role) or an admin. */
export function runsCase({ role, uid, case: legalCase }: CaseActor<'attorneyId'>): boolean {
  return role === 'Admin' || (role === 'Attorney' && legalCase.attorneyId === uid);
}

/** The client of the case: a Guardian or Executor whose account accepted the invitation. */
export function isCaseClient({ role, uid, case: legalCase }: CaseActor<'clientId'>): boolean {
  return isClientRole(role) && legalCase.clientId === uid;
}

/** Members (attorney and client) and admins see a case; to everyone else it does not exist (404). */
export function canViewCase({ role, uid, case: legalCase }: CaseActor<'memberIds'>): boolean {
  return role === 'Admin' || legalCase.memberIds.includes(uid);
}

/** Moving the six progress stages (spec part 2 §4): the case's attorney or an admin. */
export const canWriteCaseProgress = runsCase;

/**
 * Attorney notes: the case's attorney and admins. Unlike progress, the rules check only the uid, not the Attorney
 * role claim, so this does too.
 */
export function canReadCaseNotes({ role, uid, case: legalCase }: CaseActor<'attorneyId'>): boolean {
  return role === 'Admin' || legalCase.attorneyId === uid;
}

/** Saving attorney notes: those who run the case (the notes are theirs; admins may correct them). */
export const canWriteCaseNotes = runsCase;

/** The case's other fields (status, title, due date...): those who run it, through the API only. */
export const canEditCaseFields = runsCase;

/** A document (its metadata and its file): the readers listed on it and admins; to others it does not exist (404). */
export function canViewDocument({ role, uid, document }: DocumentActor): boolean {
  return role === 'Admin' || document.readerIds.includes(uid);
}

/** Filing a document under a case: the case's client, the attorney who runs it, or an admin. */
export function canUploadToCase(actor: CaseActor<'attorneyId' | 'clientId'>): boolean {
  return isCaseClient(actor) || runsCase(actor);
}

/** GET /api/documents/my-cases lists the cases whose client the caller's uid is (the upload form's choices). */
export function isListedInMyCases({ uid, case: legalCase }: Pick<CaseActor<'clientId'>, 'uid' | 'case'>): boolean {
  return legalCase.clientId === uid;
}

/**
 * Who may read a document: the case's members plus the uploader (an admin filing under a case keeps access to what
 * they filed) plus the agents of the properties associated with the case; an uncategorized upload (no case) only its
 * uploader. Kept on the document as `readerIds` (upload, the reader-list trigger, fix-documents) so rules can check it.
 */
export function documentReaderIds(
  legalCase: Pick<CaseAccessFields, 'memberIds'> | null,
  uploaderId: string,
  propertyAgentIds: readonly string[] = [],
): string[] {
  if (!legalCase) return [uploaderId];
  return [...new Set([...legalCase.memberIds, uploaderId, ...propertyAgentIds])];
}

/**
 * The agents who read a case's documents: users with the Agent role and a share of a property associated with the
 * case (spec part 2: "documents shared for their properties"). Owners and other roles with a share do not.
 */
export function propertyAgentIds(
  properties: readonly { readonly sharedWith: Readonly<Record<string, unknown>> }[],
  roleOf: (uid: string) => Role | null | undefined,
): string[] {
  const shared = new Set(properties.flatMap((property) => Object.keys(property.sharedWith)));
  return [...shared].filter((uid) => roleOf(uid) === 'Agent').sort();
}
