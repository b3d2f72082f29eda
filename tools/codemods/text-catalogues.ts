/**
 * Renames the domain's text catalogues to one scheme: one catalogue per feature area, every export ending in `Texts`.
 * Rewrites every .ts/.tsx file under domain/, functions/, web/, emulators/ and bench/ (node_modules, lib and dist
 * skipped). Idempotent: no target contains a source name, so a second run changes nothing.
 *   npx tsx tools/codemods/text-catalogues.ts          # rewrite files
 *   npx tsx tools/codemods/text-catalogues.ts --check  # list files that still need it, exit 1 if any
 *
 * A rule renames an identifier or an identifier's member path (`old.key` → `new.other`); a spread (`...old`) is
 * renamed too, a property access (`x.old`) is not. Imports are fixed after the
 * body: a specifier that became a member path keeps only its root, and a catalogue split over several areas is
 * replaced by the new roots the file uses. Changed files are formatted with the repository's prettier settings.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

interface Rule {
  readonly from: string;
  readonly to: string;
  /** Only files whose repository path matches. */
  readonly files?: RegExp;
}

export const RULES: readonly Rule[] = [
  // Attorney area: the workspace texts join the attorney catalogue (their sections merge key by key, no collision).
  { from: 'attorneyWorkspaceMessages', to: 'attorneyTexts' },
  // Account area: login, register, verification, password reset and the sign-in redirect in one catalogue.
  { from: 'registerTexts', to: 'authTexts.register' },
  { from: 'verificationTexts', to: 'authTexts.verification' },
  { from: 'accountMessages.register', to: 'authTexts.register' },
  { from: 'accountMessages.verification', to: 'authTexts.verification' },
  { from: 'accountMessages.forgotPassword', to: 'authTexts.passwordReset' },
  { from: 'accountMessages.authRedirect', to: 'authTexts.authRedirect' },
  { from: '{ forgotPassword: texts } = accountMessages', to: '{ passwordReset: texts } = authTexts' },
  // Documents area.
  { from: 'courtDocumentsMessages', to: 'documentsTexts' },
  // Generic texts the API client shows live in the common catalogue.
  { from: 'documentsTexts.invalidResponse', to: 'commonTexts.invalidResponse' },
  { from: 'documentsTexts.unexpectedFormat', to: 'commonTexts.unexpectedFormat' },
  { from: 'errorsTexts.internal', to: 'commonTexts.internalError', files: /^web\// },
  // Properties area: the Properties page, the property page and the API's property texts.
  { from: 'propertyPageMessages.edit', to: 'propertiesTexts.editForm' },
  { from: 'propertyPageMessages.sharing', to: 'sharingTexts' },
  { from: 'propertyPageMessages', to: 'propertiesTexts' },
  { from: 'propertyDetailsMessages', to: 'propertiesTexts.page' },
  { from: 'propertyServerMessages', to: 'propertiesTexts' },
  // The guardian's workspace pages: each section joins the catalogue of its page.
  { from: 'guardianWorkspacePageMessages.keyPickup', to: 'keyPickupTexts' },
  { from: 'guardianWorkspacePageMessages.upload', to: 'uploadTexts' },
  { from: 'guardianWorkspacePageMessages.notifications', to: 'notificationsPageTexts' },
  { from: 'guardianOnboardingWizardMessages', to: 'onboardingTexts.guardianWizard' },
  // Cases: the API's case texts join the case catalogue; transport refusals join the API errors.
  { from: 'caseServerMessages', to: 'casesTexts' },
  { from: 'httpMessages', to: 'errorsTexts' },
  // Areas with one catalogue already: the suffix only.
  { from: 'agentWorkspaceMessages', to: 'agentTexts' },
  { from: 'adminMessages', to: 'adminTexts' },
  { from: 'formMessages', to: 'formTexts' },
  { from: 'publicPagesMessages', to: 'publicPagesTexts' },
  { from: 'serverMessages', to: 'serverTexts' },
  { from: 'signedInAreaMessages', to: 'signedInAreaTexts' },
  { from: 'webShellMessages', to: 'webShellTexts' },
  { from: 'workspaceServerMessages', to: 'workspaceServerTexts' },
  { from: 'sidebarLabels', to: 'sidebarTexts' },
  { from: 'screenTitles', to: 'screenTitleTexts' },
  { from: 'PAGE_TITLES', to: 'pageTitleTexts' },
];

/** Catalogue modules inside domain/src/messages: old file → the area file that now holds its catalogue. */
export const MODULES: Readonly<Record<string, string>> = {
  'account-messages': 'auth-texts',
  'agent-workspace-messages': 'agent-texts',
  'attorney-workspace-messages': 'attorney-texts',
  'case-server-messages': 'cases-texts',
  'court-documents-messages': 'documents-texts',
  'guardian-onboarding-wizard-messages': 'onboarding-texts',
  'http-messages': 'errors-texts',
  'property-details-messages': 'properties-texts',
  'property-page-messages': 'properties-texts',
  'property-server-messages': 'properties-texts',
  'web-shell': 'web-shell-texts',
  ...Object.fromEntries(
    [
      'admin',
      'api',
      'attorney',
      'auth',
      'cases',
      'dashboard',
      'documents',
      'errors',
      'form',
      'invitation',
      'key-pickup',
      'mail',
      'notification-content',
      'notifications-page',
      'onboarding',
      'profile',
      'properties',
      'public-intake',
      'public-pages',
      'public-site',
      'server',
      'sharing',
      'showings',
      'signed-in-area',
      'status',
      'upload',
      'validation',
      'workspace-server',
    ].map((area) => [`${area}-messages`, `${area}-texts`]),
  ),
};

const ROOTS = ['domain', 'functions', 'web', 'emulators', 'bench'];
const SKIP = new Set(['node_modules', 'coverage']);
/** Build output: skipped only directly under a package (functions/lib), never a source folder such as web/src/lib. */
const BUILD_OUTPUT = new Set(['lib', 'dist']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rootOf = (name: string) => name.split('.')[0];

const STATEMENT = /(import|export)(\s+type)?\s*\{([^}]*)\}(\s*from\s*['"][^'"]+['"])/g;
const word = (name: string) => new RegExp(`(?<![\\w$])(?<![^.]\\.)${escape(name)}(?![\\w$])`);

/** Rewrites one file's text; `path` is the file's path relative to the repository. */
export function rewrite(text: string, path: string): string {
  const rules = RULES.filter((rule) => !rule.files || rule.files.test(path)).sort(
    (a, b) => b.from.length - a.from.length,
  );
  const byFrom = new Map(rules.map((rule) => [rule.from, rule.to]));
  // One pass with the longest source first, so a rule never rewrites another rule's output.
  const pattern = new RegExp(
    `(?<![\\w$])(?<![^.]\\.)(${rules.map((rule) => escape(rule.from)).join('|')})(?![\\w$])`,
    'g',
  );
  const modules = new RegExp(
    `(['"])((?:\\.\\.?/)+(?:messages/)?)(${Object.keys(MODULES).map(escape).join('|')})\\1`,
    'g',
  );
  // Import and re-export lists are set aside and rebuilt from what the rewritten body reads.
  const statements: string[] = [];
  const body = text
    .replace(STATEMENT, (statement: string) => `@@statement:${statements.push(statement) - 1}@@`)
    .replace(pattern, (match) => byFrom.get(match) ?? match);
  const candidates = new Map<string, string[]>();
  for (const rule of rules) {
    const root = rootOf(rule.from);
    if (!rule.from.includes(' ')) candidates.set(root, [...(candidates.get(root) ?? [root]), rootOf(rule.to)]);
  }
  const imported = new Set<string>();
  const rebuilt = statements.map((statement) =>
    statement.replace(STATEMENT, (whole: string, keyword: string, typeOnly = '', list: string, from: string) => {
      const source = path.startsWith('domain/')
        ? from.replace(
            modules,
            (_match, quote: string, dir: string, name: string) => `${quote}${dir}${MODULES[name]}${quote}`,
          )
        : from;
      const seen = new Set<string>();
      const specifiers: string[] = [];
      for (const raw of list.split(',')) {
        const specifier = raw.trim();
        if (specifier === '') continue;
        const isType = specifier.startsWith('type ');
        const name = isType ? specifier.slice(5).trim() : specifier;
        const options = name.includes(' as ') ? undefined : candidates.get(name);
        // A catalogue keeps its import while the body still reads it; each area it moved to is imported where read.
        const names = !options
          ? [name]
          : keyword === 'export'
            ? [byFrom.get(name) ?? name]
            : [...new Set(options)].filter((option) => word(option).test(body));
        for (const next of names) {
          const key = next.split(' as ').at(-1) ?? next;
          if (seen.has(key) || (keyword === 'import' && imported.has(key))) continue;
          seen.add(key);
          specifiers.push(isType ? `type ${next}` : next);
        }
      }
      if (keyword === 'import') for (const key of seen) imported.add(key);
      const next = specifiers.length === 0 ? '' : `${keyword}${typeOnly} { ${specifiers.join(', ')} }${source}`;
      const unchanged =
        source === from &&
        specifiers.join(',') ===
          list
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
            .join(',');
      return unchanged ? whole : next;
    }),
  );
  return body.replace(/@@statement:(\d+)@@/g, (_match, index: string) => rebuilt[Number(index)]);
}

function* sourceFiles(dir: string, depth = 0): Generator<string> {
  for (const entry of readdirSync(dir)) {
    if (SKIP.has(entry) || entry.startsWith('.') || (depth === 0 && BUILD_OUTPUT.has(entry))) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path, depth + 1);
    else if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) yield path;
  }
}

/** Formats with the repository's prettier settings; a file prettier cannot parse is written as rewritten, and named. */
async function format(text: string, file: string): Promise<string> {
  try {
    const options = (await prettier.resolveConfig(file)) ?? {};
    return await prettier.format(text, { ...options, filepath: file });
  } catch {
    console.warn(`not formatted (does not parse; fix by hand): ${file}`);
    return text;
  }
}

async function main(): Promise<void> {
  const repo = resolve(fileURLToPath(import.meta.url), '../../..');
  const check = process.argv.includes('--check');
  const changed: string[] = [];
  for (const top of ROOTS) {
    let isDir = false;
    try {
      isDir = statSync(join(repo, top)).isDirectory();
    } catch {
      isDir = false;
    }
    if (!isDir) continue;
    for (const file of sourceFiles(join(repo, top))) {
      const path = relative(repo, file);
      const before = readFileSync(file, 'utf8');
      const after = rewrite(before, path);
      if (after === before) continue;
      changed.push(path);
      if (check) continue;
      writeFileSync(file, await format(after, file));
    }
  }
  for (const path of changed) console.log(path);
  console.log(`${changed.length} file(s) ${check ? 'need the codemod' : 'rewritten'}`);
  if (check && changed.length > 0) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
