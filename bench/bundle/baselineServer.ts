import { join } from 'node:path';
import { preview, type Plugin } from 'vite';

// The baseline's one resource answers one record, so its list renders a table as it would in use.
const onePostApi: Plugin = {
  name: 'one-post-api',
  configurePreviewServer(server) {
    server.middlewares.use('/api/posts', (_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.setHeader('content-range', 'posts 0-0/1');
      response.end(JSON.stringify([{ id: 1, title: 'Hello' }]));
    });
  },
};

export interface BaselineServer {
  /** Its address, ending in `/`; its list is at `${url}#/posts`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the react-admin baseline built into `outDir` (builds.ts) with Vite's preview server, its
 * one resource answering one post.
 * @example const baseline = await serveBaseline(outDir); await page.goto(`${baseline.url}#/posts`);
 */
export async function serveBaseline(outDir: string): Promise<BaselineServer> {
  const server = await preview({
    root: join(import.meta.dirname, 'baseline'),
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
    plugins: [onePostApi],
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the baseline preview server has no address');
  return { url, close: () => server.close() };
}
