import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Backend code runs in Node as it does in production; the site's code in jsdom. */
const BACKEND_TESTS = ['tests/backend/**/*.test.ts', 'supabase/**/*.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where most
      // backend files wait on a database rather than compute. Two workers there took the whole run from
      // 512 s to 389 s.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      globals: true,
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'site',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
            exclude: [...configDefaults.exclude, ...BACKEND_TESTS],
            setupFiles: ['./tests/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'backend',
            environment: 'node',
            include: BACKEND_TESTS,
            setupFiles: ['./tests/setup-node.ts'],
            // Each file starts its own backend on an embedded database: a few seconds, not milliseconds.
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
