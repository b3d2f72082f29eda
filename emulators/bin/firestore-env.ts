// Prints `export` lines for a shell: eval "$(npx tsx emulators/bin/firestore-env.ts)"
import path from 'node:path';
import { findJava } from '../src/toolchain/java.ts';
import { prepareFirestoreLauncher } from '../src/toolchain/firestore-launcher.ts';

const quote = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;
const { java } = findJava();
console.log(`export PATH=${quote(path.dirname(java))}:"$PATH"`);
const launcher = prepareFirestoreLauncher();
if (launcher.binaryPath) console.log(`export FIRESTORE_EMULATOR_BINARY_PATH=${quote(launcher.binaryPath)}`);
