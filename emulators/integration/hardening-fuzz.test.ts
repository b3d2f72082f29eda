import { randomUUID } from 'node:crypto';
import { API_ROUTE_NAMES, apiRoutes, AUTH_COOKIE, type ApiRouteName } from '@estatekey/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithRole, type TestAccount } from './support/accounts';
import { adminDb } from './support/admin';
import { uniqueClientAddress } from './support/api-client';
import { apiUrl, fetchWithTimeout } from './support/endpoints';
import { seedProfile } from './support/properties';

/*
 * A thousand malformed requests across every route of `apiRoutes`, the same ones on every run (a
 * seeded PRNG), must get no 5xx, always the JSON error shape from our code, and write nothing. "Nothing" is checked
 * on what these requests could have created: the fuzz accounts' own properties, appointments, notifications and
 * documents, their user documents, and anything carrying this run's marker e-mail (other suites run in parallel).
 */

const SEED = 0x8e5e_2026;
const REQUESTS = 1000;
const PARALLEL = 6;
const MARKER = `fuzz-${randomUUID()}`;
const MARKER_EMAIL = `${MARKER}@example.com`;

/** mulberry32: small, fast and good enough to pick among cases; the same seed gives the same requests. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(SEED);
function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
const BAD_IDS = [
  '__x__',
  '__',
  '.',
  '..',
  '%2e%2e',
  'a%2Fb',
  '%00',
  '%20',
  'x'.repeat(1600),
  '%F0%9F%92%A3',
  '%E2%80%AE',
  "'%20OR%201=1",
  '$where',
  'undefined',
  'null',
  '%FF',
];
const FIELD_NAMES = [
  'email',
  'password',
  'propertyId',
  'userId',
  'permissionLevel',
  'firstName',
  'lastName',
  'phone',
  'contactName',
  'contactEmail',
  'appointmentDate',
  'statusData',
  'documentType',
  'caseId',
  'role',
  'notes',
  '__proto__',
  'constructor',
];
/** Values no field accepts as they are (wrong types, empty, far too long, control characters), most naming the run. */
const BAD_VALUES: readonly unknown[] = [
  null,
  -1,
  1e308,
  true,
  [],
  [MARKER_EMAIL],
  { $gt: '' },
  { nested: { deeper: [MARKER] } },
  '',
  '   ',
  `${MARKER}\u0000`,
  `${'x'.repeat(6000)}${MARKER}`,
  `${MARKER_EMAIL}\u202E`,
];

type FuzzBody = { readonly contentType?: string; readonly encoding?: string; readonly bytes?: string | Uint8Array };

function fuzzBody(): FuzzBody {
  const object = () =>
    Object.fromEntries(
      Array.from({ length: 1 + Math.floor(random() * 5) }, () => [pick(FIELD_NAMES), pick(BAD_VALUES)]),
    );
  const json = 'application/json';
  switch (Math.floor(random() * 14)) {
    case 0:
      return {};
    case 1:
      return { contentType: json, bytes: '{"email":' };
    case 2:
      return { contentType: json, bytes: JSON.stringify([object()]) };
    case 3:
      return { contentType: json, bytes: pick(['null', '0', '"x"', 'true', '']) };
    case 4:
      return { contentType: json, bytes: `${'['.repeat(2000)}${']'.repeat(2000)}` };
    case 5:
      return { contentType: `${json}; charset=utf-16`, bytes: JSON.stringify(object()) };
    case 6:
      return { contentType: json, encoding: pick(['gzip', 'br', 'x-bogus']), bytes: 'not compressed' };
    case 7:
      return {
        contentType: 'application/x-www-form-urlencoded',
        bytes: `email=${MARKER_EMAIL}&password=x&firstName=${MARKER}`,
      };
    case 8:
      return {
        contentType: pick(['text/plain', 'application/xml', 'application/octet-stream']),
        bytes: JSON.stringify(object()),
      };
    case 9:
      return {
        contentType: 'multipart/form-data; boundary=xyz',
        bytes: '--xyz\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n',
      };
    case 10:
      return { contentType: json, bytes: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) };
    case 11:
      return { contentType: json, bytes: `{"__proto__":{"role":"Admin"},"email":"${MARKER_EMAIL}"}` };
    default:
      return { contentType: json, bytes: JSON.stringify(object()) };
  }
}

interface FuzzRequest {
  readonly route: ApiRouteName;
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string | Uint8Array;
}

