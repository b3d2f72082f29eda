import { apiRoutes, type PermissionLevel } from '@estatekey/domain';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

import { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';
import { personaIdToken } from './api-session';

/*
 * Set-up through the API, as the personas' own clients would send it: a test builds the records it needs instead of
 * relying on the seed's.
 */

/** The Authorization header of a persona's API client. */
export async function personaHeaders(request: APIRequestContext, persona: PersonaName) {
  return { Authorization: `Bearer ${await personaIdToken(request, persona)}` };
}

/** Fails with the answer's body, which says why the server refused. */
export async function expectStatus(answer: APIResponse, status: number): Promise<void> {
  expect(answer.status(), await answer.text()).toBe(status);
}

/** Alice submits a property at `street` and shares it with Aaron at `permissionLevel`; answers its id. */
export async function alicesPropertySharedWithAaron(
  request: APIRequestContext,
  street: string,
  permissionLevel: PermissionLevel,
): Promise<string> {
  const alice = await personaHeaders(request, 'alice');
  const submitted = await request.post(apiRoutes.submitProperty.path, {
    headers: alice,
    data: {
      propertyAddress: street,
      propertyCity: 'Springfield',
      propertyState: 'IL',
      propertyZip: '62704',
      propertyType: 'residential',
      propertyCondition: 'good',
      contactName: 'Alice Guardian',
      contactEmail: PERSONAS.alice.email,
      contactPhone: '(555) 010-1010',
      additionalInfo: '',
    },
  });
  await expectStatus(submitted, 201);
  const propertyId = apiRoutes.submitProperty.response.parse(await submitted.json()).property?._id ?? '';
  expect(propertyId).not.toBe('');
  await expectStatus(
    await request.post(apiRoutes.shareProperty.path, {
      headers: alice,
      data: { propertyId, userId: PERSONAS.aaron.uid, permissionLevel },
    }),
    200,
  );
  return propertyId;
}
