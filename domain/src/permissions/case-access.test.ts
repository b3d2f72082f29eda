import { describe, expect, it } from 'vitest';
import { canCallApi } from '../api/route-contract';
import { apiRoutes } from '../api/routes';
import { ROLES, type Role } from '../roles/roles';
import {
  canEditCaseFields,
  canReadCaseNotes,
  canUploadToCase,
  canViewCase,
  canViewDocument,
  canWriteCaseNotes,
  canWriteCaseProgress,
  documentReaderIds,
  isCaseClient,
  isListedInMyCases,
  propertyAgentIds,
  runsCase,
} from './case-access';
import {
  CASE_ACCESS,
  CASE_ACCESS_CASES,
  CASE_ACTION_ENFORCEMENT,
  CASE_ACTIONS,
  CASE_RELATIONS,
  caseAccessFacts,
  type CaseAction,
  type CaseRelation,
} from './case-access-table';
import { canViewProperty } from './property-access';
import {
  canAssociateProperty,
  canDisassociateProperty,
  canListCaseOfProperty,
  propertyLinkGrant,
} from './case-property-links';

const CALLER = 'caller-uid';
const PARTIES = { attorneyId: 'attorney-of-record', clientId: 'client-of-record' };

/** The can…() functions' answer for one row; API-only actions pass their route's role guard first. */
function decide(action: CaseAction, role: Role, relation: CaseRelation): boolean {
  const facts = caseAccessFacts(relation, CALLER, PARTIES, role);
  const actor = { role, uid: CALLER, case: facts.case };
  const seesProperty = canViewProperty({ role, uid: CALLER, property: facts.property });
  const { rules, apiRoute } = CASE_ACTION_ENFORCEMENT[action];
  const routeAdmits = rules || apiRoute === null || canCallApi(apiRoutes[apiRoute], role) === 'allow';
  const decisions: Record<CaseAction, () => boolean> = {
    readCase: () => canViewCase(actor),
    writeCaseProgress: () => canWriteCaseProgress(actor),
    readCaseNotes: () => canReadCaseNotes(actor),
    readDocument: () => canViewDocument({ role, uid: CALLER, document: facts.document }),
    markDocumentViewed: () => canViewDocument({ role, uid: CALLER, document: facts.document }),
    uploadToCase: () => canUploadToCase(actor),
    associateProperty: () => canAssociateProperty(actor, facts.property),
    disassociateProperty: () => canDisassociateProperty(actor, facts.property),
    listCasesOfProperty: () => canListCaseOfProperty(actor, facts.property, seesProperty),
    listMyCases: () => isListedInMyCases(actor),
  };
  return routeAdmits && decisions[action]();
}

describe('CASE_ACCESS', () => {
  it('has a row for every action × role × relation', () => {
    expect(CASE_ACCESS_CASES).toHaveLength(CASE_ACTIONS.length * ROLES.length * CASE_RELATIONS.length);
    for (const action of CASE_ACTIONS) {
      expect(Object.keys(CASE_ACCESS[action]).sort()).toEqual([...CASE_RELATIONS].sort());
    }
  });

  it('lets admins do everything but list another client’s cases as their own', () => {
    for (const row of CASE_ACCESS_CASES.filter(({ role }) => role === 'Admin')) {
      expect(row.allowed).toBe(row.action !== 'listMyCases' || row.relation === 'case client');
    }
  });

  it('lets nobody unrelated but an admin do anything', () => {
    for (const row of CASE_ACCESS_CASES.filter(({ relation }) => relation === 'unrelated')) {
      expect(row.allowed).toBe(row.role === 'Admin' && row.action !== 'listMyCases');
    }
  });

  // Every row, cell by cell: the can…() functions answer what the table says.
  for (const { action, role, relation, allowed } of CASE_ACCESS_CASES) {
    it(`${role} as ${relation}: ${action} is ${allowed ? 'allowed' : 'refused'}`, () => {
      expect(decide(action, role, relation)).toBe(allowed);
    });
  }
});

describe('case relations as facts', () => {
  it('makes the caller the attorney, the client or a property member, and no one else', () => {
    const asAttorney = caseAccessFacts('case attorney', CALLER, PARTIES);
    expect(asAttorney.case).toEqual({
      attorneyId: CALLER,
      clientId: PARTIES.clientId,
      memberIds: [CALLER, PARTIES.clientId],
    });
    const asClient = caseAccessFacts('case client', CALLER, PARTIES);
    expect(asClient.property).toMatchObject({ ownerId: CALLER, memberIds: [CALLER] });
    const asPropertyMember = caseAccessFacts('associated property member', CALLER, PARTIES);
    expect(asPropertyMember.case.memberIds).not.toContain(CALLER);
    expect(asPropertyMember.property.sharedWith).toEqual({ [CALLER]: 'view' });
    const unrelated = caseAccessFacts('unrelated', CALLER, PARTIES);
    expect([
      ...unrelated.case.memberIds,
      ...unrelated.document.readerIds,
      ...(unrelated.property.memberIds ?? []),
    ]).not.toContain(CALLER);
  });
});

