import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['auth', 'admin-shell', 'student-portal', 'teacher-portal', 'news', 'newsletters', 'teachers', 'classes', 'students', 'messaging', 'imports'];

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
    [0, 1, 2, 3].map((depth) => ({
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
