import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under web/src/features is a room of its own (a new feature gets its zone unasked).
const webFeatures = readdirSync(path.join(import.meta.dirname, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      '**/test-results/**',
      // Types of a script for the HA suite; tsc checks them through ops/ha/tsconfig.json.
      'scripts/**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
      'no-console': 'error',
    },
  },
  {
    files: ['gateway/src/**/*.ts', 'gateway/test/**/*.ts'],
    rules: {
      // Nest resolves constructor dependencies from emitted metadata: their imports must stay values.
      '@typescript-eslint/consistent-type-imports': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    files: ['gateway/src/**/*.ts'],
    plugins: { import: importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'gateway/tsconfig.json' })],
    },
    rules: {
      // Features talk to the upstream through its port; adapters implement the port and know no feature;
      // shared layers never reach up into a feature or the upstream.
      'import/no-restricted-paths': [
        'error',
        {
          basePath: path.join(import.meta.dirname, 'gateway/src'),
          zones: [
            {
              target: './modules',
              from: ['./upstream/http', './upstream/memory', './upstream/socket'],
              message: 'A feature uses the upstream port (upstream.port.ts), never an adapter.',
            },
            {
              target: ['./upstream/http', './upstream/memory', './upstream/socket'],
              from: './modules',
              message: 'An adapter depends on the port it implements, never on a feature.',
            },
            {
              target: './upstream/http',
              from: ['./upstream/memory', './upstream/socket'],
              message: 'Adapters stand apart: share through the port or common/.',
            },
            {
              target: './upstream/memory',
              from: ['./upstream/http', './upstream/socket'],
              message: 'Adapters stand apart: share through the port or common/.',
            },
            {
              target: ['./common', './config', './geography', './shared-state'],
              from: ['./modules', './upstream'],
              message:
                'Shared gateway code never imports a feature or the upstream: give it a port of its own (as common/auth/session-verifier.ts).',
            },
          ],
        },
      ],
      'import/no-cycle': 'error',
      // One way to name a module outside the current folder: the @/ alias, not ../../ chains.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./', message: 'Import from outside this folder with the @/ alias.' }] },
      ],
    },
  },
  {
    files: ['contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(@taxi/(gateway|web)|@nestjs/|react)', message: 'contracts stays framework-free.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/test/**/*.ts', '**/e2e/**/*.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importX },
    languageOptions: { globals: globals.browser },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
      // no-cycle reads the imported files too: they are TypeScript.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The SPA's layers point one way: app → features → shared (components, lib, config, theme).
      'import/no-restricted-paths': [
        'error',
        {
          basePath: path.join(import.meta.dirname, 'web/src'),
          zones: [
            {
              target: ['./components', './lib', './config', './theme', './i18n'],
              from: ['./app', './features'],
              message:
                'Shared code never imports the app or a feature: move what both need down into components/ or lib/.',
            },
            {
              target: './features',
              from: './app',
              message:
                'A feature never imports the app shell: pass what it needs in, or move it to components/ or lib/.',
            },
            ...webFeatures.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: move what both need down into components/, lib/ or config/, or join them in the app.',
            })),
          ],
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // One way to name a module outside the current folder: the @/ alias, not ../../ chains.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./', message: 'Import from outside this folder with the @/ alias.' }] },
      ],
      // Text from another system is text wherever it reaches the DOM: React children, or leafletText for
      // a Leaflet API that would write a string as HTML (README, Security).
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
          "CallExpression[callee.property.name='insertAdjacentHTML']",
        ].map((selector) => ({ selector, message: 'Show text as React children, never as HTML.' })),
        ...[
          "CallExpression[callee.property.name=/^(setContent|bindTooltip|bindPopup|setTooltipContent|setPopupContent)$/]:not([arguments.0.callee.name='leafletText'])",
          "CallExpression[callee.property.name='divIcon'] Property[key.name='html']:not([value.callee.name='leafletText'])",
        ].map((selector) => ({
          selector,
          message:
            'Leaflet writes a string as HTML: pass leafletText(text) (components/map/leaflet-text.ts).',
        })),
      ],
    },
  },
  {
    // A test may build its page fixture from markup of its own.
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
