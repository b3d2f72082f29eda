// `npm run backup [-- DIR]`: exports the running emulators (`npm start`) — Auth accounts, Firestore documents and the
// document files on disk — into DIR (default backups/<timestamp>). `npm run restore -- DIR` starts from it.
import path from 'node:path';
import { BackupError, createBackup, defaultBackupDir } from '../src/toolchain/backups.ts';

// npm runs scripts from the repository root; a relative DIR means the folder the command was typed in.
const invokedFrom = process.env.INIT_CWD ?? process.cwd();

const [dirArgument, ...extra] = process.argv.slice(2);
if (extra.length > 0) {
  console.error('usage: npm run backup [-- DIR]');
  process.exit(2);
}
const dir = dirArgument ? path.resolve(invokedFrom, dirArgument) : defaultBackupDir();

try {
  const manifest = await createBackup(dir);
  const { accounts, documents, files } = manifest.counts;
  console.log(`Backed up ${accounts} accounts, ${documents} documents and ${files} files to ${dir}`);
  const shown = path.relative(invokedFrom, dir);
  console.log(`Restore with: npm run restore -- ${shown && !shown.startsWith('..') ? shown : dir}`);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof BackupError ? 2 : 1);
}
