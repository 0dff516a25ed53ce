import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { raRouterInPortal } from './scripts/raRouterInPortal';

// `npm run dev` runs the API on DEV_API_PORT; Vite proxies /api to it so the browser sees one origin.
const apiPort = process.env.DEV_API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), raRouterInPortal()],
  build: { outDir: 'dist/client', emptyOutDir: true },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
