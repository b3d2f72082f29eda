import { z } from 'zod';
import { userSearchResultSchema } from '../user/user';
import { searchQuerySchema } from './common';
import { type ApiRoute, CLIENT_ROLES_AND_ADMIN } from './route-contract';

/** User searches (parts 1 and 2); whom each answers to whom is USER_SEARCH_SCOPES. */
export const userSearchRoutes = {
  searchUsers: {
    method: 'GET',
    path: '/api/users/search',
    access: ['Admin'],
    query: searchQuerySchema,
    rateLimit: ['userSearches'],
    response: z.array(userSearchResultSchema),
  },
  searchAgents: {
    method: 'GET',
    path: '/api/attorney/search-agents',
    access: CLIENT_ROLES_AND_ADMIN,
    query: searchQuerySchema,
    rateLimit: ['userSearches'],
    response: z.array(userSearchResultSchema),
  },
  attorneySearchUsers: {
    method: 'GET',
    path: '/api/attorney/search-users',
    access: ['Attorney', 'Agent', 'Admin'],
    query: searchQuerySchema,
    rateLimit: ['userSearches'],
    response: z.array(userSearchResultSchema),
  },
} as const satisfies Record<string, ApiRoute>;
