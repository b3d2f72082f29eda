// `tsx emulators/seed/read-emulator-data.ts OUT.json`, run inside `firebase emulators:exec`: writes every document and
// account of those emulators to OUT.json, so the backup test can compare an emulator set it does not share a process with.
import { writeFileSync } from 'node:fs';
import { readEmulatorData } from '../src/toolchain/backups.ts';

const [out] = process.argv.slice(2);
if (!out) {
  console.error('usage: tsx emulators/seed/read-emulator-data.ts OUT.json');
  process.exit(2);
}
writeFileSync(out, JSON.stringify(await readEmulatorData(process.env.GCLOUD_PROJECT)));