function fuzzRequest(accounts: readonly TestAccount[]): FuzzRequest {
  const route = pick(API_ROUTE_NAMES);
  const entry = apiRoutes[route];
  const method = random() < 0.8 ? entry.method : pick(METHODS);
  let path = entry.path.replace(/:([A-Za-z]+)/g, () => pick(BAD_IDS));
  if (random() < 0.3)
    path += `?${pick(FIELD_NAMES)}=${pick(BAD_IDS)}&includeProgress=${pick(BAD_IDS)}&q=${pick(BAD_IDS)}`;
  const headers: Record<string, string> = { 'X-Forwarded-For': uniqueClientAddress() };
  // Signing out would revoke the fuzz account's tokens and leave the rest unauthenticated.
  const account = route === 'logout' ? null : pick([null, ...accounts]);
  switch (Math.floor(random() * 4)) {
    case 0:
      if (account) headers['Authorization'] = `Bearer ${account.idToken}`;
      break;
    case 1:
      if (account) headers['Cookie'] = `${AUTH_COOKIE}=${account.idToken}`;
      break;
    case 2:
      headers['Authorization'] = pick(['Bearer', 'Bearer x.y.z', `Basic ${MARKER}`, `Bearer ${'a'.repeat(5000)}`]);
      break;
    default:
      break;
  }
  const body = method === 'GET' || method === 'HEAD' ? {} : fuzzBody();
  if (body.contentType) headers['Content-Type'] = body.contentType;
  if (body.encoding) headers['Content-Encoding'] = body.encoding;
  return { route, method, path, headers, ...(body.bytes === undefined ? {} : { body: body.bytes }) };
}

/** What the fuzz accounts own and what carries the marker: unchanged by any of the requests. */
async function footprint(accounts: readonly TestAccount[]) {
  const owned = await Promise.all(
    accounts.map(async ({ uid }) => {
      const [properties, appointments, notifications, documents, user] = await Promise.all([
        adminDb.collection('properties').where('memberIds', 'array-contains', uid).get(),
        adminDb.collection('appointments').where('userId', '==', uid).get(),
        adminDb.collection('users').doc(uid).collection('notifications').get(),
        adminDb.collection('documents').where('uploaderId', '==', uid).get(),
        adminDb.collection('users').doc(uid).get(),
      ]);
      return {
        properties: properties.size,
        appointments: appointments.size,
        notifications: notifications.size,
        documents: documents.size,
        userMentionsMarker: JSON.stringify(user.data() ?? {}).includes(MARKER),
      };
    }),
  );
  const [intake, users, mail] = await Promise.all([
    adminDb.collection('intakeRequests').where('payload.contactEmail', '==', MARKER_EMAIL).get(),
    adminDb.collection('users').where('email', '==', MARKER_EMAIL).get(),
    adminDb.collection('mail').where('to', '==', MARKER_EMAIL).get(),
  ]);
  return { owned, markedIntake: intake.size, markedUsers: users.size, markedMail: mail.size };
}

describe(`${REQUESTS} malformed requests across every route`, () => {
  let accounts: TestAccount[];

  beforeAll(async () => {
    accounts = await Promise.all([createAccountWithRole('Guardian'), createAccountWithRole('Agent')]);
    await Promise.all(
      accounts.map((account, index) =>
        seedProfile({
          uid: account.uid,
          role: index === 0 ? 'Guardian' : 'Agent',
          firstName: 'Fuzz',
          lastName: `Account${index}`,
          email: account.email,
        }),
      ),
    );
  });

  it('answers none with a 5xx, answers JSON errors in the {message, errors?} shape, and writes nothing', async () => {
    const before = await footprint(accounts);
    const requests = Array.from({ length: REQUESTS }, () => fuzzRequest(accounts));
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next];
        next += 1;
        if (!request) break;
        const response = await fetchWithTimeout(apiUrl(request.path), {
          method: request.method,
          headers: request.headers,
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        const text = await response.text();
        const label = `${request.method} ${request.path.slice(0, 80)} [${request.route}] ${JSON.stringify(request.headers['Content-Type'] ?? '')}`;
        if (response.status >= 500) failures.push(`${label} → ${response.status} ${text.slice(0, 200)}`);
        const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json');
        if (response.status >= 400 && isJson && request.method !== 'HEAD') {
          const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
          if (typeof body.message !== 'string' || (body.errors !== undefined && !Array.isArray(body.errors))) {
            failures.push(`${label} → ${response.status} not the error shape: ${text.slice(0, 200)}`);
          }
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));

    expect(failures).toEqual([]);
    expect(await footprint(accounts)).toEqual(before);
  }, 300_000);
});
