import type { Role } from '../roles/roles';
import { isClientRole } from '../roles/roles';
import type { ConversationSubjectKind } from './conversation';

/**
 * Who may converse about what. A person's standing towards a case or property is one of
 * the relations below; a conversation about it is allowed between two people whose relations form one of the pairs
 * of CONVERSATION_PAIRS. The API decides new conversations with `mayConverse`; the API and rules tests walk the
 * same rows (CONVERSATION_PAIR_CASES). Once created, a conversation is read by its two participants only.
 */
export const CONVERSATION_CASE_RELATIONS = ['case attorney', 'case client'] as const;
export const CONVERSATION_PROPERTY_RELATIONS = ['owner', 'property agent', 'linked case attorney'] as const;
export type ConversationCaseRelation = (typeof CONVERSATION_CASE_RELATIONS)[number];
export type ConversationPropertyRelation = (typeof CONVERSATION_PROPERTY_RELATIONS)[number];
/** 'admin': an Admin may converse with anyone who holds a relation to the subject. */
export type ConversationRelation = ConversationCaseRelation | ConversationPropertyRelation | 'admin';

export const SUBJECT_RELATIONS: Record<ConversationSubjectKind, readonly ConversationRelation[]> = {
  case: [...CONVERSATION_CASE_RELATIONS, 'admin'],
  property: [...CONVERSATION_PROPERTY_RELATIONS, 'admin'],
};

type Pair = readonly [ConversationRelation, ConversationRelation];

/** The unordered pairs of relations that may converse about a subject of each kind. */
export const CONVERSATION_PAIRS: Record<ConversationSubjectKind, readonly Pair[]> = {
  case: [
    ['case attorney', 'case client'],
    ['admin', 'case attorney'],
    ['admin', 'case client'],
  ],
  property: [
    ['owner', 'property agent'],
    ['linked case attorney', 'property agent'],
    ['admin', 'owner'],
    ['admin', 'property agent'],
    ['admin', 'linked case attorney'],
  ],
};

/** What the relations of a case are decided from (`cases/{id}`). */
export interface CaseConversationFacts {
  readonly attorneyId: string;
  readonly clientId: string | null;
}

/** What the relations of a property are decided from: the property and the attorneys of its linked cases. */
export interface PropertyConversationFacts {
  readonly ownerId: string;
  readonly sharedWith: Readonly<Record<string, unknown>>;
  readonly linkedCaseAttorneyIds: readonly string[];
}

export type ConversationSubjectFacts =
  | { readonly kind: 'case'; readonly case: CaseConversationFacts }
  | { readonly kind: 'property'; readonly property: PropertyConversationFacts };

export interface ConversationPerson {
  readonly uid: string;
  readonly role: Role;
}

/** Every relation `person` holds towards the subject (none for a stranger). */
export function conversationRelations(
  facts: ConversationSubjectFacts,
  person: ConversationPerson,
): ConversationRelation[] {
  const { uid, role } = person;
  const relations: ConversationRelation[] = [];
  if (role === 'Admin') relations.push('admin');
  if (facts.kind === 'case') {
    if (role === 'Attorney' && facts.case.attorneyId === uid) relations.push('case attorney');
    if (isClientRole(role) && facts.case.clientId === uid) relations.push('case client');
  } else {
    const { property } = facts;
    if (property.ownerId === uid) relations.push('owner');
    if (role === 'Agent' && uid in property.sharedWith) relations.push('property agent');
    if (role === 'Attorney' && property.linkedCaseAttorneyIds.includes(uid)) relations.push('linked case attorney');
  }
  return relations;
}

/** Whether a relation pair is one of the table's, in either order. */
export function relationsMayConverse(
  kind: ConversationSubjectKind,
  a: ConversationRelation,
  b: ConversationRelation,
): boolean {
  return CONVERSATION_PAIRS[kind].some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** Whether `a` and `b` (two different people) may converse about the subject: any of their relations pair up. */
export function mayConverse(facts: ConversationSubjectFacts, a: ConversationPerson, b: ConversationPerson): boolean {
  if (a.uid === b.uid) return false;
  const ofA = conversationRelations(facts, a);
  const ofB = conversationRelations(facts, b);
  return ofA.some((relationA) => ofB.some((relationB) => relationsMayConverse(facts.kind, relationA, relationB)));
}

export interface ConversationPairCase {
  readonly kind: ConversationSubjectKind;
  readonly a: ConversationRelation;
  readonly b: ConversationRelation;
  readonly allowed: boolean;
}

/** The table as rows: every unordered pair of relations of each kind, allowed or not (the tests walk them). */
export const CONVERSATION_PAIR_CASES: readonly ConversationPairCase[] = (['case', 'property'] as const).flatMap(
  (kind) => {
    const relations = SUBJECT_RELATIONS[kind];
    return relations.flatMap((a, index) =>
      relations.slice(index).map((b) => ({ kind, a, b, allowed: relationsMayConverse(kind, a, b) })),
    );
  },
);
