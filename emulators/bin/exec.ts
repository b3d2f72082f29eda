// `npm run emulators:exec -- [--no-build] [--no-web] [--seed] -- <command...>`: one command (a single rules,
// integration or browser test file, say) inside `firebase emulators:exec` with the mail sink running, as `npm test`
// runs its suites. The command starts once the API answers; with --seed the demo data is seeded first (browser tests).
import { seed } from '../seed/seed.ts';
import { buildForEmulators } from '../src/toolchain/build.ts';
import { ALL_EMULATORS, HOSTING_URL, PROJECT_ID, firebaseBin, firebaseCliEnv } from '../src/toolchain/emulators.ts';
import { startMailSink } from '../src/toolchain/mail-sink.ts';
import { REPO_ROOT } from '../src/toolchain/paths.ts';
import { npxBin, run, stopAll, stopChildrenOnExit, waitForHttp } from '../src/toolchain/processes.ts';

const MINUTE = 60_000;
const separator = process.argv.indexOf('--');
const flags = process.argv.slice(2, separator === -1 ? undefined : separator);
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
const [program, ...args] = command;
if (program === undefined) {
  console.error('usage: npm run emulators:exec -- [--no-build] [--no-web] [--seed] -- <command...>');
  process.exit(2);
}

async function outside(): Promise<number> {
  if (!flags.includes('--no-build')) await buildForEmulators({ web: !flags.includes('--no-web') });
  await startMailSink();
  const inner = [npxBin('tsx'), 'emulators/bin/exec.ts', '--inside', ...flags, '--', ...command].map(shellQuote).join(' ');
  const result = await run(firebaseBin, ['emulators:exec', '--only', ALL_EMULATORS, '--project', PROJECT_ID, inner], {
    timeoutMs: 40 * MINUTE,
    env: firebaseCliEnv(),
    cwd: REPO_ROOT,
  });
  return result.code;
}

async function inside(command: string, commandArgs: string[]): Promise<number> {
  // emulators:exec starts this before every function has loaded; wait for the API itself.
  await waitForHttp(`${HOSTING_URL}/api/health`, 2 * MINUTE);
  if (flags.includes('--seed')) await seed();
  return (await run(command, commandArgs, { timeoutMs: 35 * MINUTE })).code;
}

/** emulators:exec runs its script through a shell: quote each word so arguments with spaces survive. */
function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

stopChildrenOnExit();
try {
  process.exitCode = flags.includes('--inside') ? await inside(program, args) : await outside();
} finally {
  await stopAll();
}
