import type { APIRequestContext } from '@playwright/test';

import { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';

/** The Auth emulator the e2e run starts (firebase.json). */
const AUTH_EMULATOR = 'http://127.0.0.1:9099';

/**
 * A persona's ID token from the Auth emulator, for a test that acts as that user's API client (a second session
 * beside the browser's) — what a script or another app of the same user would send.
 */
export async function personaIdToken(request: APIRequestContext, personaName: PersonaName): Promise<string> {
  const persona = PERSONAS[personaName];
  const response = await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email: persona.email, password: persona.password, returnSecureToken: true } },
  );
  if (!response.ok())
    throw new Error(`Signing in ${personaName} failed: ${response.status()} ${await response.text()}`);
  const { idToken } = (await response.json()) as { idToken?: unknown };
  if (typeof idToken !== 'string') throw new Error(`Signing in ${personaName} returned no ID token`);
  return idToken;
}
