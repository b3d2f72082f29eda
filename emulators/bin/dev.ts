// `npm run dev`: the emulators and SMTP sink as in `npm start`, plus the Vite dev server with hot reload
// on http://127.0.0.1:5173 (it proxies /api to the functions emulator).
import { printLogins } from '../seed/seed.ts';
import { buildForEmulators } from '../src/toolchain/build.ts';
import { startLocalStack } from '../src/toolchain/local-stack.ts';
import { MAIL_SINK } from '../src/toolchain/mail-sink.ts';
import { npxBin, startBackground, stopAll, stopChildrenOnExit } from '../src/toolchain/processes.ts';

try {
  stopChildrenOnExit();
  await buildForEmulators();
  await startLocalStack();
  startBackground(npxBin('vite'), ['--config', 'web/vite.config.ts'], { env: { ...process.env, VITE_USE_EMULATORS: 'true' } });
  console.log(`
EstateKey dev server: http://127.0.0.1:5173  (hot reload; /api goes to the functions emulator)
Mail inbox: ${MAIL_SINK.inboxUrl}

${printLogins()}

Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
}
