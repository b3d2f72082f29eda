import { randomUUID } from 'node:crypto';
import { describeHostileRequest, hostileRequestGenerator } from '@estatekey/emulators/hostile-requests';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithRole, type TestAccount } from './support/accounts';
import { adminDb } from './support/admin';
import { uniqueClientAddress } from './support/api-client';
import { apiUrl, fetchWithTimeout } from './support/endpoints';
import { seedProfile } from './support/properties';

/*
 * A thousand malformed requests across every route of `apiRoutes` (hostile-requests.ts: bodies the route's schemas
 * refuse, hostile ids and file names, broken or the fuzz accounts' tokens), the same ones on every run (a
 * seeded PRNG), must get no 5xx, always the JSON error shape from our code, and write nothing. "Nothing" is checked
 * on what these requests could have created: the fuzz accounts' own properties, appointments, notifications and
 * documents, their user documents, and anything carrying this run's marker e-mail (other suites run in parallel).
 */

const SEED = 0x8e5e_2026;
const REQUESTS = 1000;
const PARALLEL = 6;
const MARKER = `fuzz-${randomUUID()}`;
const MARKER_EMAIL = `${MARKER}@example.com`;
const ROLES_OF_ACCOUNTS = ['Guardian', 'Agent'] as const;

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
    accounts = await Promise.all(ROLES_OF_ACCOUNTS.map((role) => createAccountWithRole(role)));
    await Promise.all(
      accounts.map((account, index) =>
        seedProfile({
          uid: account.uid,
          role: ROLES_OF_ACCOUNTS[index] ?? 'Guardian',
          firstName: 'Fuzz',
          lastName: `Account${index}`,
          email: account.email,
        }),
      ),
    );
  });

  it('answers none with a 5xx, refuses every request its route must refuse, answers JSON errors in the {message, errors?} shape, and writes nothing', async () => {
    const before = await footprint(accounts);
    const nextRequest = hostileRequestGenerator({
      seed: SEED,
      marker: MARKER,
      callers: accounts.map((account, index) => ({
        idToken: account.idToken,
        role: ROLES_OF_ACCOUNTS[index] ?? 'Guardian',
      })),
      clientAddress: uniqueClientAddress,
    });
    const requests = Array.from({ length: REQUESTS }, nextRequest);
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
        const label = describeHostileRequest(request);
        if (response.status >= 500) failures.push(`${label} → ${response.status} ${text.slice(0, 200)}`);
        // The bench's exact check of what refused requests change relies on this prediction.
        if (request.mustBeRefused && response.status < 400) {
          failures.push(`${label} → ${response.status} although its route must refuse it`);
        }
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
