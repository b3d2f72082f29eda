import {
  browserLocalPersistence,
  browserSessionPersistence,
  setPersistence,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { auth } from '../../../lib/firebase/auth';
import { signInWithPassword } from './sign-in';

// The Firebase Auth SDK is replaced at its module boundary; the app's own auth module runs for real on top of it.
vi.mock('firebase/auth', () => ({
  browserLocalPersistence: { type: 'LOCAL' },
  browserSessionPersistence: { type: 'SESSION' },
  initializeAuth: vi.fn(() => ({ name: 'test-auth' })),
  connectAuthEmulator: vi.fn(),
  onIdTokenChanged: vi.fn(),
  setPersistence: vi.fn(() => Promise.resolve()),
  signInWithEmailAndPassword: vi.fn(() => Promise.resolve({ user: { uid: 'persona-alice' } })),
  signOut: vi.fn(),
}));

const credentials = { email: 'alice.guardian@example.com', password: 'EstateKey-demo-2026' };

describe('signInWithPassword', () => {
  beforeEach(() => {
    vi.mocked(setPersistence).mockClear();
    vi.mocked(signInWithEmailAndPassword).mockClear();
  });

  it('keeps a remembered session in local storage, which survives closing the browser', async () => {
    await signInWithPassword({ ...credentials, rememberMe: true });
    expect(setPersistence).toHaveBeenCalledExactlyOnceWith(auth, browserLocalPersistence);
  });

  it('keeps a session that is not remembered only for this browser session', async () => {
    await signInWithPassword({ ...credentials, rememberMe: false });
    expect(setPersistence).toHaveBeenCalledExactlyOnceWith(auth, browserSessionPersistence);
  });

  it('chooses the persistence before signing in, so the new session is stored there', async () => {
    await signInWithPassword({ ...credentials, rememberMe: false });
    expect(signInWithEmailAndPassword).toHaveBeenCalledExactlyOnceWith(auth, credentials.email, credentials.password);
    const persistenceOrder = vi.mocked(setPersistence).mock.invocationCallOrder[0] ?? Infinity;
    const signInOrder = vi.mocked(signInWithEmailAndPassword).mock.invocationCallOrder[0] ?? -Infinity;
    expect(persistenceOrder).toBeLessThan(signInOrder);
  });

  it('passes the SDK error on, for the page to word', async () => {
    const wrongPassword = Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
      code: 'auth/invalid-credential',
    });
    vi.mocked(signInWithEmailAndPassword).mockRejectedValueOnce(wrongPassword);
    await expect(signInWithPassword({ ...credentials, rememberMe: true })).rejects.toBe(wrongPassword);
  });
});
