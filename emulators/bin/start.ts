// `npm start`: build, start the SMTP sink and the emulators, seed demo data, print how to get in.
// Ctrl-C stops everything.
import { printLogins } from '../seed/seed.ts';
import { buildForEmulators } from '../src/toolchain/build.ts';
import { HOSTING_URL } from '../src/toolchain/emulators.ts';
import { startLocalStack } from '../src/toolchain/local-stack.ts';
import { MAIL_SINK } from '../src/toolchain/mail-sink.ts';
import { stopAll, stopChildrenOnExit } from '../src/toolchain/processes.ts';

try {
  stopChildrenOnExit();
  await buildForEmulators();
  await startLocalStack();
  console.log(`
EstateKey is running.

  Portal        ${HOSTING_URL}
  API health    ${HOSTING_URL}/api/health
  Mail inbox    ${MAIL_SINK.inboxUrl}  (verification and invitation mails land here)

${printLogins()}

Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
}
