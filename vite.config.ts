import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: 'web',
  plugins: [react()],
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
