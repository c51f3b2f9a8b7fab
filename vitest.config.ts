import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';

type ProjectTestOptions = NonNullable<TestProjectInlineConfiguration['test']>;

/** Backend code runs in Node as it does in production; the site's code in jsdom. */
const BACKEND_TESTS = ['tests/backend/**/*.test.ts', 'supabase/**/*.test.ts'];
const SITE_TESTS = ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'];

/** The test files under `dirs` (outside node_modules) whose text matches `pattern`. */
function testFilesMatching(dirs: readonly string[], pattern: RegExp): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => `${dir}/${file}`)
      .filter((path) => pattern.test(readFileSync(path, 'utf8'))),
  );
}

/**
 * Site test files that need a module registry of their own: they replace a module with vi.mock, whose
 * factory must run before anything imports the real one. Found by reading the files, so a new test
 * lands in the right project without a list to keep.
 */
const NEEDS_ISOLATION = /\bvi\.(?:mock|doMock)\(/;
const isolatedSiteTests = testFilesMatching(['src', 'tests', 'scripts', 'bench'], NEEDS_ISOLATION).filter((path) => !path.startsWith('tests/backend/'));

/**
 * Backend test files that run on a database (a local backend, or a migrated test database): everything
 * under tests/backend/, and the files elsewhere that open one through tests/backend/. CI runs these again
 * on PostgreSQL (`npm run test:backend`). The other backend files test pure rules, and handlers with
 * fakes, which the database does not change: `npm test` runs them once. Found by reading the files, like
 * the isolated site tests.
 */
const OPENS_A_DATABASE = /from '(?:\.\.\/)+tests\/backend\//;
const databaseTests = ['tests/backend/**/*.test.ts', ...testFilesMatching(['supabase'], OPENS_A_DATABASE)];

/**
 * Files on a database whose outcome the database engine does not change: `npm test` runs them once, and
 * CI's run on PostgreSQL leaves them out.
 * - The fuzz (generated bodies for every public endpoint, tests/backend/fuzz/): what the functions'
 *   validation makes of hostile input. It was a large share of each PostgreSQL run (decision 018).
 * - Files that open only a bare embedded database whatever DATABASE_URL says (openBarePglite): the
 *   migration runner's own tests. On PostgreSQL they repeated npm test's run exactly (decision 018).
 * - `npm run backend` started as a process (cli.test.ts), which always keeps its data in PGlite's files.
 */
const ONLY_EMBEDDED = /\bopenBarePglite\(/;
const onceTests = [
  'tests/backend/fuzz-*.test.ts',
  'tests/backend/fuzz/**/*.test.ts',
  'tests/backend/cli.test.ts',
  ...testFilesMatching(['tests/backend', 'supabase'], ONLY_EMBEDDED),
];

/** How a file on a database runs, in the `backend` and `backend-once` projects. */
const onADatabase: ProjectTestOptions = {
  environment: 'node',
  setupFiles: ['./tests/setup-node.ts'],
  globalSetup: ['./tests/backend/migrated-template.global-setup.ts'],
  // A fresh worker for each file cost seconds between files (decision 018); each file starts and
  // stops its own backend on its own database, and tests/setup-node.ts undoes stubs before it.
  isolate: false,
  // Each file starts its own backend on an embedded database: a few seconds, not milliseconds.
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where most
      // backend files wait on a database rather than compute, so a second worker there makes the whole
      // run markedly shorter (decision 017 has the figures).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      globals: true,
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'site',
            environment: 'jsdom',
            include: SITE_TESTS,
            exclude: [...configDefaults.exclude, ...BACKEND_TESTS, ...isolatedSiteTests],
            setupFiles: ['./tests/setup.ts'],
            // A fresh module graph and jsdom window for each file were most of this project's time
            // (decision 018): these files share their worker's, and tests/setup.ts blanks the page and
            // storage before each file.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'site-isolated',
            environment: 'jsdom',
            include: isolatedSiteTests,
            setupFiles: ['./tests/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'backend-rules',
            environment: 'node',
            include: BACKEND_TESTS,
            exclude: [...configDefaults.exclude, ...databaseTests],
            setupFiles: ['./tests/setup-node.ts'],
            // Importing each file's modules afresh was most of this project's time (decision 018).
            // tests/setup-node.ts undoes stubs before each file.
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'backend', include: databaseTests, exclude: [...configDefaults.exclude, ...onceTests], ...onADatabase },
        },
        {
          extends: true,
          test: { name: 'backend-once', include: onceTests, ...onADatabase },
        },
      ],
    },
  }),
);
