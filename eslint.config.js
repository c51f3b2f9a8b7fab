import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way: app → pages → features → components, content, lib (docs/architecture.md).
 * Each layer lists what it may not import; a feature reaches another only through its index.
 */
/**
 * The site shares only the domain rules with the functions: `@shared/*` is supabase/functions/_shared/rules/,
 * and no file in src/ may reach the functions' handlers (_shared/handlers/), their infrastructure
 * (_shared/infra/) or an entry point, by the alias or by a relative path (docs/architecture.md, "Shared rules").
 * Every layer below repeats it, because a later block's options for the same rule replace an earlier one's.
 */
const onlySharedRules = {
  group: ['**/_shared/handlers/**', '**/_shared/infra/**', '**/supabase/functions/*/index.ts', '@shared/../**', '@shared/**/../**'],
  message:
    'The site imports only the domain rules of supabase/functions/_shared/rules/ (through @shared/*): handlers and infrastructure belong to the functions.',
};

const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...(forbidden.length
            ? [{ group: forbidden.flatMap((name) => [`@/${name}/**`, `**/${name}/**`, `@/${name}`]), message }]
            : []),
          onlySharedRules,
        ],
      },
    ],
  },
});

/**
 * React escapes everything it renders except what goes through dangerouslySetInnerHTML, and lead
 * fields are typed by strangers: markup from them must never reach the DOM as HTML. The
 * one use, seo.tsx's JSON-LD (our own content, serialised with "<" escaped), carries a disable comment
 * with its reason.
 */
const noInnerHtml = {
  selector: 'JSXAttribute[name.name="dangerouslySetInnerHTML"]',
  message:
    'dangerouslySetInnerHTML renders a string as HTML, bypassing React\'s escaping: visitor input there is stored XSS. Render text as children; for source-owned markup, add an eslint-disable-next-line with the reason.',
};
/** The DOM's own ways of turning a string into markup, for the shipped code (tests may build fixtures with them). */
const noDomHtmlSinks = [
  {
    selector: 'AssignmentExpression[left.type="MemberExpression"][left.property.name=/^(innerHTML|outerHTML)$/]',
    message: 'Assigning innerHTML or outerHTML parses a string as HTML: set textContent, or build elements.',
  },
  {
    selector: 'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/], CallExpression[callee.object.name="document"][callee.property.name=/^(write|writeln)$/]',
    message: 'This parses a string as HTML: build elements with textContent instead.',
  },
];

/**
 * A mailto: link made by pasting an address lets a stored one like `x?bcc=attacker%40evil.example&y=@evil.example`
 * add recipients or a body: links go through mailtoHref(), which percent-encodes the address.
 */
const noRawMailto = {
  selector: 'TemplateElement[value.raw=/^mailto:/i], Literal[value=/^mailto:/i]',
  message: 'Build mailto: links with mailtoHref() from @/lib/mailto: it percent-encodes the address, so no stored address can add a query (?bcc=…).',
};

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
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noInnerHtml] },
  },
  {
    // Same rule key as the block above, so it lists both: a later block replaces the options.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noInnerHtml, ...noDomHtmlSinks, noRawMailto] },
  },
  layer(['src/**'], [], 'The site imports only the domain rules.'),
  layer(['src/pages/**'], ['app'], 'Pages may not import the app shell.'),
  layer(['src/features/**'], ['app', 'pages'], 'Features may not import the app or pages.'),
  layer(['src/components/**'], ['app', 'pages', 'features'], 'Components are below features: move shared code down.'),
  layer(['src/lib/**'], ['app', 'pages', 'features', 'components'], 'lib is the bottom layer (with content).'),
  layer(['src/content/**'], ['app', 'pages', 'features', 'components', 'lib'], 'Content is data only.'),
);
