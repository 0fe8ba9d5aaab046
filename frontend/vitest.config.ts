import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      restoreMocks: true,
      // A whole wizard walked through Mantine Selects takes seconds, and tens of them on a loaded CI machine.
      testTimeout: 60_000,
      unstubGlobals: true,
      // Worker threads start faster than forked processes; each test file still gets its own
      // environment and modules (sharing them between files halved the suite's CPU, but a
      // screen left behind by one file now and then showed up in another's).
      pool: 'threads',
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
