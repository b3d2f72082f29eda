import { z } from 'zod';

const LOCAL_PROJECT_ID = 'demo-estatekey';

const useEmulatorsFlag = z
  .stringbool({ truthy: ['true'], falsy: ['false'], error: 'Must be "true" or "false"' })
  .default(false);
const REQUIRED_WITHOUT_EMULATORS = 'Required when VITE_USE_EMULATORS is not true';
const requiredValue = z.string({ error: REQUIRED_WITHOUT_EMULATORS }).trim().min(1, REQUIRED_WITHOUT_EMULATORS);
const optionalValue = z.string().trim().min(1).optional();

const productionEnvSchema = z.object({
  VITE_USE_EMULATORS: useEmulatorsFlag,
  VITE_FIREBASE_PROJECT_ID: requiredValue,
  VITE_FIREBASE_API_KEY: requiredValue,
  VITE_FIREBASE_AUTH_DOMAIN: requiredValue,
  VITE_FIREBASE_APP_ID: requiredValue,
  VITE_FIREBASE_STORAGE_BUCKET: requiredValue,
});

// The emulators accept any API key and app id; a demo- project id guarantees nothing reaches a real project.
const emulatorEnvSchema = z.object({
  VITE_USE_EMULATORS: useEmulatorsFlag,
  VITE_FIREBASE_PROJECT_ID: z
    .string()
    .trim()
    .startsWith('demo-', 'Must start with demo- when VITE_USE_EMULATORS is true')
    .default(LOCAL_PROJECT_ID),
  VITE_FIREBASE_API_KEY: optionalValue,
  VITE_FIREBASE_AUTH_DOMAIN: optionalValue,
  VITE_FIREBASE_APP_ID: optionalValue,
  VITE_FIREBASE_STORAGE_BUCKET: optionalValue,
});

export interface FirebaseWebConfig {
  readonly projectId: string;
  readonly apiKey: string;
  readonly authDomain: string;
  readonly appId: string;
  readonly storageBucket: string;
}

export interface Env {
  readonly useEmulators: boolean;
  readonly firebase: FirebaseWebConfig;
}

export class EnvError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment variables:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Reads the VITE_ variables; throws an EnvError that lists every missing or malformed one. */
export function parseEnv(source: Readonly<Record<string, unknown>>): Env {
  const wantsEmulators = useEmulatorsFlag.safeParse(source.VITE_USE_EMULATORS);
  const schema = wantsEmulators.success && wantsEmulators.data ? emulatorEnvSchema : productionEnvSchema;
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = result.data;
  const projectId = values.VITE_FIREBASE_PROJECT_ID;
  return {
    useEmulators: values.VITE_USE_EMULATORS,
    firebase: {
      projectId,
      apiKey: values.VITE_FIREBASE_API_KEY ?? `${projectId}-api-key`,
      authDomain: values.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      appId: values.VITE_FIREBASE_APP_ID ?? `1:000000000000:web:${projectId}`,
      storageBucket: values.VITE_FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
    },
  };
}
