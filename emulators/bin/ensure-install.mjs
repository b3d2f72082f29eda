// First step of `npm start`, `npm test`, `npm run dev` and `npm run bench` on a fresh clone: checks Node
// and installs dependencies when node_modules is missing or older than package-lock.json.
// Plain JavaScript on purpose: it runs before anything (tsx, TypeScript) is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`EstateKey needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
  process.exit(1);
}

const lockfile = path.join(root, 'package-lock.json');
const marker = path.join(root, 'node_modules', '.estatekey-install');
const lockHash = createHash('sha256').update(readFileSync(lockfile)).digest('hex');
const installed = existsSync(marker) ? readFileSync(marker, 'utf8').trim() : '';

if (installed !== lockHash) {
  // `npm install`, not `npm ci`: npm 11 leaves other platforms' optional binaries (unrs-resolver's) out of
  // the lockfile and `npm ci` then refuses it as out of sync. `install` still honours the locked versions.
  const command = 'install';
  console.log(`Installing dependencies (npm ${command}) ...`);
  const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`npm ${command} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(marker, `${lockHash}\n`);
}
