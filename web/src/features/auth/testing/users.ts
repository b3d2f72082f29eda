import { attorneyProfileSchema, userResponseSchema, type Role, type UserResponse } from '@estatekey/domain';

/** A GET /api/users/me answer for a user of `role`, parsed by the domain schema like the real one. */
export function currentUserResponse(role: Role, fields: Partial<UserResponse> = {}): UserResponse {
  return userResponseSchema.parse({
    _id: `uid-${role}`,
    id: `uid-${role}`,
    firstName: 'Test',
    lastName: role,
    email: `${role.toLowerCase()}@example.com`,
    role,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...fields,
  });
}

export const completeAttorneyProfile = attorneyProfileSchema.parse({
  specialization: 'Probate',
  barNumber: 'BAR-1',
  yearsOfExperience: 8,
  biography: 'Probate attorney',
  hourlyRate: 250,
  practiceAreas: ['Probate'],
  availability: [],
});
