import type { Env } from '../../config/env-schema';
import { EMULATOR_ENDPOINTS } from './emulators';

/**
 * The origins a signed-in page talks to first: Auth (its session restore; the token refresh of a session left for
 * over an hour) and Firestore. The build's prerendered signed-in pages preconnect to them (vite.config.ts).
 */
export function backendOrigins(env: Env): readonly string[] {
  if (env.useEmulators) {
    const { authUrl, firestore } = EMULATOR_ENDPOINTS;
    return [new URL(authUrl).origin, `http://${firestore.host}:${firestore.port}`];
  }
  return [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firestore.googleapis.com',
  ];
}
