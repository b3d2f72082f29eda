import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CACHE_DIR = path.join(REPO_ROOT, 'emulators', '.cache');
export const EMULATOR_DATA_DIR = path.join(REPO_ROOT, 'emulators', '.data');
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'build-artifacts');
