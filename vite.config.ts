import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { consoleManifestModule } from './scripts/consoleManifestModule.ts';
import { raRouterInPortal } from './scripts/raRouterInPortal.ts';

// `npm run dev` runs the API on DEV_API_PORT; Vite proxies /api to it so the browser sees one origin.
const apiPort = process.env.DEV_API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), consoleManifestModule(), raRouterInPortal()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod comes with the forms and screens that validate; left to automatic chunking it
            // shares a chunk with small modules the first screens need, and they would download it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The form components and the toast, shared by the login page and the console: one
            // chunk instead of three small ones that both first visits would download (bench/bundle).
            {
              name: 'forms',
              test: /src[\\/]client[\\/](forms[\\/]|notifications[\\/](Toast|ToastColumn|toastSettings)\.)/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
