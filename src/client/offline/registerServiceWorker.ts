/// <reference types="vite-plugin-pwa/client" />

/**
 * docs/offline.md#app-shell: the service worker that precaches the app, registered once the console
 * has rendered, in production builds only (the dev server has none).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
}
