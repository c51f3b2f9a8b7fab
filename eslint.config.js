import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way: app → pages → features → components, content, lib (ARCHITECTURE.md).
 * Each layer lists what it may not import; a feature reaches another only through its index.
 */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: forbidden.flatMap((name) => [`@/${name}/**`, `**/${name}/**`, `@/${name}`]), message }] },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'coverage', 'test-results', 'playwright-report', 'node_modules', 'supabase/.local-db'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  layer(['src/pages/**'], ['app'], 'Pages may not import the app shell.'),
  layer(['src/features/**'], ['app', 'pages'], 'Features may not import the app or pages.'),
  layer(['src/components/**'], ['app', 'pages', 'features'], 'Components are below features: move shared code down.'),
  layer(['src/lib/**'], ['app', 'pages', 'features', 'components'], 'lib is the bottom layer (with content).'),
  layer(['src/content/**'], ['app', 'pages', 'features', 'components', 'lib'], 'Content is data only.'),
);
