import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, METRICS_PATH } from '../../shared/apiPaths';
import { opensWithoutShell } from '../../shared/pathsWithoutShell';
import { withSentryDsn } from '../../shared/sentryDsnMeta';
import { errorText } from '../http/errorText';
import { requestLanguage } from '../http/requestLanguage';
import { consolePreloads } from './consolePreloads';
import { statusMessage } from './errors';

// A path whose last segment ends in `.ext`: a file, not a page of the app.
const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i;
// docs/offline.md#app-shell: the service worker precaches the page by this name and serves it for
// every page offline, so it must be the same page the other paths get (with SENTRY_DSN written in).
const INDEX_PATH = '/index.html';

export interface ClientAppOptions {
  /** The built single-page app (`dist/client`); when it holds no index.html only the API is served. */
  clientDir?: string | undefined;
  /** Written into index.html for the client's error reporting (SENTRY_DSN). */
  sentryDsn?: string | undefined;
}

/**
 * Serves the built app and answers index.html for any other non-API path, so the client's router
 * (and its 404 page) decides; an unknown `/api` path is a JSON 404.
 */
export const clientAppPlugin = fp<ClientAppOptions>(async (app: FastifyInstance, options) => {
  const { clientDir, sentryDsn } = options;
  const served = clientDir !== undefined && existsSync(join(clientDir, 'index.html'));
  if (served) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Vite's build manifest (.vite/) is the server's to read, not a file of the app.
      allowedPath: (pathname) => pathname !== INDEX_PATH && !pathname.startsWith('/.vite/'),
      // docs/api.md#compression: the build writes a .br and a .gz beside each text file; a client
      // that asks for one gets it, any other the plain file.
      preCompressed: true,
      // Vite fingerprints everything under assets/, so those files never change; index.html must,
      // and so must the service worker and the manifest (docs/offline.md#app-shell): the browser
      // checks sw.js for a new release on every start, and a cached one would pin the old app.
      setHeaders: (reply, path) => {
        const immutable = path.includes(`${join(clientDir, 'assets')}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // Two pages, with and without the console's preloads; neither holds anything of a user.
  const page = served ? readFileSync(join(clientDir, 'index.html'), 'utf8') : '';
  const pageWithoutShell = sentryDsn ? withSentryDsn(page, sentryDsn) : page;
  const consolePage = served
    ? pageWithoutShell.replace('</head>', `${consolePreloads(clientDir)}</head>`)
    : '';

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    // /metrics is no page either: answered by the metrics plugin when they are on, else a 404.
    const isApi = [API_PREFIX, METRICS_PATH].some(
      (prefix) => path === prefix || path.startsWith(`${prefix}/`),
    );
    // A missing file (a stale fingerprinted chunk after a deploy, /foo.js) must fail as a 404, not
    // as HTML the browser then fails to run; only page paths, which have no extension, get the app.
    const isFile =
      path !== INDEX_PATH && (path.startsWith('/assets/') || FILE_EXTENSION.test(path));
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (served && !isApi && !isFile && wantsPage) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html').send(opensWithoutShell(path) ? pageWithoutShell : consolePage);
    }
    return reply
      .code(404)
      .send({ message: errorText(requestLanguage(request), statusMessage(404)) });
  });
});
