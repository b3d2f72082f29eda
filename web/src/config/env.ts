import { parseEnv } from './env-schema';

export type { Env, FirebaseWebConfig } from './env-schema';

export const env = parseEnv(import.meta.env);
