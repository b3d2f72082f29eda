import type { ApiRouteName } from '../api/routes';
import { ROLES, type Role } from '../roles/roles';
import { documentReaderIds, propertyAgentIds, type CaseAccessFields, type DocumentAccessFields } from './case-access';
import type { PropertyActor } from './property-access';

/**
 * Who may do what on cases and documents, as one table (spec part 2 §2, §6; DESIGN §5). The can…() functions in
 * `case-access.ts` implement it, `firestore.rules` and the API enforce it; the domain tests, the rules tests
 * (emulators/rules/case-document-access.test.ts) and the API tests (emulators/integration/case-document-access.test.ts)
 * all walk these rows, so a drift between any two of them fails a test.
 */

/** How the caller stands to the case (and so to its documents and its associated property). */
export const CASE_RELATIONS = ['case attorney', 'case client', 'associated property member', 'unrelated'] as const;
export type CaseRelation = (typeof CASE_RELATIONS)[number];

export const CASE_ACTIONS = [
  'readCase',
  'writeCaseProgress',
  'readCaseNotes',
  'readDocument',
  'markDocumentViewed',
  'uploadToCase',
  'associateProperty',
  'disassociateProperty',
  'listCasesOfProperty',
  'listMyCases',
] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

export interface CaseActionEnforcement {
  /**
   * Whether firestore.rules judge the action (a client read or a direct write). When they do not, only the API does
   * it, and the table's answer includes the role guard of its route.
   */
  readonly rules: boolean;
  /** The API route that does it; null when no single route does. */
  readonly apiRoute: ApiRouteName | null;
}

export const CASE_ACTION_ENFORCEMENT: Record<CaseAction, CaseActionEnforcement> = {
  // No route of its own: every case route answers 404 to a caller who may not see the case.
  readCase: { rules: true, apiRoute: null },
  // Only through the API, which applies the status rule (caseStatusAfterStageChange) and writes the audit entry.
  writeCaseProgress: { rules: false, apiRoute: 'updateCaseProgress' },
  readCaseNotes: { rules: true, apiRoute: 'attorneyCase' },
  // Rules judge the metadata read; the API rows open GET /api/documents/{id} and its file.
  readDocument: { rules: true, apiRoute: 'documentFile' },
  markDocumentViewed: { rules: false, apiRoute: 'markDocumentViewed' },
  uploadToCase: { rules: false, apiRoute: 'uploadDocument' },
  associateProperty: { rules: false, apiRoute: 'associateProperty' },
  disassociateProperty: { rules: false, apiRoute: 'disassociateProperty' },
  listCasesOfProperty: { rules: false, apiRoute: 'propertyCases' },
  listMyCases: { rules: false, apiRoute: 'myCases' },
};

const ADMIN_ONLY = ['Admin'] as const satisfies readonly Role[];
const RUNS_OR_ADMIN = ['Admin', 'Attorney'] as const satisfies readonly Role[];
const CLIENT_OR_ADMIN = ['Admin', 'Guardian', 'Executor'] as const satisfies readonly Role[];
const AGENT_OR_ADMIN = ['Admin', 'Agent'] as const satisfies readonly Role[];
const COURT_ROLES = ['Admin', 'Attorney', 'Guardian', 'Executor'] as const satisfies readonly Role[];

