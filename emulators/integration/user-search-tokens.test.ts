import { randomUUID } from 'node:crypto';
import { apiRoutes } from '@estatekey/domain';
import { describe, expect, it } from 'vitest';
import { createAccountWithRole } from './support/accounts';
import { adminDb } from './support/admin';
import { callRoute } from './support/api-client';
import { registerThroughApi } from './support/registered-accounts';
import { waitFor } from './support/wait-for';

/** Admin user search (GET /api/users/search) for `query`: the uids it answers. */
async function searchAsAdmin(adminToken: string, query: string): Promise<string[]> {
  const answer = await callRoute(apiRoutes.searchUsers, {
    query: { query },
    token: adminToken,
  });
  expect(answer.status).toBe(200);
  return apiRoutes.searchUsers.response.parse(answer.body).map((user) => user._id);
}

describe('search tokens follow a rename made straight in Firestore', () => {
  it('finds the user by the new name and no longer by the old one', async () => {
    const oldName = `Oldname${randomUUID().slice(0, 8)}`;
    const newName = `Newname${randomUUID().slice(0, 8)}`;
    const guardian = await registerThroughApi('Guardian', { firstName: oldName });
    const admin = await createAccountWithRole('Admin');
    expect(await searchAsAdmin(admin.idToken, oldName)).toEqual([guardian.uid]);

    // The owner's own write, as the rules allow it from the browser: the name only, not the search tokens.
    await adminDb.collection('users').doc(guardian.uid).update({ firstName: newName });

    // Polled slowly: the search allows USER_SEARCH_RATE_LIMIT (30) a minute, and the wait may last 45 s.
    await waitFor(
      'the search to find the new name',
      async () => {
        const found = await searchAsAdmin(admin.idToken, newName);
        return found.length > 0 ? found : undefined;
      },
      { intervalMs: 2_500 },
    );
    expect(await searchAsAdmin(admin.idToken, newName)).toEqual([guardian.uid]);
    expect(await searchAsAdmin(admin.idToken, oldName)).toEqual([]);
  });
});
