import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export class ToolchainError extends Error {
  override name = 'ToolchainError';
}

export interface JavaToolchain {
  java: string;
  /** `jar` from the JDK; only a JDK has it, a JRE does not. */
  jar: string | null;
  majorVersion: number;
}

const MINIMUM_JAVA = 11;

function candidateJavaHomes(): string[] {
  const homes = [process.env.JAVA_HOME];
  const onPath = spawnSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) {
    // /usr/bin/java is usually a symlink chain into the JDK; resolve it to find `jar` beside it.
    const resolved = spawnSync('readlink', ['-f', onPath], { encoding: 'utf8' }).stdout.trim();
    homes.push(path.dirname(path.dirname(resolved || onPath)));
  }
  return homes.filter((home): home is string => Boolean(home));
}

function javaMajorVersion(java: string): number | null {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match?.[1]) return null;
  const major = Number(match[1]);
  // Java 8 reports itself as 1.8.
  return major === 1 ? Number(match[2]) : major;
}

/** Finds a Java runtime (the Firestore emulator needs Java 11+) and, when present, the JDK's `jar` tool. */
export function findJava(): JavaToolchain {
  for (const home of candidateJavaHomes()) {
    const java = path.join(home, 'bin', 'java');
    if (!existsSync(java)) continue;
    const majorVersion = javaMajorVersion(java);
    if (majorVersion === null) continue;
    if (majorVersion < MINIMUM_JAVA) {
      throw new ToolchainError(
        `Java ${majorVersion} found at ${java}, but the Firestore emulator needs Java ${MINIMUM_JAVA} or newer. ` +
          'Install it with: apt-get install -y openjdk-17-jdk-headless',
      );
    }
    const jar = path.join(home, 'bin', 'jar');
    return { java, jar: existsSync(jar) ? jar : null, majorVersion };
  }
  throw new ToolchainError(
    'Java was not found. The Firebase emulators need Java 11 or newer. ' +
      'Install it with: apt-get install -y openjdk-17-jdk-headless (Debian package openjdk-17-jdk-headless).',
  );
}
