import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
/** The import aliases of tsconfig.json's `paths` (tsx and the type checker read tsconfig itself). */
const aliases = Object.fromEntries(['server', 'shared', 'web', 'tests', 'bench'].map((d) => [`@${d}`, path.join(root, d)]));

export default defineConfig({
  root: 'web',
  plugins: [react()],
  resolve: { alias: aliases },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      input: { console: 'web/index.html' },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/oidc': 'http://localhost:3000' } },
});
