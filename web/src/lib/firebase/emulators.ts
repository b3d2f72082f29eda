/** Where the local Emulator Suite listens (firebase.json); used only when VITE_USE_EMULATORS is true. */
export const EMULATOR_ENDPOINTS = {
  authUrl: 'http://127.0.0.1:9099',
  firestore: { host: '127.0.0.1', port: 8080 },
} as const;
