import type { Env } from './env-schema';

export type { Env, FirebaseWebConfig } from './env-schema';

/** Set by vite.config.ts: the VITE_ variables, checked by `parseEnv` when Vite starts. */
declare const __ESTATEKEY_ENV__: Env;

/** The app's configuration, read and validated at build time (so its schema and zod stay out of the browser's start). */
export const env: Env = __ESTATEKEY_ENV__;
