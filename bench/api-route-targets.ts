// Every GET route the web app calls, and the writes a user repeats, each as the persona who calls it on the seed:
// measured on one plain Node process (the production shape) against the goals of issue 25.
import {
  apiPath,
  apiRoutes,
  type ApiRouteName,
  CASE_LIST_PAGE_SIZE,
  CHOICE_LIST_PAGE_SIZE,
  DOCUMENT_LIST_PAGE_SIZE,
  todayIsoDate,
} from '@estatekey/domain';
import { z } from 'zod';

import { PERSONAS, type Persona } from '@estatekey/emulators/personas';
import { SEED_IDS } from '../emulators/seed/seed-data.ts';
import {
  healthTarget,
  idTokenOf,
  type LoadOrigin,
  type LoadTarget,
  measureApiUnderLoad,
  ROUTE_SWEEP_PLAN,
} from './api-load.ts';
import { benchAccountTokens, benchAgents } from './bench-accounts.ts';
import type { BenchResult } from './results.ts';

const { ada, alice, avery, aaron } = PERSONAS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One route under load: the persona (or generated users) calling it and how to build the request. */
export interface RouteLoad {
  /** Shown in the measurement's name, e.g. 'GET /api/admin/users as Ada'. */
  readonly name: string;
  /** The request; the origin serves the few set-up calls some routes need (an id to address, a body to send back). */
  readonly build: (origin: LoadOrigin) => Promise<LoadTarget>;
}

const tokens = new Map<string, Promise<string>>();
/** One sign-in per persona for the whole sweep, as one browser keeps its token. */
function tokenOf(persona: Persona): Promise<string> {
  const known = tokens.get(persona.uid);
  if (known) return known;
  const token = idTokenOf(persona);
  tokens.set(persona.uid, token);
  return token;
}

