import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findJava, ToolchainError } from './java.ts';
import { CACHE_DIR } from './paths.ts';

/**
 * The Debian package google-cloud-cli-firestore-emulator ships the emulator jar without a Main-Class,
 * and these machines cannot download firebase-tools' own jar. A launcher jar whose manifest names the
 * main class and puts the Debian jar on its class path lets `firebase emulators:*` run it offline.
 */
const DEBIAN_EMULATOR_JARS = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function findDebianEmulatorJar(): string | null {
  const fromDpkg = spawnSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' });
  const listed = (fromDpkg.stdout ?? '')
    .split('\n')
    .find((line) => line.endsWith('/cloud-firestore-emulator.jar'));
  return [listed, ...DEBIAN_EMULATOR_JARS].find((jar): jar is string => Boolean(jar && existsSync(jar))) ?? null;
}

export interface FirestoreLauncher {
  /** Path to export as FIRESTORE_EMULATOR_BINARY_PATH, or null to let firebase-tools download its own jar. */
  binaryPath: string | null;
  reason: string;
}

export function prepareFirestoreLauncher(): FirestoreLauncher {
  const toolchain = findJava();
  const emulatorJar = findDebianEmulatorJar();
  if (!emulatorJar) {
    return { binaryPath: null, reason: 'Debian Firestore emulator jar not found; firebase-tools will download its own.' };
  }
  if (!toolchain.jar) {
    throw new ToolchainError(
      `Found ${emulatorJar} but no JDK 'jar' tool to build its launcher. Install it with: apt-get install -y openjdk-17-jdk-headless`,
    );
  }
  const launcherDir = path.join(CACHE_DIR, 'firestore-emulator');
  const launcherJar = path.join(launcherDir, 'firestore-emulator-launcher.jar');
  const manifestPath = path.join(launcherDir, 'MANIFEST.MF');
  const manifest = `Main-Class: ${MAIN_CLASS}\nClass-Path: file:${emulatorJar}\n`;
  const upToDate =
    existsSync(launcherJar) &&
    existsSync(manifestPath) &&
    readFileSync(manifestPath, 'utf8') === manifest &&
    statSync(launcherJar).mtimeMs >= statSync(emulatorJar).mtimeMs;
  if (!upToDate) {
    mkdirSync(launcherDir, { recursive: true });
    writeFileSync(manifestPath, manifest);
    const built = spawnSync(toolchain.jar, ['cfm', launcherJar, manifestPath], { encoding: 'utf8' });
    if (built.status !== 0) {
      throw new ToolchainError(`Building the Firestore emulator launcher failed: ${built.stderr || built.stdout}`);
    }
  }
  return { binaryPath: launcherJar, reason: `Firestore emulator from ${emulatorJar}` };
}

/** Environment for child processes that run `firebase emulators:*`. */
export function emulatorToolchainEnv(): NodeJS.ProcessEnv {
  const { java } = findJava();
  const launcher = prepareFirestoreLauncher();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // firebase-tools runs plain `java`: put the one we checked first on PATH.
    PATH: `${path.dirname(java)}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  if (launcher.binaryPath) env.FIRESTORE_EMULATOR_BINARY_PATH = launcher.binaryPath;
  return env;
}
