import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      // A whole wizard walked through Mantine Selects takes seconds, and tens of them on a loaded CI machine.
      testTimeout: 60_000,
      unstubGlobals: true,
    },
  }),
);
