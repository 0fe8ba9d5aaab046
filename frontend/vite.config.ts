import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli and a gzip copy beside every compressible file of the build, so the server
 * answers each browser in the best encoding it accepts without compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lyceum-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true });
      for (const entry of entries) {
        const file = path.join(outDir, entry);
        if (!COMPRESSIBLE.test(entry) || entry.startsWith('.vite') || !(await stat(file)).isFile()) continue;
        const content = await readFile(file);
        const brotli = brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        });
        const gzip = gzipSync(content, { level: 9 });
        if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
        if (gzip.length < content.length) await writeFile(`${file}.gz`, gzip);
      }
    },
  };
}

// The backend (`lyceum serve`) listens on 8080 in development; the SPA talks to it
// through this proxy so cookies stay same-origin, exactly as in production.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each entry needs, read by the weight budget check.
    manifest: true,
    // The entry holds React, the router and Mantine's core (146 KB on the wire); the weight
    // budget check (scripts/weight-budget.mjs) is the real limit, on compressed bytes.
    chunkSizeWarningLimit: 600,
  },
});
