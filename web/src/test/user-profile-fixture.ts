import { userProfileSchema, type UserProfile } from '@estatekey/domain';
import type { z } from 'zod';

/** A valid `users/{uid}` profile for component tests, parsed by the domain schema so it cannot drift from it. */
export function userProfileFixture(fields: Partial<z.input<typeof userProfileSchema>> = {}): UserProfile {
  return userProfileSchema.parse({
    id: 'user-1',
    firstName: 'Alice',
    lastName: 'Guardian',
    email: 'alice.guardian@example.com',
    role: 'Guardian',
    onboardingCompleted: true,
    createdAt: new Date('2026-01-10T09:00:00Z'),
    ...fields,
  });
}
