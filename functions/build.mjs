// Bundles the functions for the emulator and for `firebase deploy`. Every npm dependency stays external
// (Cloud Functions installs them from package.json); the @estatekey/domain workspace is bundled in,
// because firebase-tools does not resolve workspace links when it deploys.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const functionsDir = path.dirname(fileURLToPath(import.meta.url));
const packageJson = JSON.parse(await readFile(path.join(functionsDir, 'package.json'), 'utf8'));

await build({
  absWorkingDir: functionsDir,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(packageJson.dependencies ?? {}),
  logLevel: 'warning',
});
