import { setGlobalOptions } from 'firebase-functions/v2';

// Imported first by index.ts: global options must be set before any function is defined.
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });
