// `npm run restore -- DIR`: as `npm start` (build, mail sink, emulators), but the emulators start from the backup in
// DIR (`npm run backup`) and its document files are put back; the demo data is not seeded over it.
import path from 'node:path';
import { BackupError, readBackup, restoreBlobs } from '../src/toolchain/backups.ts';
import { buildForEmulators } from '../src/toolchain/build.ts';
import { HOSTING_URL } from '../src/toolchain/emulators.ts';
import { startLocalStack } from '../src/toolchain/local-stack.ts';
import { MAIL_SINK } from '../src/toolchain/mail-sink.ts';
import { stopAll, stopChildrenOnExit } from '../src/toolchain/processes.ts';

// npm runs scripts from the repository root; a relative DIR means the folder the command was typed in.
const invokedFrom = process.env.INIT_CWD ?? process.cwd();

const args = process.argv.slice(2);
if (args.length !== 1 || args[0] === undefined) {
  console.error('usage: npm run restore -- DIR   (a folder written by `npm run backup`)');
  process.exit(2);
}
const dir = path.resolve(invokedFrom, args[0]);

let manifest;
try {
  manifest = readBackup(dir);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exit(2);
}

try {
  stopChildrenOnExit();
  await buildForEmulators();
  restoreBlobs(dir);
  await startLocalStack({ importFrom: dir });
  const { accounts, documents, files } = manifest.counts;
  console.log(`
EstateKey is running, restored from ${dir}
(backed up ${manifest.createdAt}: ${accounts} accounts, ${documents} documents, ${files} files; not seeded).

  Portal        ${HOSTING_URL}
  API health    ${HOSTING_URL}/api/health
  Mail inbox    ${MAIL_SINK.inboxUrl}  (verification and invitation mails land here)

Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
}
