import { createHash } from 'node:crypto';
import { apiPath, apiRoutes } from '@estatekey/domain';
import { DEMO_PASSWORD, PERSONAS } from '@estatekey/emulators/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSeedApp, seed } from '../seed/seed';
import { buildSeedData } from '../seed/seed-data';
import { apiUrl, fetchWithTimeout } from './support/endpoints';
import { logInThroughApi } from './support/registered-accounts';

/** The seeded court documents Alice may read, with the hash of their content. */
const alicesDocuments = buildSeedData()
  .documents.filter((document) => document.collection === 'documents')
  .filter((document) => (document.data['readerIds'] as readonly string[]).includes(PERSONAS.alice.uid))
  .map((document) => ({ id: document.path.split('/')[1] ?? '', sha256: String(document.data['sha256']) }));

describe('seeded documents', () => {
  let token: string;

  beforeAll(async () => {
    await seed();
    token = await logInThroughApi({ email: PERSONAS.alice.email, password: DEMO_PASSWORD });
  });
  afterAll(closeSeedApp);

  it('gives Alice at least one document to read', () => {
    expect(alicesDocuments.length).toBeGreaterThan(0);
  });

  it.each(alicesDocuments)('downloads $id with the content its metadata describes', async ({ id, sha256 }) => {
    const response = await fetchWithTimeout(apiUrl(apiPath(apiRoutes.documentFile, { id })), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
  });
});
