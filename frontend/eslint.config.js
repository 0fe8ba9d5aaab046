import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', 'features');

// Every folder of src/features is a feature, read from the disk so that a new one is checked
// from its first file and none can be left out of the rules below.
const FEATURES = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// How many folders deep a source file may sit inside its feature (0: in the feature's own
// folder), also read from the disk: the rules below are written per depth.
const MAX_DEPTH = Math.max(
  0,
  ...readdirSync(FEATURES_DIR, { recursive: true })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => file.split(path.sep).length - 2),
);
const DEPTHS = Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => depth);

// bulletproof-react's unidirectional layout: app -> features -> (components, lib, types).
// A feature never imports another feature or the app; shared code never imports either.
const restrictedImports = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // A relative import leaves the feature when it climbs one level more than the file is deep,
  // so the refused pattern depends on how deep the file sits inside its feature.
  ...FEATURES.flatMap((feature) =>
    DEPTHS.map((depth) => ({
      files: [`src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: restrictedImports(
        ['@/features/*', '@/app', '@/app/*', `${'../'.repeat(depth + 1)}*/**`],
        'Features do not import each other or the app; move shared code to components/ or lib/.',
      ),
    })),
  ),
  {
    // The admin view map and the portals' menus are where an area is put together from the
    // features' screens, as src/app does for the areas: they may use a feature's public
    // index, never its insides.
    files: [
      'src/features/admin-shell/views.tsx',
      'src/features/admin-shell/account-lists.tsx',
      'src/features/student-portal/menu.ts',
      'src/features/teacher-portal/menu.ts',
      'src/features/guardian-portal/menu.ts',
    ],
    rules: restrictedImports(
      ['@/features/*/*', '@/app', '@/app/*', '../*'],
      'The admin view map imports other features only through their index (@/features/<name>).',
    ),
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/types/**/*.{ts,tsx}'],
    rules: restrictedImports(
      ['@/features/*', '@/app', '@/app/*', '**/features/**', '**/app/**'],
      'Shared code does not depend on features or the app.',
    ),
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['e2e/**/*.mjs', 'scripts/**/*.mjs', '*.config.js'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      // Browser globals for code passed to page.evaluate().
      globals: { ...globals.node, ...globals.browser },
    },
  },
);