describe('case access functions', () => {
  const legalCase = { attorneyId: 'avery', clientId: 'alice', memberIds: ['avery', 'alice'] };

  it('runs a case only as its attorney with the Attorney role, or as an admin', () => {
    expect(runsCase({ role: 'Attorney', uid: 'avery', case: legalCase })).toBe(true);
    expect(runsCase({ role: 'Guardian', uid: 'avery', case: legalCase })).toBe(false);
    expect(runsCase({ role: 'Attorney', uid: 'other', case: legalCase })).toBe(false);
    expect(runsCase({ role: 'Admin', uid: 'ada', case: legalCase })).toBe(true);
  });

  it('is the case’s client only with a client role', () => {
    expect(isCaseClient({ role: 'Executor', uid: 'alice', case: legalCase })).toBe(true);
    expect(isCaseClient({ role: 'Agent', uid: 'alice', case: legalCase })).toBe(false);
    expect(isCaseClient({ role: 'Guardian', uid: 'x', case: { ...legalCase, clientId: null } })).toBe(false);
  });

  it('lets a member who neither runs the case nor is its client see it but not file under it', () => {
    const actor = { role: 'Guardian', uid: 'avery', case: legalCase } as const;
    expect(canViewCase(actor)).toBe(true);
    expect(canUploadToCase(actor)).toBe(false);
  });

  it('links a property only when it is the caller’s to give', () => {
    const client = { role: 'Guardian', uid: 'alice', case: legalCase } as const;
    const attorney = { role: 'Attorney', uid: 'avery', case: legalCase } as const;
    const owned = { ownerId: 'alice', sharedWith: {} };
    const strangers = { ownerId: 'stranger', sharedWith: { alice: 'view', avery: 'view' } } as const;
    const managed = { ownerId: 'stranger', sharedWith: { alice: 'manage' } } as const;
    expect(propertyLinkGrant(client, owned)).toBe('owner');
    expect(propertyLinkGrant(attorney, owned)).toBe('caseClientOwnsProperty');
    expect(propertyLinkGrant(client, managed)).toBe('manageShare');
    expect(propertyLinkGrant({ role: 'Admin', uid: 'ada', case: legalCase }, strangers)).toBe('admin');
    // A view share is never enough, for the case's client or its attorney.
    expect(canAssociateProperty(client, strangers)).toBe(false);
    expect(canAssociateProperty(attorney, strangers)).toBe(false);
    // Before the client joins, the attorney links only a property they own or manage.
    expect(canAssociateProperty({ ...attorney, case: { ...legalCase, clientId: null } }, owned)).toBe(false);
    // Owning the property is not enough without a place on the case.
    expect(canAssociateProperty({ role: 'Guardian', uid: 'mallory', case: legalCase }, { ownerId: 'mallory' })).toBe(
      false,
    );
  });

  it('lets the owner see and end every link of their property, and nobody else who is not on the case', () => {
    const stranger = { role: 'Attorney', uid: 'mallory', case: legalCase } as const;
    const ownProperty = { ownerId: 'owner' };
    const owner = { role: 'Guardian', uid: 'owner', case: legalCase } as const;
    expect(canDisassociateProperty(owner, ownProperty)).toBe(true);
    expect(canListCaseOfProperty(owner, ownProperty, true)).toBe(true);
    expect(canDisassociateProperty(stranger, ownProperty)).toBe(false);
    expect(canListCaseOfProperty(stranger, ownProperty, true)).toBe(false);
  });

  it('lets a reader without a role claim open a document, as the download route does', () => {
    expect(canViewDocument({ role: null, uid: 'alice', document: { readerIds: ['alice'] } })).toBe(true);
    expect(canViewDocument({ role: null, uid: 'mallory', document: { readerIds: ['alice'] } })).toBe(false);
  });

  it('adds the agents of associated properties to the readers, and no other sharer', () => {
    const roles: Record<string, 'Agent' | 'Guardian'> = { ann: 'Agent', gus: 'Guardian' };
    const agents = propertyAgentIds(
      [{ sharedWith: { ann: 'view', gus: 'manage' } }, { sharedWith: {} }],
      (uid) => roles[uid],
    );
    expect(agents).toEqual(['ann']);
    expect(documentReaderIds(legalCase, 'avery', agents)).toEqual(['avery', 'alice', 'ann']);
    expect(documentReaderIds(null, 'alice', agents)).toEqual(['alice']);
  });

  it('gives a new upload the case’s members plus the uploader as readers', () => {
    expect(documentReaderIds(legalCase, 'ada')).toEqual(['avery', 'alice', 'ada']);
    expect(documentReaderIds(legalCase, 'alice')).toEqual(['avery', 'alice']);
    expect(documentReaderIds(null, 'alice')).toEqual(['alice']);
  });
});

describe('notes and other case fields are written by those who run the case', () => {
  const legalCase = { attorneyId: 'attorney-of-record', clientId: 'client-of-record' };
  for (const [name, can] of [
    ['canWriteCaseNotes', canWriteCaseNotes],
    ['canEditCaseFields', canEditCaseFields],
  ] as const) {
    it(`${name}: the case's attorney and admins, never its client or another attorney`, () => {
      expect(can({ role: 'Attorney', uid: 'attorney-of-record', case: legalCase })).toBe(true);
      expect(can({ role: 'Admin', uid: 'someone', case: legalCase })).toBe(true);
      expect(can({ role: 'Guardian', uid: 'client-of-record', case: legalCase })).toBe(false);
      expect(can({ role: 'Attorney', uid: 'another-attorney', case: legalCase })).toBe(false);
      expect(can({ role: 'Guardian', uid: 'attorney-of-record', case: legalCase })).toBe(false);
    });
  }
});
