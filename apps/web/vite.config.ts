import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/storage': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
    copyPublicDir: !isSsrBuild,
    // The server renderer (dist-ssr) is one Node module graph: no browser chunking.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Long-lived vendor chunks: app deploys do not invalidate the framework code in browsers' caches.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
                { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
              ],
            },
          },
        },
  },
}));
