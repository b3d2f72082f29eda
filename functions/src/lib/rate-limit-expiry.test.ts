import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@estatekey/domain';
import { z } from 'zod';

const indexesFile = z.object({
  fieldOverrides: z.array(
    z.object({ collectionGroup: z.string(), fieldPath: z.string(), ttl: z.boolean().optional() }),
  ),
});

describe('rate-limit counters', () => {
  it('expire through a Firestore TTL policy on the expiresAt field the limiter writes', () => {
    const { fieldOverrides } = indexesFile.parse(
      JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')),
    );
    expect(fieldOverrides).toContainEqual(
      expect.objectContaining({ collectionGroup: COLLECTIONS.rateLimits, fieldPath: 'expiresAt', ttl: true }),
    );
  });
});