interface RouteCall {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

function concretePath(route: ApiRouteName, { params, query }: RouteCall): string {
  const search = new URLSearchParams(query).toString();
  return `${apiPath(apiRoutes[route], params)}${search === '' ? '' : `?${search}`}`;
}

async function callTarget(route: ApiRouteName, persona: Persona, call: RouteCall = {}): Promise<LoadTarget> {
  const { method, successStatus } = apiRoutes[route] as { method: string; successStatus?: number };
  if (method !== 'GET' && method !== 'POST' && method !== 'PUT') throw new Error(`${route}: ${method} is not loaded.`);
  const withBody = call.body !== undefined;
  return {
    method,
    path: concretePath(route, call),
    headers: {
      authorization: `Bearer ${await tokenOf(persona)}`,
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(withBody ? { body: JSON.stringify(call.body) } : {}),
    ...(successStatus === undefined ? {} : { okStatus: successStatus }),
    describe: `${persona.displayName}'s ID token (Bearer) on the seed${withBody ? ', the same body every time' : ''}`,
  };
}

function routeLoad(route: ApiRouteName, persona: Persona, call: RouteCall = {}): RouteLoad {
  const { method } = apiRoutes[route];
  return {
    name: `${method} ${concretePath(route, call)} as ${persona.firstName}`,
    build: () => callTarget(route, persona, call),
  };
}

/** A signed-in GET outside the load, parsed: what a write sends back unchanged, or an id a route needs. */
async function fetchJson(origin: LoadOrigin, target: LoadTarget): Promise<unknown> {
  const response = await fetch(`${origin.url}${target.path}`, {
    method: target.method,
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { body: target.body }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${target.method} ${target.path} answered HTTP ${response.status}.`);
  return await response.json();
}

/** Alice's conversation with Avery about the Harold estate: created once (the API answers the same id again). */
async function haroldConversationId(origin: LoadOrigin): Promise<string> {
  const target = await callTarget('createConversation', alice, {
    body: { withUserId: avery.uid, caseId: SEED_IDS.cases.haroldEstate },
  });
  return z.object({ id: z.string() }).parse(await fetchJson(origin, target)).id;
}

/**
 * The route called by `count` generated users of the role in turn, as many browsers call it: where a load of one user
 * would measure something else, the per-user search limit's 429 (30 a minute) or one profile document's transaction.
 */
function manyUsersLoad(
  route: ApiRouteName,
  role: 'Admin' | 'Guardian' | 'Attorney',
  count: number,
  call: RouteCall,
  why: string,
): RouteLoad {
  return {
    name: `${apiRoutes[route].method} ${concretePath(route, call)} as ${count} generated ${role}s`,
    build: async () => {
      const { headers, ...target } = await callTarget(route, alice, call);
      const users = await benchAccountTokens(role, count);
      let next = 0;
      return {
        ...target,
        headers: Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => name !== 'authorization')),
        perRequest: () => {
          next += 1;
          return { headers: { authorization: `Bearer ${users[next % users.length] ?? ''}` } };
        },
        describe: `each request another of ${count} generated ${role}s' ID tokens (${why})`,
      };
    },
  };
}

const searchLoad = (route: ApiRouteName, role: 'Admin' | 'Guardian' | 'Attorney') =>
  manyUsersLoad(route, role, 40, { query: { query: 'ali' } }, 'the search limit counts per user');

const BOOKING_AGENTS = 50;

/**
 * POST /api/showings as a real load books: many agents, each on a property of their own listings, every request a
 * slot no other took (each one still runs the overlap check of its transaction).
 */
function spreadBookingLoad(): RouteLoad {
  return {
    name: `POST ${apiRoutes.createShowing.path} by ${BOOKING_AGENTS} agents on ${BOOKING_AGENTS} properties`,
    build: async () => {
      const agents = await benchAgents(BOOKING_AGENTS);
      const firstDay = Date.now() + 400 * DAY_MS;
      let booked = 0;
      return {
        method: 'POST',
        path: apiRoutes.createShowing.path,
        headers: { 'content-type': 'application/json' },
        perRequest: () => {
          const agent = agents[booked % agents.length];
          const date = new Date(firstDay + Math.floor(booked / agents.length) * DAY_MS).toISOString().slice(0, 10);
          booked += 1;
          if (!agent) throw new Error('No bench agent to book with.');
          return {
            headers: { authorization: `Bearer ${agent.token}` },
            body: JSON.stringify({
              propertyId: agent.propertyId,
              date,
              startTime: '10:00',
              endTime: '10:30',
              clientName: 'Bench Client',
            }),
          };
        },
        okStatus: apiRoutes.createShowing.successStatus,
        describe: `${BOOKING_AGENTS} generated agents in turn, each on its own property, one showing per request`,
      };
    },
  };
}

/** Alice's notification preferences sent back unchanged: a save that changes nothing. */
function unchangedPreferencesLoad(): RouteLoad {
  return {
    name: `PUT ${apiRoutes.updateNotificationPreferences.path} as Alice (unchanged)`,
    build: async (origin) => {
      const current = await fetchJson(origin, await callTarget('notificationPreferences', alice));
      return await callTarget('updateNotificationPreferences', alice, { body: current });
    },
  };
}

function conversationLoad(route: 'listMessages' | 'markConversationRead'): RouteLoad {
  return {
    name: `${apiRoutes[route].method} ${apiRoutes[route].path} as Alice (her conversation with Avery)`,
    build: async (origin) => await callTarget(route, alice, { params: { id: await haroldConversationId(origin) } }),
  };
}

const { properties, cases, documents } = SEED_IDS;
const documentPage = { includeProgress: 'true', limit: String(DOCUMENT_LIST_PAGE_SIZE) };
const choicePage = { limit: String(CHOICE_LIST_PAGE_SIZE) };

/** The calendar's span: this month's first and last day. */
function thisMonth(): { dueFrom: string; dueTo: string } {
  const today = todayIsoDate();
  const [year = 0, month = 1] = today.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { dueFrom: `${today.slice(0, 8)}01`, dueTo: `${today.slice(0, 8)}${String(lastDay).padStart(2, '0')}` };
}

/** Every GET the web app calls (and GET /api/showings), then the writes a user repeats. */
export function routeLoads(): RouteLoad[] {
  return [
    // The floor: no token, no Firestore read; what the process and this machine answer at all.
    { name: `GET ${apiRoutes.health.path} (no token)`, build: () => Promise.resolve(healthTarget()) },
    // Account and dashboard.
    routeLoad('profile', alice),
    routeLoad('me', alice),
    routeLoad('notificationPreferences', alice),
    routeLoad('calendarFeedStatus', aaron),
    // Properties and their sale.
    routeLoad('propertyOverview', alice, { params: { id: properties.elm } }),
    routeLoad('sharedUsers', alice, { params: { id: properties.elm } }),
    routeLoad('propertySale', alice, { params: { id: properties.pine } }),
    routeLoad('showingSettings', aaron, { params: { id: properties.elm } }),
    // Not called by the web (its showings are live queries): the contract's list, as a paging client reads it.
    routeLoad('showings', aaron, { query: { limit: String(DOCUMENT_LIST_PAGE_SIZE) } }),
    // Not GET /api/showings/{id}/lockbox-code: it opens an hour before the agent's showing and each call writes an
    // audit entry, a custody entry and a notice (a write behind a GET, once per showing); on the seed it answers 403.
    // Court documents and cases.
    // As /documents asks for them: a page of the newest documents.
    routeLoad('attorneyDocuments', avery, { query: documentPage }),
    routeLoad('clientDocuments', alice, { query: documentPage }),
    routeLoad('agentDocuments', aaron, { query: { limit: String(DOCUMENT_LIST_PAGE_SIZE) } }),
    routeLoad('documentStats', avery),
    // As the pickers ask for them: a page of choices.
    routeLoad('myCases', alice, { query: choicePage }),
    routeLoad('propertyCases', alice, { params: { id: properties.elm } }),
    routeLoad('caseDocuments', avery, { params: { caseId: cases.haroldEstate } }),
    routeLoad('caseProperties', avery, { params: { caseId: cases.haroldEstate } }),
    routeLoad('caseClientProperties', avery, { params: { caseId: cases.haroldEstate }, query: choicePage }),
    routeLoad('documentFile', avery, { params: { id: documents.haroldPetition } }),
    // As the attorney's screens ask for them: a page of cases, a month of due dates, the dashboard's figures.
    routeLoad('attorneyCases', avery, { query: { limit: String(CASE_LIST_PAGE_SIZE) } }),
    routeLoad('attorneyCases', avery, { query: { limit: String(CASE_LIST_PAGE_SIZE), ...thisMonth() } }),
    routeLoad('attorneyCaseSummary', avery),
    routeLoad('attorneyCase', avery, { params: { id: cases.haroldEstate } }),
    routeLoad('attorneyProfile', avery),
    conversationLoad('listMessages'),
    // Admin.
    routeLoad('adminStats', ada),
    routeLoad('adminUsers', ada),
    routeLoad('adminProperties', ada),
    routeLoad('adminIntake', ada),
    routeLoad('adminMailOutbox', ada),
    routeLoad('auditLog', ada, { query: { limit: '5' } }),
    routeLoad('auditLogExport', ada),
    // Searches: many users, as the per-user limit would refuse one.
    searchLoad('searchUsers', 'Admin'),
    searchLoad('searchAgents', 'Guardian'),
    searchLoad('attorneySearchUsers', 'Attorney'),
    // Writes a user repeats.
    routeLoad('markNotificationRead', alice, { params: { id: 'seed-notification-1' } }),
    // A person saves their own profile; 50 saves of one profile would measure its transaction's contention.
    manyUsersLoad('updateProfile', 'Guardian', 40, { body: { firstName: 'Bench' } }, 'each saves its own profile'),
    unchangedPreferencesLoad(),
    conversationLoad('markConversationRead'),
    spreadBookingLoad(),
  ];
}

/** The route under load on the origin: its latency with the goal (p95 ≤ 300 ms for a GET, ≤ 500 ms for a write). */
export async function measureRouteLoad(load: RouteLoad, origin: LoadOrigin): Promise<BenchResult[]> {
  const results = await measureApiUnderLoad(await load.build(origin), origin, ROUTE_SWEEP_PLAN);
  // One row per route: its req/s is in the details of the latency row.
  return results.filter((result) => result.unit === 'ms').map((result) => ({ ...result, name: load.name }));
}