/** For each action and relation, the roles allowed; every other role is refused. */
export const CASE_ACCESS: Record<CaseAction, Record<CaseRelation, readonly Role[]>> = {
  readCase: {
    'case attorney': ROLES,
    'case client': ROLES,
    'associated property member': ADMIN_ONLY,
    unrelated: ADMIN_ONLY,
  },
  writeCaseProgress: {
    'case attorney': RUNS_OR_ADMIN,
    'case client': ADMIN_ONLY,
    'associated property member': ADMIN_ONLY,
    unrelated: ADMIN_ONLY,
  },
  readCaseNotes: {
    'case attorney': ROLES,
    'case client': ADMIN_ONLY,
    'associated property member': ADMIN_ONLY,
    unrelated: ADMIN_ONLY,
  },
  // Agents of a property associated with the case read its documents (agent-documents); other sharers do not.
  readDocument: {
    'case attorney': ROLES,
    'case client': ROLES,
    'associated property member': AGENT_OR_ADMIN,
    unrelated: ADMIN_ONLY,
  },
  // Whoever may read a document may record that they opened it.
  markDocumentViewed: {
    'case attorney': ROLES,
    'case client': ROLES,
    'associated property member': AGENT_OR_ADMIN,
    unrelated: ADMIN_ONLY,
  },
  uploadToCase: {
    'case attorney': RUNS_OR_ADMIN,
    'case client': CLIENT_OR_ADMIN,
    'associated property member': ADMIN_ONLY,
    unrelated: ADMIN_ONLY,
  },
  // The property (owned by the case's client in these facts) is the client's to give; the attorney who runs the case
  // may link it for them. A share of the property never lets its holder link it (case-property-links.ts).
  associateProperty: {
    'case attorney': RUNS_OR_ADMIN,
    'case client': CLIENT_OR_ADMIN,
    'associated property member': ADMIN_ONLY,
    unrelated: ADMIN_ONLY,
  },
  // The case's client here owns the property, and an owner may end any link of their property, whatever their role.
  disassociateProperty: {
    'case attorney': RUNS_OR_ADMIN,
    'case client': COURT_ROLES,
    'associated property member': ADMIN_ONLY,
    unrelated: ADMIN_ONLY,
  },
  // The owner (the case's client here), and those who see the property and may read the case (the attorney does not
  // see the client's property).
  listCasesOfProperty: {
    'case attorney': ADMIN_ONLY,
    'case client': ROLES,
    'associated property member': ADMIN_ONLY,
    unrelated: ADMIN_ONLY,
  },
  listMyCases: {
    'case attorney': [],
    'case client': CLIENT_OR_ADMIN,
    'associated property member': [],
    unrelated: [],
  },
};

export interface CaseAccessCase {
  readonly action: CaseAction;
  readonly role: Role;
  readonly relation: CaseRelation;
  readonly allowed: boolean;
}

/** The table as rows: every action × role × relation. */
export const CASE_ACCESS_CASES: readonly CaseAccessCase[] = CASE_ACTIONS.flatMap((action) =>
  ROLES.flatMap((role) =>
    CASE_RELATIONS.map((relation) => ({
      action,
      role,
      relation,
      allowed: CASE_ACCESS[action][relation].includes(role),
    })),
  ),
);

/** The case's other parties: uids that are never the caller's. */
export interface CaseParties {
  readonly attorneyId: string;
  readonly clientId: string;
}

/** What a relation means, as the facts every enforcer decides on. */
export interface CaseAccessFacts {
  readonly case: CaseAccessFields;
  /** A document filed under the case by its attorney: its readers are the case's members and the property's agents. */
  readonly document: DocumentAccessFields;
  /** The property associated with the case: owned by the case's client, shared ('view') with the property member. */
  readonly property: PropertyActor['property'];
}

/** `callerRole` matters for one fact: a property member with the Agent role is among the document's readers. */
export function caseAccessFacts(
  relation: CaseRelation,
  callerUid: string,
  others: CaseParties,
  callerRole?: Role,
): CaseAccessFacts {
  const attorneyId = relation === 'case attorney' ? callerUid : others.attorneyId;
  const clientId = relation === 'case client' ? callerUid : others.clientId;
  const memberIds = [attorneyId, clientId];
  const sharedWith = relation === 'associated property member' ? { [callerUid]: 'view' as const } : {};
  return {
    case: { attorneyId, clientId, memberIds },
    document: {
      readerIds: documentReaderIds(
        { memberIds },
        attorneyId,
        propertyAgentIds([{ sharedWith }], (uid) => (uid === callerUid ? callerRole : undefined)),
      ),
    },
    property: { ownerId: clientId, sharedWith, memberIds: [clientId, ...Object.keys(sharedWith)] },
  };
}
