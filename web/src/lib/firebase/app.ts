import { initializeApp } from 'firebase/app';

import { env } from '../../config/env';

/** The page's one Firebase app, created at module load outside React so every render and hook shares it. */
export const firebaseApp = initializeApp(env.firebase);
