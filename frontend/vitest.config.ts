import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/** Every test file (the browser tests under e2e/ are node's, not Vitest's). */
const TEST_FILES = ['src/**/*.test.{ts,tsx}'];

/**
 * The test files that replace a module with `vi.mock`, found by reading them: such a file runs
 * on its own, so its replacement never leaks into the files that share a worker.
 */
const MOCKING_FILES = readdirSync(fileURLToPath(new URL('./src', import.meta.url)), { recursive: true })
  .map((file) => `src/${String(file).split(path.sep).join('/')}`)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)), 'utf8').includes('vi.mock('));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The files are the projects' (below); arrays of a project are added to the root's.
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      restoreMocks: true,
      // A whole wizard walked through Mantine Selects takes seconds, and tens of them on a loaded CI machine.
      testTimeout: 60_000,
      unstubGlobals: true,
      // Worker threads start faster than forked processes, and the files share a worker's
      // environment and modules (setup.ts clears the page, the toasts and the session after
      // each test), which halves the suite's CPU. The files that replace a module with
      // vi.mock get theirs to themselves. As many workers as cores: `cargo test` runs the
      // browser tests beside this suite, and more workers starved a slow screen test of CPU
      // until it timed out.
      pool: 'threads',
      projects: [
        { extends: true, test: { name: 'shared', isolate: false, include: TEST_FILES, exclude: MOCKING_FILES } },
        { extends: true, test: { name: 'isolated', include: MOCKING_FILES } },
      ],
      // Mantine, the icon set, Tiptap and the router come as hundreds of small modules each;
      // bundled once into one file per package, every test file imports them in one read.
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [
              '@mantine/core',
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
              'dayjs',
            ],
          },
        },
      },
    },
  }),
);
