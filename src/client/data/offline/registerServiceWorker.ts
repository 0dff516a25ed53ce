// vite-plugin-pwa writes the worker at the root of the build (vite.config.ts, `generateSW`).
const WORKER_URL = '/sw.js';

/**
 * docs/offline.md#app-shell: the service worker that precaches the app, registered in production
 * builds only (the dev server has none) once the browser is idle after the console's first render,
 * so it never competes with the first screen. The browser's own registration is enough: the worker
 * takes over at once (`autoUpdate`), and when a new release's worker takes over a page the old one
 * ran, the page reloads onto the new release, whose chunks the new worker holds.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  const updating = serviceWorker.controller !== null;
  serviceWorker.addEventListener('controllerchange', () => {
    if (updating) window.location.reload();
  });
  const register = () => void serviceWorker.register(WORKER_URL, { scope: '/' });
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5_000 });
  else setTimeout(register, 0);
}
