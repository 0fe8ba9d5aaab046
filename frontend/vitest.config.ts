import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * The test files that replace a module with `vi.mock`: a worker's module cache would hand them
 * the real module another file imported first, so they run in an environment of their own.
 * Read from the disk, so a new one is found without a list to keep.
 */
const MOCKING = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join('src', file))
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      restoreMocks: true,
      // A whole wizard walked through Mantine Selects takes seconds, and tens of them on a loaded CI machine.
      testTimeout: 60_000,
      unstubGlobals: true,
      // Worker threads start faster than forked processes.
      pool: 'threads',
      // The screen tests share their worker's page and modules from file to file (half the
      // suite's time goes into setting those up); each test still starts from a clean page,
      // empty stores and a new query client (src/testing/setup.ts).
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, ...MOCKING],
            isolate: false,
          },
        },
        { extends: true, test: { name: 'mocking', include: MOCKING } },
      ],
      // Mantine, the icon set, Tiptap and the router come as hundreds of small modules each;
      // bundled once into one file per package, every test file imports them in one read.
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [
              '@mantine/core',
              '@mantine/charts',
              '@mantine/hooks',
              '@mantine/form',
              '@mantine/modals',
              '@mantine/notifications',
              '@tabler/icons-react',
              '@tanstack/react-query',
              '@tiptap/react',
              '@tiptap/starter-kit',
              '@tiptap/extension-text-style',
              'react-router',
              'recharts',
              'dayjs',
            ],
          },
        },
      },
    },
  }),
);
