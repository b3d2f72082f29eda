import type { Firestore } from 'firebase/firestore';

import { firestore } from './firestore';

/**
 * The app's Firestore, for the signed-in area's data hooks. Only they import it, so the Firestore SDK is part of a
 * chunk only where something reads Firestore: a page whose own code does not (its heading, its forms) renders
 * without waiting for the SDK, and its live parts come in chunks of their own. Component tests replace this module.
 */
export function useFirestore(): Firestore {
  return firestore;
}
