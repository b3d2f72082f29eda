import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_PAIR_CASES,
  conversationRelations,
  type ConversationSubjectFacts,
  mayConverse,
} from './conversation-access';

const legalCase: ConversationSubjectFacts = { kind: 'case', case: { attorneyId: 'avery', clientId: 'alice' } };
const property: ConversationSubjectFacts = {
  kind: 'property',
  property: { ownerId: 'alice', sharedWith: { aaron: 'manage', vera: 'view' }, linkedCaseAttorneyIds: ['avery'] },
};

const avery = { uid: 'avery', role: 'Attorney' } as const;
const alice = { uid: 'alice', role: 'Guardian' } as const;
const aaron = { uid: 'aaron', role: 'Agent' } as const;
const vera = { uid: 'vera', role: 'Agent' } as const;
const otherAgent = { uid: 'otto', role: 'Agent' } as const;
const otherClient = { uid: 'carl', role: 'Executor' } as const;
const ada = { uid: 'ada', role: 'Admin' } as const;
const mallory = { uid: 'mallory', role: 'Guardian' } as const;

describe('who may converse about a case', () => {
  it('the attorney and the client of the case', () => {
    expect(mayConverse(legalCase, avery, alice)).toBe(true);
    expect(mayConverse(legalCase, alice, avery)).toBe(true);
  });
  it('an admin with either of them', () => {
    expect(mayConverse(legalCase, ada, avery)).toBe(true);
    expect(mayConverse(legalCase, alice, ada)).toBe(true);
  });
  it('not another client, a stranger, or an agent without the property', () => {
    expect(mayConverse(legalCase, avery, otherClient)).toBe(false);
    expect(mayConverse(legalCase, avery, mallory)).toBe(false);
    expect(mayConverse(legalCase, alice, aaron)).toBe(false);
    expect(mayConverse(legalCase, ada, mallory)).toBe(false);
  });
  it('not with oneself', () => {
    expect(mayConverse(legalCase, avery, avery)).toBe(false);
  });
  it('the attorney relation needs the Attorney role', () => {
    expect(conversationRelations(legalCase, { uid: 'avery', role: 'Guardian' })).toEqual([]);
  });
});

describe('who may converse about a property', () => {
  it('the owner and an agent it is shared with, at either level', () => {
    expect(mayConverse(property, alice, aaron)).toBe(true);
    expect(mayConverse(property, vera, alice)).toBe(true);
  });
  it('the attorney of a linked case and an agent of the property', () => {
    expect(mayConverse(property, avery, aaron)).toBe(true);
  });
  it('an admin with any party of the property', () => {
    expect(mayConverse(property, ada, alice)).toBe(true);
    expect(mayConverse(property, ada, aaron)).toBe(true);
    expect(mayConverse(property, ada, avery)).toBe(true);
  });
  it('not an agent the property is not shared with, nor two agents, nor a stranger', () => {
    expect(mayConverse(property, alice, otherAgent)).toBe(false);
    expect(mayConverse(property, aaron, vera)).toBe(false);
    expect(mayConverse(property, alice, mallory)).toBe(false);
    expect(mayConverse(property, avery, otherAgent)).toBe(false);
  });
});

describe('the table as rows', () => {
  it('lists every unordered pair of relations once per kind, with the allowed ones the table names', () => {
    const allowed = CONVERSATION_PAIR_CASES.filter((row) => row.allowed).map((row) => `${row.kind}: ${row.a} ↔ ${row.b}`);
    expect(allowed).toEqual([
      'case: case attorney ↔ case client',
      'case: case attorney ↔ admin',
      'case: case client ↔ admin',
      'property: owner ↔ property agent',
      'property: owner ↔ admin',
      'property: property agent ↔ linked case attorney',
      'property: property agent ↔ admin',
      'property: linked case attorney ↔ admin',
    ]);
    expect(CONVERSATION_PAIR_CASES.filter((row) => row.kind === 'case')).toHaveLength(6);
    expect(CONVERSATION_PAIR_CASES.filter((row) => row.kind === 'property')).toHaveLength(10);
  });
});
