// Decision 007 and 010 as lint rules: which web features may import which. Every file of a feature gets a
// `no-restricted-imports` rule built for its depth, so a relative import that climbs into another feature,
// into src/ outside src/lib, or out of src/ is an error that names the decision.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FEATURES_DIR = 'packages/web/src/features';
/** The repository root, where eslint.config.js lives and its `files` globs start. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The second half's features (ARCHITECTURE §8) are covered before their folders exist. */
const COMING_FEATURES = ['shopping', 'meal-plans', 'friends', 'activity', 'profile', 'admin-users', 'invitations'];

/** The form model and SWR keys a panel needs to fill a recipe screen (decision 007). */
const RECIPE_FORM_MODEL = ['recipes/form/recipe-form-values', 'recipes/form/draft-form-values', 'recipes/api/keys'];

/**
 * What a feature may import from other features besides itself: a feature name allows all of it, a path one
 * module. Decision 007: recipe pages host ai, ai-home and import panels and friends' share-to-friend dialog; the
 * shell shows activity's unseen count; admin hosts ai's key card; ai-home reuses ai's question box; ai and import
 * reach back only for the recipe form model. admin hosts admin-users' User Management panel and backups' card; profile and friends
 * open invitations' invite dialog.
 */
export const FEATURE_EXCEPTIONS = {
  recipes: ['ai', 'ai-home', 'import', 'friends/components/share-to-friend-dialog'],
  shell: ['activity/api/use-activity-unseen'],
  admin: ['ai', 'admin-users', 'backups'],
  profile: ['invitations'],
  friends: ['invitations'],
  'ai-home': ['ai'],
  ai: RECIPE_FORM_MODEL,
  import: RECIPE_FORM_MODEL,
};

/** Modules of src/ outside src/lib a feature may use: the shell shows the app's page spinner (decision 010). */
export const SRC_EXCEPTIONS = { shell: ['app-root'] };

/** Tests, stories and their helpers may also use src/test and the recipe fixtures (decision 007). */
export const TEST_SUPPORT_FILES = [
  '*.test.{ts,tsx}',
  '*.stories.{ts,tsx}',
  '*.fixtures.ts',
  '*-fixtures.ts',
  '*-stub.ts',
  '*-test-*.ts',
  '*-story-helpers.ts',
];
const TEST_FEATURE_EXCEPTIONS = ['recipes/(?:[a-z-]+/)*[a-z-]+[.-]fixtures'];

const MESSAGE =
  'Features import only from themselves, src/lib, @potluck/ui and @potluck/api, plus the exceptions of ' +
  'decision 007 (docs/decisions/007-features-compose-on-recipe-pages.md, 010-web-feature-slicing.md).';

/** Deepest folder nesting inside a feature that gets a rule (features/x/a/b/c/file.ts). */
const MAX_DEPTH = 4;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "name" or "name/..." as the rest of a specifier; a path entry matches exactly that module. */
const allowed = (entries) =>
  entries.map((entry) => (entry.includes('/') || entry.includes('(') ? `${entry}$` : `${escape(entry)}(?:/|$)`));

/** The patterns for a file `depth` folders below its feature's folder. */
export function boundaryPatterns(feature, depth, { testSupport = false } = {}) {
  const up = (n) => `^(?:\\.\\./){${n}}`;
  const toFeatures = depth + 1;
  const otherFeatures = [
    escape(feature) + '(?:/|$)',
    ...allowed(FEATURE_EXCEPTIONS[feature] ?? []),
    ...(testSupport ? TEST_FEATURE_EXCEPTIONS.map((entry) => `${entry}$`) : []),
  ];
  const srcModules = ['lib(?:/|$)', ...allowed(SRC_EXCEPTIONS[feature] ?? []), ...(testSupport ? ['test/'] : [])];
  return [
    // Exactly depth+1 "../" lands in src/features: the next segment must be this feature or an exception.
    { regex: `${up(toFeatures)}(?!\\.)(?!${otherFeatures.join('|')})`, message: MESSAGE },
    // One more lands in src/: only src/lib (and the listed modules).
    { regex: `${up(toFeatures + 1)}(?!\\.)(?!${srcModules.join('|')})`, message: MESSAGE },
    // Further out leaves the web app: other packages are imported by name, never by path.
    { regex: `${up(toFeatures + 2)}`, message: MESSAGE },
  ];
}

/** Every feature: the folders of src/features and the coming ones. */
export function featureNames(root = ROOT) {
  const existing = readdirSync(`${root}/${FEATURES_DIR}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [...new Set([...existing, ...COMING_FEATURES])].sort();
}

/** Flat-config entries: one per feature and depth, then the same with the test-support allowances. */
export function featureBoundaries(root = ROOT) {
  const configs = [];
  for (const testSupport of [false, true]) {
    for (const feature of featureNames(root)) {
      for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
        const folder = `${FEATURES_DIR}/${feature}/${'*/'.repeat(depth)}`;
        configs.push({
          files: testSupport ? TEST_SUPPORT_FILES.map((name) => folder + name) : [`${folder}*.{ts,tsx}`],
          rules: {
            'no-restricted-imports': ['error', { patterns: boundaryPatterns(feature, depth, { testSupport }) }],
          },
        });
      }
    }
  }
  return configs;
}
