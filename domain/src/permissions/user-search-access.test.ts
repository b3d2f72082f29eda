import { describe, expect, it } from 'vitest';
import { userSearchRoutes } from '../api/user-search-routes';
import { ROLES } from '../roles/roles';
import {
  SEARCH_CALLER_ROLES,
  SHARE_SEARCH_ROUTE_FOR,
  USER_SEARCH_CASES,
  userSearchFinds,
  userSearchScopes,
} from './user-search-access';

describe('share search routes', () => {
  it('picks the search per role', () => {
    expect(SHARE_SEARCH_ROUTE_FOR('Guardian')).toBe('/api/attorney/search-agents');
    expect(SHARE_SEARCH_ROUTE_FOR('Executor')).toBe('/api/attorney/search-agents');
    expect(SHARE_SEARCH_ROUTE_FOR('Agent')).toBe('/api/attorney/search-users');
    expect(SHARE_SEARCH_ROUTE_FOR('Attorney')).toBe('/api/attorney/search-users');
    expect(SHARE_SEARCH_ROUTE_FOR('Admin')).toBe('/api/users/search');
    expect(SHARE_SEARCH_ROUTE_FOR(null)).toBe('/api/users/search');
  });

  it('lets every role call the search it is given', () => {
    for (const role of ROLES) expect(SEARCH_CALLER_ROLES[SHARE_SEARCH_ROUTE_FOR(role)]).toContain(role);
  });

  it('guards each search route with exactly the callers the table answers', () => {
    for (const route of Object.values(userSearchRoutes)) {
      expect([...route.access].sort(), route.path).toEqual([...SEARCH_CALLER_ROLES[route.path]].sort());
    }
  });
});

describe('whom a user search answers', () => {
  it('never answers an Admin (staff) account to anyone but an admin', () => {
    const staffFound = USER_SEARCH_CASES.filter((row) => row.foundRole === 'Admin' && row.finds);
    expect(staffFound.length).toBeGreaterThan(0);
    for (const row of staffFound) expect(row.callerRole).toBe('Admin');
  });

  it('answers Guardians and Executors to an attorney only when they are clients of a case the attorney runs', () => {
    for (const foundRole of ['Guardian', 'Executor'] as const) {
      const route = '/api/attorney/search-users';
      expect(userSearchFinds(route, 'Attorney', { role: foundRole, relations: ['caseClient'] })).toBe(true);
      expect(userSearchFinds(route, 'Attorney', { role: foundRole, relations: ['propertyCoMember'] })).toBe(false);
      expect(userSearchFinds(route, 'Attorney', { role: foundRole, relations: ['unrelated'] })).toBe(false);
    }
  });

  it('answers an attorney every agent and attorney (the professional directory)', () => {
    for (const foundRole of ['Agent', 'Attorney'] as const) {
      expect(userSearchFinds('/api/attorney/search-users', 'Attorney', { role: foundRole, relations: [] })).toBe(true);
    }
  });

  it('answers an agent only the people it shares a property with', () => {
    const agentRows = USER_SEARCH_CASES.filter((row) => row.callerRole === 'Agent');
    expect(agentRows.some((row) => row.finds)).toBe(true);
    for (const row of agentRows) {
      expect(row.finds, `${row.foundRole} ${row.relation}`).toBe(
        row.foundRole !== 'Admin' && row.relation === 'propertyCoMember',
      );
    }
  });

  it('answers only agents through the agent search, to anyone who may call it', () => {
    for (const row of USER_SEARCH_CASES.filter((candidate) => candidate.route === '/api/attorney/search-agents')) {
      expect(row.finds).toBe(row.foundRole === 'Agent');
    }
  });

  it('answers an admin everyone through the general search', () => {
    for (const row of USER_SEARCH_CASES.filter((candidate) => candidate.route === '/api/users/search')) {
      expect(row.finds).toBe(true);
    }
  });

  it('answers nothing to a role that may not call the route, or to a caller without a role', () => {
    expect(userSearchScopes('/api/users/search', 'Attorney')).toEqual([]);
    expect(userSearchScopes('/api/attorney/search-users', 'Guardian')).toEqual([]);
    expect(userSearchScopes('/api/attorney/search-agents', null)).toEqual([]);
    expect(userSearchFinds('/api/users/search', 'Guardian', { role: 'Agent', relations: ['propertyCoMember'] })).toBe(
      false,
    );
  });
});
