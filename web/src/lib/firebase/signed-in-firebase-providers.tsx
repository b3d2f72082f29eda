import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';

import { firebaseApp } from './app';
import { auth } from './auth';
import { firestore } from './firestore';

/**
 * reactfire's providers for the signed-in area. reactfire is one module that imports every Firebase SDK, so it
 * lives only in this lazily loaded chunk; the public pages use the small auth session context instead.
 */
export function SignedInFirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
