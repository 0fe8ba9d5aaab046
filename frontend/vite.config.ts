import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The backend (`lyceum serve`) listens on 8080 in development; the SPA talks to it
// through this proxy so cookies stay same-origin, exactly as in production.
export default defineConfig({
  plugins: [react()],
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
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate files keep browsers' caches warm.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (id.includes('@mantine') || id.includes('@floating-ui')) return 'mantine';
          if (id.includes('@tabler')) return 'icons';
          if (id.includes('@tiptap') || id.includes('prosemirror')) return 'editor';
          return 'vendor';
        },
      },
    },
  },
});
